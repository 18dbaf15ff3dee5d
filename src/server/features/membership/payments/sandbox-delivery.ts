import type { Deps } from '../../../http/app-env.ts';
import type { ApplyOutcome } from './event-outcome.ts';
import { paymentProviders } from './providers.ts';
import { receiveWebhook } from './receive-webhook.ts';
import type { TSandboxEvent } from './sandbox-events.ts';
import { SANDBOX_SIGNATURE_HEADER, signSandboxPayload } from './sandbox-signature.ts';

/**
 * The sandbox "sends" its webhook: the event is serialised and signed as it would travel over HTTP and
 * handed to the same receiveWebhook as POST /api/webhooks/payments/sandbox, so the pay button and the
 * renewal sweep go through signature verification and exactly-once application like any provider.
 */
export async function deliverSandboxEvent(deps: Deps, event: TSandboxEvent): Promise<ApplyOutcome> {
  const rawBody = JSON.stringify(event);
  const headers = new Headers({
    'content-type': 'application/json',
    [SANDBOX_SIGNATURE_HEADER]: signSandboxPayload(
      deps.config.payments.sandboxWebhookSecret,
      rawBody,
      deps.clock.now(),
    ),
  });
  const sandbox = paymentProviders(deps).byName('sandbox');
  if (!sandbox) throw new Error('the sandbox provider is always configured');
  return receiveWebhook(deps, sandbox, rawBody, headers);
}
