import type { Config } from '../../../config.ts';
import type { Clock } from '../../../infra/clock.ts';
import type { PaymentProvider } from './provider.ts';
import { parseSandboxEvent } from './sandbox-events.ts';
import { SANDBOX_SIGNATURE_HEADER, verifySandboxSignature } from './sandbox-signature.ts';

/**
 * The built-in checkout (the default; no configuration): the member pays on a page of Mithaq's own
 * (/checkout/sandbox/{id}) with a test card, and the payment arrives as a signed webhook through the
 * same verification and lifecycle code as a real provider's. Cancelling needs nothing from a provider:
 * the sweep renews only memberships that still auto-renew.
 */
export function sandboxProvider(
  config: Pick<Config, 'publicUrl' | 'payments'>,
  clock: Clock,
): PaymentProvider {
  return {
    name: 'sandbox',
    createCheckout: (_plan, _member, draft) =>
      Promise.resolve({ url: `${config.publicUrl}/checkout/sandbox/${draft.id}`, sessionRef: null }),
    cancel: () => Promise.resolve(),
    verifyWebhook: (rawBody, headers) => {
      verifySandboxSignature(
        config.payments.sandboxWebhookSecret,
        rawBody,
        headers.get(SANDBOX_SIGNATURE_HEADER),
        clock.now(),
      );
      return Promise.resolve(parseSandboxEvent(rawBody));
    },
  };
}
