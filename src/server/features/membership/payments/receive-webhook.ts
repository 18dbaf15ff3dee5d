import type { MembershipRow } from '../../../domain/membership/current-plan.ts';
import type { Deps } from '../../../http/app-env.ts';
import { ApiError } from '../../../http/errors.ts';
import { applyPaymentEvent } from './apply-event.ts';
import type { ApplyOutcome } from './event-outcome.ts';
import { WebhookRefused, type PaymentProvider } from './provider.ts';
import { forgetPlans } from '../../../domain/membership/plan-changes.ts';
import { paymentProviders } from './providers.ts';

/**
 * The one path every payment event takes, whoever delivers it (a provider's HTTP webhook, the sandbox's
 * pay button, the renewal sweep): verify the signature over the raw body, parse, apply exactly once.
 * A refusal is logged and answered 400 with nothing changed.
 */
export async function receiveWebhook(
  deps: Deps,
  provider: PaymentProvider,
  rawBody: string,
  headers: Headers,
): Promise<ApplyOutcome> {
  const { log, db, clock } = deps;
  try {
    const event = await provider.verifyWebhook(rawBody, headers);
    const outcome = await applyPaymentEvent(db, provider.name, event, clock.now());
    log.info(
      { provider: provider.name, eventId: event.id, type: event.type, outcome: outcome.kind },
      'payment event',
    );
    if (outcome.kind === 'applied') {
      await forgetPlans(deps);
      await cancelReplaced(deps, outcome.replaced);
    }
    return outcome;
  } catch (error) {
    if (!(error instanceof WebhookRefused)) throw error;
    // The body is not logged: it is the provider's, and may carry a customer's details.
    log.warn({ provider: provider.name, code: error.code, reason: error.message }, 'payment event refused');
    throw new ApiError(400, error.code, error.message);
  }
}

/** A member who changed plan must not keep paying for the old one: its provider stops the renewal. */
async function cancelReplaced(deps: Deps, replaced: MembershipRow[]) {
  for (const membership of replaced) {
    const provider = paymentProviders(deps).byName(membership.provider);
    await provider?.cancel(membership).catch((error: unknown) => {
      deps.log.error({ err: error, membershipId: membership.id }, 'stopping a replaced subscription failed');
    });
  }
}
