import { createHmac, timingSafeEqual } from 'node:crypto';
import { WebhookRefused } from './provider.ts';

/**
 * The sandbox signs its webhooks the way Stripe does: HMAC-SHA256 over `${timestamp}.${rawBody}`, sent
 * as `t=<unix seconds>,v1=<hex>`. The timestamp is inside the signature, so an old delivery cannot be
 * replayed with a fresh one; it must also be within the tolerance of the server's clock.
 */
export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';
export const SIGNATURE_TOLERANCE_SECONDS = 300;

const hmac = (secret: string, timestamp: number, rawBody: string) =>
  createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');

export function signSandboxPayload(secret: string, rawBody: string, at: Date): string {
  const timestamp = Math.floor(at.getTime() / 1000);
  return `t=${timestamp},v1=${hmac(secret, timestamp, rawBody)}`;
}

/** Throws WebhookRefused('INVALID_SIGNATURE') unless `header` signs exactly this body, recently. */
export function verifySandboxSignature(
  secret: string,
  rawBody: string,
  header: string | null,
  now: Date,
): void {
  const parts = new Map(
    (header ?? '').split(',').map((part) => {
      const at = part.indexOf('=');
      return [part.slice(0, at).trim(), part.slice(at + 1).trim()] as const;
    }),
  );
  const timestamp = Number(parts.get('t'));
  const given = parts.get('v1') ?? '';
  if (!Number.isInteger(timestamp) || !/^[0-9a-f]{64}$/.test(given)) {
    throw new WebhookRefused('INVALID_SIGNATURE', 'The webhook signature is missing or malformed.');
  }
  const expected = Buffer.from(hmac(secret, timestamp, rawBody), 'hex');
  if (!timingSafeEqual(expected, Buffer.from(given, 'hex'))) {
    throw new WebhookRefused('INVALID_SIGNATURE', 'The webhook signature does not match its body.');
  }
  if (Math.abs(now.getTime() / 1000 - timestamp) > SIGNATURE_TOLERANCE_SECONDS) {
    throw new WebhookRefused('INVALID_SIGNATURE', 'The webhook signature is too old.');
  }
}
