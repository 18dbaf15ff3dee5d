import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, uniqueToken } from '../../../../tests/support/api-calls.ts';
import { buildConnection } from '../../../../tests/support/factories/connections.ts';
import { buildMember, buildSignedIn, type SignedIn } from '../../../../tests/support/factories/members.ts';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.ts';

/** /matches never offers a member with whom there is a declined request, whoever asked (issue 16). */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const token = () => uniqueToken('Dz');
/** Everyone scores: same country and community. */
const PROFILE = { currentCountry: 'Canada', religionCommunity: 'Sunni', dateOfBirth: '1995-01-01' };

const matchIds = async (member: SignedIn, query: string) => {
  const answer = await call(t, 'GET', `/api/matches?${query}`, member.cookie);
  expect(answer.status).toBe(200);
  return (answer.body as { matches: { user_id: string }[] }).matches.map((m) => m.user_id).sort();
};
const browseIds = async (member: SignedIn, query: string) => {
  const answer = await call(t, 'GET', `/api/browse?${query}`, member.cookie);
  return (answer.body as { profiles: { user_id: string }[] }).profiles.map((p) => p.user_id).sort();
};

describe('GET /api/matches and declined requests', () => {
  it('leaves out whom I declined and who declined me, on both sides; other connections stay', async () => {
    const name = token();
    const query = `search=${name}`;
    const me = await buildSignedIn(t, { gender: 'female', name: `${name} Me`, profile: PROFILE });
    const [declinedByMe, declinedMe, pending, accepted, stranger] = await Promise.all(
      ['DeclinedByMe', 'DeclinedMe', 'Pending', 'Accepted', 'Stranger'].map((label) =>
        buildSignedIn(t, { gender: 'male', name: `${name} ${label}`, profile: PROFILE }),
      ),
    );
    await buildConnection(t.db, declinedByMe!.id, me.id, 'rejected');
    await buildConnection(t.db, me.id, declinedMe!.id, 'rejected');
    await buildConnection(t.db, pending!.id, me.id, 'pending');
    await buildConnection(t.db, me.id, accepted!.id, 'accepted');

    expect(await matchIds(me, query)).toEqual([pending!.id, accepted!.id, stranger!.id].sort());
    // The other side of each declined pair does not see me either.
    expect(await matchIds(declinedByMe!, query)).toEqual([]);
    expect(await matchIds(declinedMe!, query)).toEqual([]);
    expect(await matchIds(stranger!, query)).toEqual([me.id]);
    // Browse still lists every browsable member (spec §7): only the discovery of matches changes.
    expect(await browseIds(me, query)).toEqual(
      [declinedByMe!.id, declinedMe!.id, pending!.id, accepted!.id, stranger!.id].sort(),
    );
  });

  it('drops a member from my stored list once either of us declines, without a Refresh', async () => {
    const name = token();
    const query = `search=${name}`;
    const me = await buildSignedIn(t, { gender: 'male', name: `${name} Me`, profile: PROFILE });
    const asksMe = await buildSignedIn(t, { gender: 'female', name: `${name} Asks`, profile: PROFILE });
    const iAsk = await buildMember(t.db, { gender: 'female', name: `${name} Asked`, profile: PROFILE });
    const stays = await buildMember(t.db, { gender: 'female', name: `${name} Stays`, profile: PROFILE });
    expect(await matchIds(me, query)).toEqual([asksMe.id, iAsk.id, stays.id].sort());

    // She asks and I decline, through the API.
    const request = await call(t, 'POST', '/api/connections', asksMe.cookie, { recipient_id: me.id });
    expect(request.status).toBe(201);
    const { id } = (request.body as { connection: { id: string } }).connection;
    expect((await call(t, 'PATCH', `/api/connections/${id}`, me.cookie, { status: 'rejected' })).status).toBe(
      200,
    );
    // I ask and she declines (stored directly: she is not signed in).
    await buildConnection(t.db, me.id, iAsk.id, 'rejected');

    // The stored list still holds all three; the visit re-checks them and answers only who is left.
    expect(await matchIds(me, query)).toEqual([stays.id]);
    expect(await matchIds(me, `${query}&refresh=true`)).toEqual([stays.id]);
  });
});
