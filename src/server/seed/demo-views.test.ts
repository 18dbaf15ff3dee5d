import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profileViews } from '../db/schema/index.ts';
import { buildMember } from '../../../tests/support/factories/members.ts';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.ts';
import { insertDemoVisits } from './demo-views.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('insertDemoVisits', () => {
  it("writes each visit with the viewer's age at its start, location and country from their profile", async () => {
    const viewed = await buildMember(t.db, { gender: 'male' });
    const viewer = await buildMember(t.db, {
      gender: 'female',
      profile: { dateOfBirth: '2000-03-10', currentState: 'Ontario', currentCountry: 'Canada' },
    });
    const bare = await buildMember(t.db, { gender: 'female' });
    const at = (iso: string) => new Date(iso);
    await insertDemoVisits(t.db, [
      {
        viewerId: viewer.id,
        viewedId: viewed.id,
        viewedAt: at('2025-03-09T23:30:00Z'),
        lastViewedAt: at('2025-03-09T23:34:00Z'),
        durationSeconds: 240,
      },
      {
        viewerId: viewer.id,
        viewedId: viewed.id,
        viewedAt: at('2025-03-10T00:30:00Z'),
        lastViewedAt: at('2025-03-10T00:30:00Z'),
        durationSeconds: 0,
      },
      {
        viewerId: bare.id,
        viewedId: viewed.id,
        viewedAt: at('2025-04-01T12:00:00Z'),
        lastViewedAt: at('2025-04-01T12:20:00Z'),
        durationSeconds: 1200,
      },
    ]);
    const rows = await t.db
      .select()
      .from(profileViews)
      .where(eq(profileViews.viewedProfileId, viewed.id))
      .orderBy(profileViews.viewedAt);
    const facts = { viewerLocation: 'Ontario, Canada', viewerCountry: 'Canada' };
    expect(rows).toMatchObject([
      { viewerId: viewer.id, viewerAge: 24, ...facts, durationSeconds: 240 },
      { viewerId: viewer.id, viewerAge: 25, ...facts, durationSeconds: 0 },
      {
        viewerId: bare.id,
        viewerAge: null,
        viewerLocation: null,
        viewerCountry: null,
        durationSeconds: 1200,
      },
    ]);
    expect(rows.map((r) => r.lastViewedAt.toISOString())).toEqual([
      '2025-03-09T23:34:00.000Z',
      '2025-03-10T00:30:00.000Z',
      '2025-04-01T12:20:00.000Z',
    ]);
  });
});
