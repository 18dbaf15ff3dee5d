import type { Context } from 'hono';
import type { AppEnv } from './app-env.ts';
import { errorBody } from './errors.ts';

/**
 * better-auth answers errors as { code, message }; the API promises { error: { code, message } }.
 * Successful answers pass through untouched (they carry the Set-Cookie headers).
 */
export async function handleAuth(c: Context<AppEnv>): Promise<Response> {
  const response = await c.var.deps.auth.handler(c.req.raw);
  if (response.status < 400) return response;
  const type = response.headers.get('content-type') ?? '';
  let code = response.status === 404 ? 'NOT_FOUND' : 'AUTH_ERROR';
  let message = response.status === 404 ? 'Not found.' : response.statusText || 'Request failed';
  if (type.includes('application/json')) {
    const body = (await response.json().catch(() => null)) as { code?: unknown; message?: unknown } | null;
    if (typeof body?.code === 'string' && body.code) code = body.code;
    if (typeof body?.message === 'string' && body.message) message = body.message;
  }
  const headers = new Headers(response.headers);
  headers.set('content-type', 'application/json; charset=UTF-8');
  headers.delete('content-length');
  return new Response(JSON.stringify(errorBody(code, message)), { status: response.status, headers });
}
