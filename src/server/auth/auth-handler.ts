import type { Context } from 'hono';
import type { AppEnv, Deps } from '../http/app-env.ts';
import { errorBody } from '../http/errors.ts';

/**
 * The session token lives in an HttpOnly cookie; better-auth also puts it in some JSON answers
 * (sign-in, get-session), where page scripts could read it. We take it out.
 */
async function withoutTokens(response: Response): Promise<Response> {
  if (!(response.headers.get('content-type') ?? '').includes('application/json')) return response;
  const body = (await response
    .clone()
    .json()
    .catch(() => null)) as Record<string, unknown> | null;
  if (!body || typeof body !== 'object') return response;
  let changed = false;
  if ('token' in body) {
    delete body.token;
    changed = true;
  }
  const session = body.session;
  if (session && typeof session === 'object' && 'token' in session) {
    delete (session as Record<string, unknown>).token;
    changed = true;
  }
  if (!changed) return response;
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  return new Response(JSON.stringify(body), { status: response.status, headers });
}

/** Sign-in and sign-up only add sessions; every other POST may end or change one (sign-out, passwords...). */
const mayChangeSessions = (method: string, path: string) =>
  method === 'POST' && !/^\/api\/auth\/sign-(in|up)\//.test(path);

/** This instance forgets at once; the others when the bus brings them the event. */
async function forgetSessions(deps: Deps): Promise<void> {
  deps.sessions.clear();
  await deps.bus
    .publish({ type: 'sessions.changed', audience: [] })
    .catch((error: unknown) => deps.log.error({ err: error }, 'could not announce a session change'));
}

/**
 * better-auth answers errors as { code, message }; the API promises { error: { code, message } }.
 * Successful answers keep their Set-Cookie headers.
 */
export async function handleAuth(c: Context<AppEnv>): Promise<Response> {
  const response = await c.var.deps.auth.handler(c.req.raw);
  if (mayChangeSessions(c.req.method, c.req.path)) await forgetSessions(c.var.deps);
  if (response.status < 400) return withoutTokens(response);
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
