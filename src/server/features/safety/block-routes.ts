import { createRoute, z } from '@hono/zod-openapi';
import { hiddenPhotos } from '../../domain/member/photo-privacy.ts';
import { errorResponse, json } from '../../http/openapi.ts';
import { signedInRouter } from '../../http/router.ts';
import { photoPlaceholders } from '../../infra/photo-placeholder.ts';
import { ZMemberId } from '../../../shared/connections/connection-contract.ts';
import { ZBlockListQuery } from '../../../shared/safety/safety-contract.ts';
import { blockMember, listBlocks, unblockMember } from './block-service.ts';
import { ZBlockList, ZBlockState } from './openapi-schemas.ts';
import { presentBlockList, presentBlockState } from './presenter.ts';

const ZTarget = z.object({ userId: ZMemberId });

const getBlocks = createRoute({
  method: 'get',
  path: '/api/blocks',
  tags: ['safety'],
  summary: 'The members I blocked, the latest first, 20 a page (next_cursor for the next page).',
  request: { query: ZBlockListQuery },
  responses: {
    200: json(ZBlockList, 'One page of my blocked members'),
    400: errorResponse('VALIDATION_FAILED: a cursor this list did not make'),
    401: errorResponse('Not signed in'),
  },
});

const putBlock = createRoute({
  method: 'put',
  path: '/api/blocks/{userId}',
  tags: ['safety'],
  summary:
    'Block a member: from now on neither of us sees the other anywhere (lists, profile, chats, presence), and both our open screens are told. Doing it again changes nothing.',
  request: { params: ZTarget },
  responses: {
    200: json(ZBlockState, '{ blocked: true }'),
    400: errorResponse('CANNOT_BLOCK_SELF, or VALIDATION_FAILED'),
    401: errorResponse('Not signed in'),
    404: errorResponse('NOT_FOUND: no such member'),
  },
});

const deleteBlock = createRoute({
  method: 'delete',
  path: '/api/blocks/{userId}',
  tags: ['safety'],
  summary: 'Lift my block of a member; lifting one that is not there is fine too (always 200).',
  request: { params: ZTarget },
  responses: {
    200: json(ZBlockState, '{ blocked: false }'),
    400: errorResponse('VALIDATION_FAILED'),
    401: errorResponse('Not signed in'),
  },
});

export function blockRoutes() {
  const app = signedInRouter();
  app.openapi(getBlocks, async (c) => {
    const { db } = c.var.deps;
    const page = await listBlocks(db, c.var.viewer.id, c.req.valid('query').cursor);
    // A block hides the pair's photos both ways (photo-privacy.ts maySeePhotosOf: their files answer
    // 404), so every member of my blocked list shows the blurred placeholder.
    const owners = page.rows.map((row) => row.userId);
    const hidden = hiddenPhotos(owners, photoPlaceholders(c.var.deps));
    return c.json(presentBlockList(page, hidden), 200);
  });

  app.openapi(putBlock, async (c) => {
    const { userId } = c.req.valid('param');
    await blockMember(c.var.deps, c.var.viewer.id, userId);
    return c.json(presentBlockState(userId, true), 200);
  });

  app.openapi(deleteBlock, async (c) => {
    const { userId } = c.req.valid('param');
    await unblockMember(c.var.deps.db, c.var.viewer.id, userId);
    return c.json(presentBlockState(userId, false), 200);
  });
  return app;
}
