import { createRoute, z } from '@hono/zod-openapi';
import { createRouter } from '../../http/router.ts';
import { databaseIsHealthy } from '../../db/client.ts';

const ZHealth = z
  .object({
    status: z.enum(['ok', 'degraded']),
    database: z.object({ kind: z.enum(['pglite', 'postgres']), ok: z.boolean() }),
  })
  .openapi('Health');

const health = createRoute({
  method: 'get',
  path: '/api/health',
  tags: ['system'],
  summary: 'Liveness and database state.',
  responses: {
    200: { description: 'Healthy', content: { 'application/json': { schema: ZHealth } } },
    503: { description: 'Database unreachable', content: { 'application/json': { schema: ZHealth } } },
  },
});

export function systemRoutes() {
  const app = createRouter();
  app.openapi(health, async (c) => {
    const { db, dbKind } = c.var.deps;
    const ok = await databaseIsHealthy(db);
    c.header('Cache-Control', 'no-store');
    return c.json(
      { status: ok ? ('ok' as const) : ('degraded' as const), database: { kind: dbKind, ok } },
      ok ? 200 : 503,
    );
  });
  return app;
}
