import { createRoute, z } from '@hono/zod-openapi';
import { errorResponse, json, jsonBody } from '../../http/openapi.ts';
import { signedInRouter } from '../../http/router.ts';
import {
  MEMBERSHIP_TEXTS,
  SANDBOX_TEXTS,
  ZCancelRequest,
  ZCheckoutRequest,
  ZSandboxPayment,
} from '../../../shared/membership/membership-contract.ts';
import { ZCheckoutReply, ZSandboxCheckout, ZSandboxPaymentReply } from './checkout-openapi.ts';
import { presentSandboxCheckout } from './checkout-presenter.ts';
import { cancelMembership, startCheckout, successPath } from './checkout-service.ts';
import { myMembership } from './membership-service.ts';
import { ZMembershipMe } from './openapi-schemas.ts';
import { presentMe } from './presenter.ts';
import { ownSandboxCheckout, paySandboxCheckout } from './sandbox-checkout-service.ts';

const tags = ['membership'];

const checkout = createRoute({
  method: 'post',
  path: '/api/membership/checkout',
  tags,
  summary:
    'Starts a checkout for a plan at its price in the database and answers where to pay (the sandbox page, or Stripe Checkout when configured). The membership starts from the provider’s webhook, not from this call or the return page.',
  request: jsonBody(ZCheckoutRequest),
  responses: {
    200: json(ZCheckoutReply, 'Where to pay'),
    400: errorResponse('VALIDATION_FAILED; PLAN_NOT_FOR_SALE (Free)'),
    401: errorResponse('Not signed in'),
    404: errorResponse('No such active plan'),
    409: errorResponse('ALREADY_ON_PLAN'),
  },
});

const cancel = createRoute({
  method: 'post',
  path: '/api/membership/cancel',
  tags,
  summary: `Stops my active recurring membership renewing; access continues until ends_at. The web confirms first ('${MEMBERSHIP_TEXTS.confirmCancel}'). Answers my membership as GET /api/membership/me does.`,
  request: jsonBody(ZCancelRequest),
  responses: {
    200: json(ZMembershipMe, 'My membership, now cancelled'),
    400: errorResponse('VALIDATION_FAILED'),
    401: errorResponse('Not signed in'),
    404: errorResponse('Not a membership of mine'),
    409: errorResponse('NOT_CANCELLABLE: not active, not recurring, or not renewing'),
  },
});

const ZCheckoutIdParam = z.object({
  id: z.string().max(64).openapi({ description: 'Checkout id (uuid); anything else answers 404' }),
});

const sandboxCheckout = createRoute({
  method: 'get',
  path: '/api/checkout/sandbox/{id}',
  tags,
  summary:
    'The sandbox checkout page’s session: the plan, the payer’s e-mail and where to go afterwards. Its owner only.',
  request: { params: ZCheckoutIdParam },
  responses: {
    200: json(ZSandboxCheckout, 'The checkout'),
    401: errorResponse('Not signed in'),
    404: errorResponse('No such checkout of mine'),
  },
});

const sandboxPay = createRoute({
  method: 'post',
  path: '/api/checkout/sandbox/{id}/pay',
  tags,
  summary:
    'Pays a sandbox checkout with a test card (4242 4242 4242 4242 pays; any other is declined). The card is neither stored nor logged. Paying sends the signed checkout.completed webhook through the same code as /api/webhooks/payments/sandbox.',
  request: { params: ZCheckoutIdParam, ...jsonBody(ZSandboxPayment) },
  responses: {
    200: json(ZSandboxPaymentReply, 'Paid; the membership is active'),
    400: errorResponse('VALIDATION_FAILED (card fields)'),
    401: errorResponse('Not signed in'),
    402: errorResponse(`CARD_DECLINED '${SANDBOX_TEXTS.declined}'`),
    404: errorResponse('No such checkout of mine'),
    409: errorResponse('CHECKOUT_CLOSED: paid already or expired'),
  },
});

/** Checkout and cancel (/api/membership/*) and the sandbox's hosted checkout (/api/checkout/sandbox/*). */
export function checkoutRoutes() {
  const app = signedInRouter();
  app.openapi(checkout, async (c) => {
    const url = await startCheckout(c.var.deps, c.var.viewer, c.req.valid('json').planId);
    return c.json({ url }, 200);
  });
  app.openapi(cancel, async (c) => {
    const { deps, viewer } = c.var;
    await cancelMembership(deps, viewer.id, c.req.valid('json').membershipId);
    return c.json(presentMe(await myMembership(deps.db, viewer.id, deps.clock.now())), 200);
  });
  app.openapi(sandboxCheckout, async (c) => {
    const { deps, viewer } = c.var;
    const found = await ownSandboxCheckout(deps, viewer.id, c.req.valid('param').id);
    return c.json(presentSandboxCheckout(found, viewer.email, deps.clock.now()), 200);
  });
  app.openapi(sandboxPay, async (c) => {
    const id = await paySandboxCheckout(
      c.var.deps,
      c.var.viewer.id,
      c.req.valid('param').id,
      c.req.valid('json'),
    );
    return c.json({ status: 'paid' as const, redirect_url: successPath(id) }, 200);
  });
  return app;
}
