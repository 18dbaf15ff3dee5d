import { describe, expect, it } from 'vitest';
import {
  contactSupportMail,
  newsletterConfirmMail,
  passwordResetMail,
  verificationMail,
} from '../mail-templates.ts';
import { COLORS } from './theme.ts';

const SHORT = 'https://mithaq.example/l/q3T0kX9fJ2c8bV1mZ4aP7w';
/** The opening tag of the link whose text (or button label) is `label`. */
const anchorFor = (html: string, label: string) =>
  new RegExp(`<a href="([^"]+)"[^>]*>(?:(?!</a>).)*${label}`).exec(html)?.[1];

describe('member mails', () => {
  it('verification: a teal button with the short link, the site named, the same words in the text part', async () => {
    const mail = await verificationMail('fatima@example.com', 'Fatima Rahman', SHORT);
    expect(mail).toMatchObject({
      to: 'fatima@example.com',
      subject: 'Verify your e-mail for Mithaq',
      link: SHORT,
    });
    expect(anchorFor(mail.html, 'Verify my e-mail')).toBe(SHORT);
    expect(mail.html).toContain(`background-color:${COLORS.primary}`);
    expect(mail.html).toContain('>Mithaq</a>');
    expect(mail.html).toContain('Assalamu alaikum Fatima Rahman,');
    expect(mail.html).toContain(`<a href="https://mithaq.example"`);

    expect(mail.text).toMatch(/^Assalamu alaikum Fatima Rahman,\n\nWelcome to Mithaq\./);
    expect(mail.text).toContain(`Verify my e-mail: ${SHORT}\n`);
    expect(mail.text).toMatch(/\nMithaq\nhttps:\/\/mithaq\.example\n$/);
    expect(mail.text).not.toMatch(/<[a-z]/i);
  });

  it('reset: its own subject, heading and button', async () => {
    const mail = await passwordResetMail('omar@example.com', 'Omar Ali', SHORT);
    expect(mail.subject).toBe('Reset your Mithaq password');
    expect(anchorFor(mail.html, 'Choose a new password')).toBe(SHORT);
    expect(mail.html).toContain('Reset your password</h1>');
    expect(mail.text).toContain('The link is valid for one hour.');
    expect(mail.text).toContain(`Choose a new password: ${SHORT}`);
  });

  it("escapes a member's name: markup in it is text, never HTML", async () => {
    const mail = await verificationMail('x@example.com', '<img src=x onerror=alert(1)> "Ali" & co', SHORT);
    expect(mail.html).toContain(
      'Assalamu alaikum &lt;img src=x onerror=alert(1)&gt; &quot;Ali&quot; &amp; co,',
    );
    expect(mail.html).not.toContain('<img');
  });

  it('newsletter: a confirm button and an unsubscribe link in both parts', async () => {
    const confirm = 'https://mithaq.example/newsletter/confirm?token=c';
    const unsubscribe = 'https://mithaq.example/newsletter/unsubscribe?token=u';
    const mail = await newsletterConfirmMail('reader@example.com', confirm, unsubscribe);
    expect(mail.subject).toBe('Confirm your subscription to the Mithaq newsletter');
    expect(mail.link).toBe(confirm);
    expect(anchorFor(mail.html, 'Confirm my subscription')).toBe(confirm);
    expect(anchorFor(mail.html, 'Unsubscribe')).toBe(unsubscribe);
    expect(mail.text).toContain(`Confirm my subscription: ${confirm}`);
    expect(mail.text).toContain(`Unsubscribe: ${unsubscribe}`);
  });
});

describe('contact mail to support', () => {
  const input = {
    id: '7f1c2a9e-4b7d-4f7e-9a61-0c3d2b1e5f40',
    firstName: 'Aisha',
    lastName: 'Khan\r\nBcc: victim@example.test',
    email: 'aisha@example.com',
    phone: undefined,
    subjectLabel: 'Account Issues',
    message: 'Line one\n<script>alert(1)</script>',
    userId: null,
    priority: false,
  };

  it('lists the fields and the message in both parts, Reply-To the sender, the subject on one line', async () => {
    const mail = await contactSupportMail('support@mithaq.example', input);
    expect(mail.subject).toBe('[Contact] Account Issues: Aisha Khan Bcc: victim@example.test');
    expect(mail.replyTo).toBe('aisha@example.com');
    expect(mail.text).toContain('Phone: (not given)\nSubject: Account Issues\nMember: (not signed in)');
    expect(mail.text).toContain(`Reference: ${input.id}\n\nLine one\n<script>alert(1)</script>\n`);
    expect(mail.html).toContain('New contact message</h1>');
    expect(mail.html).toContain('Line one\n&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail.html).toContain('white-space:pre-wrap');
    expect(mail.html).not.toContain('<script>');
  });
});
