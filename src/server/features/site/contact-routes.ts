import { createRoute } from '@hono/zod-openapi';
import { ZContactMessage } from '../../../shared/site/site-contract.ts';
import { clientIp } from '../../http/client-ip.ts';
import { createRouter } from '../../http/router.ts';
import { submitContactMessage } from './contact-service.ts';
import { errorResponse, json, jsonBody } from '../../http/openapi.ts';
import { ZContactSent } from './openapi-schemas.ts';
import { presentContactSent } from './presenter.ts';

const sendContactMessage = createRoute({
  method: 'post',
  path: '/api/contact',
  tags: ['site'],
  summary:
    'The contact form: stores the message, then e-mails it to SUPPORT_EMAIL with Reply-To the sender. ' +
    'A failed mail still answers 201: the message is kept and marked for staff.',
  request: jsonBody(ZContactMessage),
  responses: {
    201: json(ZContactSent, 'Stored (and, unless the mail failed, sent to support)'),
    400: errorResponse('VALIDATION_FAILED with fields, or malformed JSON'),
    413: errorResponse('PAYLOAD_TOO_LARGE: body over 1 MB'),
    429: errorResponse('RATE_LIMITED: 5 messages per 10 minutes per IP and per sender (see Retry-After)'),
  },
});

export function contactRoutes() {
  const app = createRouter();
  app.openapi(sendContactMessage, async (c) => {
    const { deps, viewer } = c.var;
    const { id } = await submitContactMessage(deps, c.req.valid('json'), {
      ip: clientIp(c, deps.config.trustProxy),
      userId: viewer?.id ?? null,
    });
    return c.json(presentContactSent(id), 201);
  });
  return app;
}
