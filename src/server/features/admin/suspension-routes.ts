import { createRoute, z } from '@hono/zod-openapi';
import { errorResponse, json, jsonBody } from '../../http/openapi.ts';
import { staffRouter } from '../../http/router.ts';
import { ZSuspension, type TSuspensionReply } from '../../../shared/admin/suspension-contract.ts';
import { suspensionRefusalError } from './errors.ts';
import { reinstateMember, suspendMember, type SuspensionOutcome } from './suspension-service.ts';

const tags = ['admin'];
const ZUserParam = z.object({ userId: z.string().min(1).max(128) });

const ZSuspensionReply = z
  .object({ user_id: z.string(), suspended: z.boolean(), changed: z.boolean() })
  .openapi('SuspensionReply') satisfies z.ZodType<TSuspensionReply>;

const refusals = {
  401: errorResponse('Not signed in'),
  403: errorResponse('Not an admin'),
  404: errorResponse('No such user'),
};

const postSuspension = createRoute({
  method: 'post',
  path: '/api/admin/users/{userId}/suspension',
  tags,
  summary:
    'Suspends a member with a reason: their sessions and sockets end at once, they cannot sign in, and nobody sees them anywhere until reinstated. Recorded in the audit trail.',
  request: { params: ZUserParam, ...jsonBody(ZSuspension) },
  responses: {
    200: json(ZSuspensionReply, 'Suspended (changed: false when they already were)'),
    400: errorResponse('VALIDATION_FAILED (reason missing, blank or over 500 characters) or BAD_JSON'),
    ...refusals,
    409: errorResponse('OWN_ACCOUNT or STAFF_TARGET (moderators and admins lose their role first)'),
  },
});

const deleteSuspension = createRoute({
  method: 'delete',
  path: '/api/admin/users/{userId}/suspension',
  tags,
  summary: 'Reinstates a suspended member: they may sign in and are seen again. Recorded in the audit trail.',
  request: { params: ZUserParam },
  responses: {
    200: json(ZSuspensionReply, 'Reinstated (changed: false when they were not suspended)'),
    ...refusals,
  },
});

function answer(outcome: SuspensionOutcome): TSuspensionReply {
  if (outcome.kind === 'changed' || outcome.kind === 'unchanged') {
    return { user_id: outcome.userId, suspended: outcome.suspended, changed: outcome.kind === 'changed' };
  }
  throw suspensionRefusalError(outcome.kind);
}

/** Suspension and reinstatement (issue 21 item 3): admins only. */
export function suspensionRoutes() {
  const app = staffRouter('admin');
  app.openapi(postSuspension, async (c) => {
    const { userId } = c.req.valid('param');
    const outcome = await suspendMember(c.var.deps, c.var.viewer, userId, c.req.valid('json').reason);
    return c.json(answer(outcome), 200);
  });
  app.openapi(deleteSuspension, async (c) => {
    const outcome = await reinstateMember(c.var.deps, c.var.viewer, c.req.valid('param').userId);
    return c.json(answer(outcome), 200);
  });
  return app;
}
