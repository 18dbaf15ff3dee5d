import { createRoute, z } from '@hono/zod-openapi';
import { ApiError } from '../../http/errors.ts';
import { errorResponse, json } from '../../http/openapi.ts';
import { staffRouter } from '../../http/router.ts';
import {
  MEMBERS_EXPORT_FILE_NAME,
  MEMBERS_TEXTS,
  ZAdminMembersExportQuery,
  ZAdminMembersQuery,
  type TAdminMembersPage,
} from '../../../shared/admin/members-contract.ts';
import { membersCsvStream } from './members-export.ts';
import { presentMembersPage } from './members-presenter.ts';
import { anyMemberMatches, listMembers } from './members-service.ts';

const tags = ['admin'];
const instant = z.string().openapi({ description: 'ISO 8601, UTC' });

const ZAdminMembersPage = z
  .object({
    items: z.array(
      z.object({
        membership_id: z.string(),
        user_id: z.string(),
        name: z.string().nullable().openapi({ description: "null: shown as 'No name set'" }),
        email: z.string(),
        plan: z.object({ id: z.string(), name: z.string() }),
        status: z.enum(['active', 'past_due', 'cancelled', 'ended']),
        starts_at: instant,
        ends_at: instant.nullable(),
        auto_renew: z.boolean(),
      }),
    ),
    total: z.number().int(),
    page: z.number().int(),
    page_size: z.number().int(),
  })
  .openapi('AdminMembersPage') satisfies z.ZodType<TAdminMembersPage>;

const getMembers = createRoute({
  method: 'get',
  path: '/api/admin/members',
  tags,
  summary: 'Every membership (ended ones too), newest first, 25 a page; search by name, plan or status.',
  request: { query: ZAdminMembersQuery },
  responses: {
    200: json(ZAdminMembersPage, 'A page of memberships'),
    400: errorResponse('VALIDATION_FAILED'),
    401: errorResponse('Not signed in'),
    403: errorResponse('Not an admin'),
  },
});

const getMembersCsv = createRoute({
  method: 'get',
  path: '/api/admin/members.csv',
  tags,
  summary: `${MEMBERS_EXPORT_FILE_NAME}: every membership matching the search (Name, Plan, Status, Start Date, End Date, Auto Renew; dates yyyy-MM-dd), streamed.`,
  request: { query: ZAdminMembersExportQuery },
  responses: {
    200: { description: 'CSV (text/csv), as an attachment', content: { 'text/csv': { schema: z.string() } } },
    400: errorResponse('VALIDATION_FAILED'),
    401: errorResponse('Not signed in'),
    403: errorResponse('Not an admin'),
    404: errorResponse(`NO_MEMBERS: '${MEMBERS_TEXTS.nothingToExport}'`),
  },
});

/** The Members tab and its export (issue 21 item 5): admins only. */
export function memberListRoutes() {
  const app = staffRouter('admin');
  app.openapi(getMembers, async (c) => {
    const { db, clock } = c.var.deps;
    return c.json(presentMembersPage(await listMembers(db, c.req.valid('query'), clock.now())), 200);
  });
  app.openapi(getMembersCsv, async (c) => {
    const { db, log } = c.var.deps;
    const query = c.req.valid('query');
    if (!(await anyMemberMatches(db, query))) {
      throw new ApiError(404, 'NO_MEMBERS', MEMBERS_TEXTS.nothingToExport);
    }
    return new Response(membersCsvStream(db, query, log), {
      status: 200,
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="${MEMBERS_EXPORT_FILE_NAME}"`,
        'cache-control': 'no-store',
      },
    });
  });
  return app;
}
