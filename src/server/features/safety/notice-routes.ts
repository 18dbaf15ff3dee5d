import { createRoute, z } from '@hono/zod-openapi';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { memberNotices } from '../../db/schema/index.ts';
import { errorResponse, json } from '../../http/openapi.ts';
import { accountRouter } from '../../http/router.ts';
import { NOTICE_KINDS, type TNoticeKind, type TNoticeList } from '../../../shared/safety/safety-contract.ts';
import { isUuid } from './moderation-queue.ts';

const ZNoticeList = z
  .object({
    notices: z.array(
      z.object({
        id: z.string(),
        kind: z.enum(NOTICE_KINDS),
        message: z.string(),
        created_at: z.string(),
      }),
    ),
  })
  .openapi('NoticeList') satisfies z.ZodType<TNoticeList>;

const getNotices = createRoute({
  method: 'get',
  path: '/api/me/notices',
  tags: ['safety'],
  summary:
    'What moderators decided about my account that I have not dismissed yet (at most 10, newest first).',
  responses: { 200: json(ZNoticeList, 'My unread notices'), 401: errorResponse('Not signed in') },
});

const dismissNotice = createRoute({
  method: 'post',
  path: '/api/me/notices/{id}/dismiss',
  tags: ['safety'],
  summary: 'Dismiss one of my notices; dismissing one that is gone or not mine changes nothing.',
  request: { params: z.object({ id: z.string().max(64) }) },
  responses: { 200: json(ZNoticeList, 'My unread notices now'), 401: errorResponse('Not signed in') },
});

/** Any account's notices: a guardian account (issue 23 item 5) reads and dismisses its own too. */
export function noticeRoutes() {
  const app = accountRouter();
  const unread = async (db: Db, me: string) => {
    const rows = await db
      .select()
      .from(memberNotices)
      .where(and(eq(memberNotices.userId, me), isNull(memberNotices.readAt)))
      .orderBy(desc(memberNotices.createdAt))
      .limit(10);
    return {
      notices: rows.map((row) => ({
        id: row.id,
        // The column's schema lists the kinds of migration 0024; 0028 added the verification ones.
        kind: row.kind as TNoticeKind,
        message: row.message,
        created_at: row.createdAt.toISOString(),
      })),
    };
  };
  app.openapi(getNotices, async (c) => c.json(await unread(c.var.deps.db, c.var.viewer.id), 200));
  app.openapi(dismissNotice, async (c) => {
    const { db, clock } = c.var.deps;
    const { id } = c.req.valid('param');
    if (isUuid(id))
      await db
        .update(memberNotices)
        .set({ readAt: clock.now() })
        .where(and(eq(memberNotices.id, id), eq(memberNotices.userId, c.var.viewer.id)));
    return c.json(await unread(db, c.var.viewer.id), 200);
  });
  return app;
}
