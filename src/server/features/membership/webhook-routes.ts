import { createRoute } from '@hono/zod-openapi';
import { ApiError } from '../../http/errors.ts';
import { errorResponse, json } from '../../http/openapi.ts';
import { createRouter } from '../../http/router.ts';
import { ZWebhookReply } from './checkout-openapi.ts';
import { paymentProviders } from './payments/providers.ts';
import { receiveWebhook } from './payments/receive-webhook.ts';

const webhookRoute = (provider: 'sandbox' | 'stripe', signature: string) =>
  createRoute({
    method: 'post',
    path: `/api/webhooks/payments/${provider}`,
    tags: ['membership'],
    summary: `Payment events from ${provider}, verified by ${signature} over the raw body and applied exactly once (by event id). A replay answers 200 and changes nothing.`,
    responses: {
      200: json(ZWebhookReply, 'Received: applied, or a replay / older event that changed nothing'),
      400: errorResponse(
        'INVALID_SIGNATURE; INVALID_EVENT (unreadable or unknown type); EVENT_REFUSED (unknown checkout, plan or subscription; amount not the one in the database). Nothing changed.',
      ),
      404: errorResponse('This provider is not configured'),
    },
  });

/**
 * The providers' webhooks. No session and no Origin (the origin guard lets /api/webhooks/* through):
 * the signature is the only credential, and it covers the exact bytes received, so the raw text is
 * verified before anything parses it.
 */
export function webhookRoutes() {
  const app = createRouter();
  for (const [name, signature] of [
    ['sandbox', 'HMAC-SHA256 (X-Sandbox-Signature)'],
    ['stripe', 'Stripe-Signature'],
  ] as const) {
    app.openapi(webhookRoute(name, signature), async (c) => {
      const provider = paymentProviders(c.var.deps).byName(name);
      if (!provider) throw new ApiError(404, 'NOT_FOUND', `Payments by ${name} are not configured`);
      const outcome = await receiveWebhook(c.var.deps, provider, await c.req.text(), c.req.raw.headers);
      return c.json({ received: true as const, outcome: outcome.kind }, 200);
    });
  }
  return app;
}
