import { createHash, randomBytes } from 'node:crypto';

/**
 * An invitation's one-time token: 256 random bits in the e-mailed link; only its SHA-256 is stored, so
 * a copy of the table opens no invitation. The link is direct (/guardian/invite?token=...), like the
 * newsletter's: a mail short link (infra/mail-links.ts) would need a new kind in its table's check.
 */
export const hashInvitationToken = (token: string) => createHash('sha256').update(token).digest('hex');

export function invitationToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashInvitationToken(token) };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Path ids are uuids; anything else is simply not found (never a database error). */
export const isUuid = (value: string) => UUID.test(value);
