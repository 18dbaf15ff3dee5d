import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BROWSE_SORTS,
  ZBrowseQuery,
  type TBrowsePage,
  type TMatches,
} from '../../../shared/discovery/discovery-contract.ts';
import type { TConnectionList } from '../../../shared/connections/connection-contract.ts';
import type { TProfileDetail } from '../../../shared/profiles/profile-contract.ts';
import { nameSearchTerms } from '../../../shared/rules/name-search.ts';
import { call, uniqueToken } from '../../../../tests/support/api-calls.ts';
import { buildConnection } from '../../../../tests/support/factories/connections.ts';
import { buildFavorite } from '../../../../tests/support/factories/favorites.ts';
import { buildMember, buildSignedIn } from '../../../../tests/support/factories/members.ts';
import { markVerified, setVerifiedViewersOnly } from '../../../../tests/support/factories/verification.ts';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.ts';
import type { BrowsePlan } from './browse-plan.ts';
import { browseIds, type BrowseRequest } from './browse-service.ts';

/** "Verified only" on /browse and /matches, and the Verified badge on every card (issue 23). */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function women(token: string) {
  const profile = { religionCommunity: 'Sunni', currentCountry: 'Canada', maritalStatus: 'single' as const };
  const plain = await buildMember(t.db, { gender: 'female', name: `Amina ${token}`, profile });
  const verified = await buildMember(t.db, { gender: 'female', name: `Sana ${token}`, profile });
  await markVerified(t.db, verified.id);
  return { plain, verified };
}

describe('the Verified only filter', () => {
  it('lists only verified members on /browse and /matches, each card with its badge', async () => {
    const token = uniqueToken('Vf');
    const { plain, verified } = await women(token);
    const me = await buildSignedIn(t, {
      gender: 'male',
      profile: { religionCommunity: 'Sunni', currentCountry: 'Canada' },
    });
    const browse = async (query: string) =>
      (await call(t, 'GET', `/api/browse?search=${token}${query}`, me.cookie)).body as TBrowsePage;
    const all = await browse('');
    expect(all.profiles.map((p) => [p.user_id, p.verified]).sort()).toEqual(
      [
        [plain.id, false],
        [verified.id, true],
      ].sort(),
    );
    expect((await browse('&verified=true')).profiles.map((p) => p.user_id)).toEqual([verified.id]);
    expect((await browse('&verified=false')).total).toBe(2);
    expect((await call(t, 'GET', '/api/browse?verified=yes', me.cookie)).status).toBe(400);

    const matches = async (query: string) =>
      (await call(t, 'GET', `/api/matches?search=${token}${query}`, me.cookie)).body as TMatches;
    expect((await matches('')).matches.map((m) => [m.user_id, m.verified]).sort()).toEqual(
      [
        [plain.id, false],
        [verified.id, true],
      ].sort(),
    );
    // Its own stored list: the filter set differs.
    expect((await matches('&verified=true')).matches.map((m) => m.user_id)).toEqual([verified.id]);
    expect((await matches('')).total).toBe(2);
  });

  it('shows the badge on favourites, the profile and the chat', async () => {
    const token = uniqueToken('Vb');
    const { verified } = await women(token);
    const me = await buildSignedIn(t, { gender: 'male' });
    await buildFavorite(t.db, me.id, verified.id);
    await buildConnection(t.db, me.id, verified.id);
    const favorites = (await call(t, 'GET', '/api/favorites', me.cookie)).body as TBrowsePage;
    expect(favorites.profiles.find((p) => p.user_id === verified.id)?.verified).toBe(true);
    const profile = (await call(t, 'GET', `/api/profiles/${verified.id}`, me.cookie)).body as TProfileDetail;
    expect(profile.viewer === 'member' && profile.profile.verified).toBe(true);
    const chats = (await call(t, 'GET', '/api/connections', me.cookie)).body as TConnectionList;
    expect(chats.connections.find((c) => c.other.user_id === verified.id)?.other.verified).toBe(true);
  });
});

describe('the browse statements with verification (browse-plan.ts)', () => {
  it('find the same members in the same order, whichever the plan, verified viewer or not', async () => {
    const token = uniqueToken('Vp');
    const names = ['Sara Ali', 'Sana Khan', 'Salma Saleh', 'Samira Ali', 'Zahra Sabri', 'Safa Noor'];
    const ids: string[] = [];
    for (const [i, name] of names.entries()) {
      const member = await buildMember(t.db, {
        gender: 'female',
        name: `${token} ${name}`,
        profile: { currentCountry: i % 2 ? 'Canada' : 'Egypt', createdAt: new Date(Date.UTC(2025, i, 1)) },
      });
      ids.push(member.id);
      if (i % 3 !== 0) await markVerified(t.db, member.id);
      if (i % 2 === 0) await setVerifiedViewersOnly(t.db, member.id);
    }
    const plans: BrowsePlan[] = [
      { kind: 'walk' },
      { kind: 'collect', driver: 'name' },
      { kind: 'collect', driver: 'location' },
      { kind: 'collect', driver: 'verified' },
    ];
    const viewer = await buildMember(t.db, { gender: 'male' });
    for (const viewerVerified of [false, true]) {
      if (viewerVerified) await markVerified(t.db, viewer.id);
      for (const sort of BROWSE_SORTS) {
        for (const filters of [{ verified: 'true' }, { verified: 'true', location: 'Canada' }]) {
          const query = ZBrowseQuery.parse({ search: `sa ${token}`, sort, ...filters });
          const terms = nameSearchTerms(query.search!);
          const request: BrowseRequest = {
            viewerId: viewer.id,
            wanted: 'female',
            query,
            terms,
            today: new Date(),
          };
          const answers = await Promise.all(
            plans
              .filter((plan) => plan.kind === 'walk' || plan.driver !== 'location' || 'location' in filters)
              .map((plan) => browseIds(t.db, request, { plan, leading: terms[0]! }, 50, 0)),
          );
          // Verified (i % 3 != 0) and, for a viewer who is not verified, open to all (i odd).
          const expected = ids.filter(
            (_, i) =>
              i % 3 !== 0 && (viewerVerified || i % 2 === 1) && (!('location' in filters) || i % 2 === 1),
          );
          expect([...answers[0]!].sort(), `${sort} ${JSON.stringify(filters)}`).toEqual([...expected].sort());
          for (const answer of answers.slice(1))
            expect(answer, `${sort} ${JSON.stringify(filters)}`).toEqual(answers[0]);
        }
      }
    }
  });
});
