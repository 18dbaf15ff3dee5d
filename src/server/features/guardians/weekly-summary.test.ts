import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberGuardians } from '../../db/schema/index.ts';
import { buildConnection, buildMessage } from '../../../../tests/support/factories/connections.ts';
import { buildGuardian } from '../../../../tests/support/factories/guardians.ts';
import { buildCouple, buildSignedIn } from '../../../../tests/support/factories/members.ts';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.ts';
import { sendGuardianSummariesStep } from './weekly-summary.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const DAY = 24 * 3600 * 1000;
const summariesTo = async (email: string) =>
  (await t.outbox()).filter((mail) => mail.to === email && mail.subject.startsWith('This week on Mithaq'));

describe('the weekly summary', () => {
  it('goes once every 7 days to a guardian who asked, with counts and first names, never message texts', async () => {
    const { man, woman } = await buildCouple(t, {
      man: { name: 'Bilal Haddad' },
      woman: { name: 'Amina Rahman' },
    });
    const suitor = await buildSignedIn(t, { gender: 'male', name: 'Omar Farouk' });
    const chat = await buildConnection(t.db, man.id, woman.id);
    await buildConnection(t.db, suitor.id, woman.id, 'pending');
    await buildMessage(t.db, chat.id, man.id, { content: 'A secret about the wedding' });
    await buildMessage(t.db, chat.id, woman.id, { content: 'Another private line' });
    const guardian = await buildGuardian(t, woman.id, {
      name: 'Yusuf',
      weeklySummary: true,
      confirmedAt: new Date(Date.now() - 60_000),
    });
    const quiet = await buildGuardian(t, (await buildSignedIn(t)).id, { weeklySummary: false });

    await sendGuardianSummariesStep(t.deps);
    expect(await summariesTo(guardian.email)).toEqual([]);

    t.clock.advance(7 * DAY);
    try {
      await Promise.all([sendGuardianSummariesStep(t.deps), sendGuardianSummariesStep(t.deps)]);
      const [mail, ...more] = await summariesTo(guardian.email);
      expect(more).toEqual([]);
      expect(mail?.subject).toBe('This week on Mithaq: Amina');
      expect(mail?.raw).toContain('Assalamu alaikum Yusuf');
      expect(mail?.raw).toContain('Bilal: a new connection this week, 2 new messages.');
      expect(mail?.raw).toContain('1 request is waiting for an answer.');
      expect(mail?.raw).not.toContain('secret');
      expect(mail?.raw).not.toContain('private line');
      expect(mail?.raw).not.toContain('Haddad');
      expect(await summariesTo(quiet.email)).toEqual([]);

      // A minute later nothing is due; a week later the next one says the week was quiet.
      t.clock.advance(60_000);
      await sendGuardianSummariesStep(t.deps);
      expect(await summariesTo(guardian.email)).toHaveLength(1);
      t.clock.advance(7 * DAY);
      await sendGuardianSummariesStep(t.deps);
      const summaries = await summariesTo(guardian.email);
      expect(summaries).toHaveLength(2);
      expect(summaries[1]?.raw).toContain('Amina had no new connections or messages this week.');
    } finally {
      t.clock.set(new Date());
    }
  });

  it('stops with the guardianship', async () => {
    const woman = await buildSignedIn(t);
    const guardian = await buildGuardian(t, woman.id, { weeklySummary: true, status: 'revoked' });
    t.clock.advance(8 * DAY);
    try {
      await sendGuardianSummariesStep(t.deps);
      expect(await summariesTo(guardian.email)).toEqual([]);
      const [row] = await t.db
        .select({ last: memberGuardians.lastSummaryAt })
        .from(memberGuardians)
        .where(eq(memberGuardians.id, guardian.guardianshipId));
      expect(row?.last).toBeNull();
    } finally {
      t.clock.set(new Date());
    }
  });
});
