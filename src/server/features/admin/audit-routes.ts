import { createRoute } from '@hono/zod-openapi';
import { errorResponse, json } from '../../http/openapi.ts';
import { staffRouter } from '../../http/router.ts';
import { ADMIN_PAGE_MAX, AUDIT_PAGE_SIZE, ZAuditQuery } from '../../../shared/admin/admin-contract.ts';
import { listStaffActions } from './audit-service.ts';
import { ZAuditPage } from './openapi-schemas.ts';
import { presentAuditPage } from './presenter.ts';

const getAudit = createRoute({
  method: 'get',
  path: '/api/admin/audit',
  tags: ['admin'],
  summary: `The audit trail of staff actions, newest first, ${AUDIT_PAGE_SIZE} a page; by actor (user id), action (role.changed, admin.granted, ...) and target (user id). Append-only: no route changes or removes a record.`,
  request: { query: ZAuditQuery },
  responses: {
    200: json(ZAuditPage, 'One page of staff actions'),
    400: errorResponse(
      `VALIDATION_FAILED with fields (page not a whole number in 1-${ADMIN_PAGE_MAX}, a bad filter)`,
    ),
    401: errorResponse('Not signed in'),
    403: errorResponse('Not an admin'),
  },
});

/** /admin/audit (issue 21 item 6). */
export function auditRoutes() {
  const app = staffRouter('admin');
  app.openapi(getAudit, async (c) => {
    const { db } = c.var.deps;
    return c.json(presentAuditPage(await listStaffActions(db, c.req.valid('query'))), 200);
  });
  return app;
}
