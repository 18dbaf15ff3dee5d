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
