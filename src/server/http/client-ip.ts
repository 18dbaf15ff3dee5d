import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';

/** X-Forwarded-For is only believed behind a proxy we were told about (TRUST_PROXY=true). */
export function clientIp(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}
