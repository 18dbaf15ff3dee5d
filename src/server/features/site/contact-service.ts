import { eq } from 'drizzle-orm';
import {
  CONTACT_TEXTS,
  contactSubjectLabel,
  type TContactMessage,
} from '../../../shared/site/site-contract.ts';
import { contactMessages } from '../../db/schema/index.ts';
import type { Db } from '../../db/client.ts';
import type { Deps } from '../../http/app-env.ts';
import { rateLimited } from '../../http/errors.ts';
import { hitRateLimit, type RateRule } from '../../http/rate-limit.ts';
import { contactSupportMail } from '../../infra/mail-templates.ts';
import { mayUse } from '../../domain/membership/entitlements.ts';

type ContactDeps = Pick<Deps, 'db' | 'mailer' | 'log' | 'config' | 'clock' | 'plans'>;

/** Per client IP and per sender address: enough for a person, too few for a spam run. */
export const CONTACT_RATE_RULE: RateRule = { max: 5, windowSeconds: 600 };

/** Counted before anything is stored, so a flood never reaches the table or the support mailbox. */
async function enforceContactLimits(db: Db, ip: string, email: string): Promise<void> {
  for (const key of [`contact:ip:${ip}`, `contact:email:${email.toLowerCase()}`]) {
    const result = await hitRateLimit(db, key, CONTACT_RATE_RULE);
    if (!result.allowed) throw rateLimited(CONTACT_TEXTS.tooMany, result.retryAfterSeconds);
  }
}

/** A failed status update must not turn a stored (and maybe mailed) message into a 500 and a resend. */
async function recordMailStatus(deps: ContactDeps, id: string, status: 'sent' | 'failed'): Promise<void> {
  try {
    await deps.db
      .update(contactMessages)
      .set({ mailStatus: status, mailedAt: status === 'sent' ? new Date() : null })
      .where(eq(contactMessages.id, id));
  } catch (error) {
    deps.log.error({ err: error, contactMessageId: id, status }, 'contact mail status not recorded');
  }
}

/**
 * Rate limit, store, then e-mail support. The row is written first so a mail failure loses nothing:
 * the message stays in the table with mail_status 'failed' and the sender is still told it arrived.
 */
export async function submitContactMessage(
  deps: ContactDeps,
  input: TContactMessage,
  sender: { ip: string; userId: string | null },
): Promise<{ id: string }> {
  await enforceContactLimits(deps.db, sender.ip, input.email);
  const [row] = await deps.db
    .insert(contactMessages)
    .values({
      firstName: input.firstName,
      lastName: input.lastName,
      email: input.email,
      phone: input.phone ?? null,
      subject: input.subject,
      message: input.message,
      userId: sender.userId,
    })
    .returning({ id: contactMessages.id });
  if (!row) throw new Error('contact message insert returned no row');

  try {
    const priority =
      sender.userId !== null &&
      (await mayUse(deps.db, deps.plans, sender.userId, 'priority_support', deps.clock.now()));
    const mail = await contactSupportMail(deps.config.supportEmail, {
      priority,
      ...input,
      id: row.id,
      subjectLabel: contactSubjectLabel(input.subject),
      userId: sender.userId,
    });
    await deps.mailer.send(mail);
  } catch (error) {
    deps.log.error({ err: error, contactMessageId: row.id }, 'contact mail to support failed');
    await recordMailStatus(deps, row.id, 'failed');
    return { id: row.id };
  }
  await recordMailStatus(deps, row.id, 'sent');
  return { id: row.id };
}
