import type { MailMessage } from './mail.ts';

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch,
  );

function actionMail(
  to: string,
  subject: string,
  greeting: string,
  body: string,
  action: string,
  link: string,
): MailMessage {
  const text = `${greeting}\n\n${body}\n\n${action}: ${link}\n\nIf you did not ask for this, you can ignore this message.\n\nMithaq`;
  const html = `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(body)}</p>
<p><a href="${escapeHtml(link)}">${escapeHtml(action)}</a></p>
<p>If the button does not work, copy this address into your browser:<br>${escapeHtml(link)}</p>
<p>If you did not ask for this, you can ignore this message.</p><p>Mithaq</p>`;
  return { to, subject, text, html, link };
}

export const verificationMail = (to: string, name: string, link: string) =>
  actionMail(
    to,
    'Verify your e-mail for Mithaq',
    `Assalamu alaikum ${name},`,
    'Welcome to Mithaq. Please confirm your e-mail address so you can sign in.',
    'Verify my e-mail',
    link,
  );

export const passwordResetMail = (to: string, name: string, link: string) =>
  actionMail(
    to,
    'Reset your Mithaq password',
    `Assalamu alaikum ${name},`,
    'We received a request to reset your password. The link is valid for one hour.',
    'Choose a new password',
    link,
  );

/** Header values must stay on one line: a CR/LF in a name could otherwise start a new header. */
const oneLine = (s: string) => s.replace(/[\r\n]+/g, ' ').trim();

export type ContactMailInput = {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | undefined;
  subjectLabel: string;
  message: string;
  userId: string | null;
};

/**
 * A contact form message for the support address. Every value is the sender's own text: the HTML part
 * escapes all of it, so markup in a name or message shows as text in the support mailbox.
 */
export function contactSupportMail(to: string, input: ContactMailInput): MailMessage {
  const name = oneLine(`${input.firstName} ${input.lastName}`);
  const fields: [string, string][] = [
    ['Name', name],
    ['Email', input.email],
    ['Phone', input.phone ?? '(not given)'],
    ['Subject', input.subjectLabel],
    ['Member', input.userId ?? '(not signed in)'],
    ['Reference', input.id],
  ];
  const text = `${fields.map(([label, value]) => `${label}: ${value}`).join('\n')}\n\n${input.message}\n`;
  const rows = fields
    .map(
      ([label, value]) => `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`,
    )
    .join('\n');
  const html = `<p>A new message from the Mithaq contact form. Reply to this e-mail to answer the sender.</p>
<table>${rows}</table>
<div style="white-space:pre-wrap">${escapeHtml(input.message)}</div>`;
  return {
    to,
    subject: `[Contact] ${oneLine(input.subjectLabel)}: ${name}`,
    text,
    html,
    replyTo: input.email,
  };
}

/** Double opt-in: the confirm link (valid 7 days) and an unsubscribe link that works at any time. */
export function newsletterConfirmMail(to: string, confirmLink: string, unsubscribeLink: string): MailMessage {
  const intro =
    'Please confirm that you want to receive the Mithaq newsletter. The link is valid for 7 days.';
  const ignore = 'If you did not ask for this, ignore this message and you will not hear from us again.';
  const text = `Assalamu alaikum,\n\n${intro}\n\nConfirm my subscription: ${confirmLink}\n\n${ignore}\n\nUnsubscribe: ${unsubscribeLink}\n\nMithaq`;
  const html = `<p>Assalamu alaikum,</p><p>${escapeHtml(intro)}</p>
<p><a href="${escapeHtml(confirmLink)}">Confirm my subscription</a></p>
<p>If the button does not work, copy this address into your browser:<br>${escapeHtml(confirmLink)}</p>
<p>${escapeHtml(ignore)}</p>
<p><a href="${escapeHtml(unsubscribeLink)}">Unsubscribe</a></p><p>Mithaq</p>`;
  return {
    to,
    subject: 'Confirm your subscription to the Mithaq newsletter',
    text,
    html,
    link: confirmLink,
  };
}
