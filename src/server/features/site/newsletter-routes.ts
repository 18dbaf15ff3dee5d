import { createRoute } from '@hono/zod-openapi';
import {
  NEWSLETTER_TEXTS,
  ZNewsletterSubscribe,
  ZNewsletterToken,
} from '../../../shared/site/site-contract.ts';
import { clientIp } from '../../http/client-ip.ts';
import { createRouter } from '../../http/router.ts';
import { confirmSubscription, subscribe, unsubscribe } from './newsletter-service.ts';
import { errorResponse, json, jsonBody } from '../../http/openapi.ts';
import { ZNotice } from './openapi-schemas.ts';
import { presentNotice } from './presenter.ts';

const tags = ['site'];
const invalidToken = errorResponse(
  'INVALID_TOKEN: unknown, used, expired or forged link; VALIDATION_FAILED: not a 43-character token',
);

const subscribeRoute = createRoute({
  method: 'post',
  path: '/api/newsletter',
  tags,
  summary:
    'Footer "Stay Updated": e-mails a confirm link (double opt-in). The answer is the same for new, ' +
    'pending and confirmed addresses, so it never tells who is subscribed.',
  request: jsonBody(ZNewsletterSubscribe),
  responses: {
    202: json(ZNotice, 'Accepted; a confirm mail is sent when one is due'),
    400: errorResponse('VALIDATION_FAILED with fields, or malformed JSON'),
    429: errorResponse('RATE_LIMITED: 10 per 10 minutes per IP (see Retry-After)'),
  },
});

// Confirm and unsubscribe are POSTs, not the GET links in the mail: mail scanners prefetch GET links,
// which would confirm or unsubscribe on their own. The pages /newsletter/confirm and
// /newsletter/unsubscribe read ?token= and POST it here.
const confirmRoute = createRoute({
  method: 'post',
  path: '/api/newsletter/confirm',
  tags,
  summary: 'Confirm a subscription with the token from the mailed link (valid 7 days, once).',
  request: jsonBody(ZNewsletterToken),
  responses: { 200: json(ZNotice, 'Confirmed'), 400: invalidToken },
});

const unsubscribeRoute = createRoute({
  method: 'post',
  path: '/api/newsletter/unsubscribe',
  tags,
  summary: 'Unsubscribe with the token from the newest mailed link; doing it again is fine too.',
  request: jsonBody(ZNewsletterToken),
  responses: { 200: json(ZNotice, 'Unsubscribed'), 400: invalidToken },
});

export function newsletterRoutes() {
  const app = createRouter();
  app.openapi(subscribeRoute, async (c) => {
    const { deps } = c.var;
    await subscribe(deps, c.req.valid('json').email, clientIp(c, deps.config.trustProxy));
    return c.json(presentNotice(NEWSLETTER_TEXTS.checkInbox), 202);
  });
  app.openapi(confirmRoute, async (c) => {
    await confirmSubscription(c.var.deps, c.req.valid('json').token);
    return c.json(presentNotice(NEWSLETTER_TEXTS.confirmed), 200);
  });
  app.openapi(unsubscribeRoute, async (c) => {
    await unsubscribe(c.var.deps, c.req.valid('json').token);
    return c.json(presentNotice(NEWSLETTER_TEXTS.unsubscribed), 200);
  });
  return app;
}
