import { describe, expect, it } from 'vitest';
import { accountDeletionMail } from '../mail-templates.ts';

const LINK = 'https://mithaq.example/account';

describe('account deletion mail', () => {
  it('says the date, what happens and how to keep the account', async () => {
    const due = new Date('2026-12-11T10:00:00Z');
    const mail = await accountDeletionMail('amina@example.com', 'Amina Yusuf', due, LINK);
    expect(mail).toMatchObject({ to: 'amina@example.com', subject: 'Your Mithaq account will be deleted' });
    expect(mail.html).toContain('Assalamu alaikum Amina Yusuf,');
    expect(mail.html).toContain('11 December 2026');
    expect(mail.text).toContain(`Keep my account: ${LINK}\n`);
    expect(mail.text).toContain('Deleted member');
    expect(mail.text).not.toMatch(/<[a-z]/i);
  });
});
