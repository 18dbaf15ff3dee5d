import type { Context } from 'hono';
import type { AppEnv } from '../http/app-env.ts';
import { errorBody, fieldsFromIssues, type ErrorBody } from '../http/errors.ts';
import { loggablePath } from '../infra/logger.ts';
import { findAuthRoute, type AuthRoute } from './auth-routes.ts';
import { announceSessionsChanged } from './session-revocation.ts';

/**
 * The session token lives in an HttpOnly cookie; better-auth also puts it in some JSON answers
 * (sign-in, get-session, change-password), where page scripts could read it. We take it out.
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

type Checked = { ok: true; request: Request } | { ok: false; status: 400 | 404; body: ErrorBody };

const invalid = (fields: Record<string, string>): Checked => ({
  ok: false,
  status: 400,
  body: errorBody('VALIDATION_FAILED', 'Some fields are not valid.', fields),
});

/** The query as a record; a name given twice becomes a list, which no schema accepts. */
function queryOf(url: string): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  for (const [key, value] of new URL(url).searchParams) {
    const seen = query[key];
    query[key] = seen === undefined ? value : [seen, value].flat();
  }
  return query;
}

async function checkBody(route: AuthRoute, raw: Request): Promise<Checked> {
  if (!route.body) return { ok: true, request: raw };
  let body: unknown;
  try {
    body = JSON.parse(await raw.clone().text());
  } catch {
    return { ok: false, status: 400, body: errorBody('INVALID_JSON', 'The body is not valid JSON.') };
  }
  const result = route.body.safeParse(body);
  if (!result.success) return invalid(fieldsFromIssues(result.error.issues));
  if (route.path !== '/api/auth/change-password') return { ok: true, request: raw };
  // A new password signs out every other device, whatever the caller asked for.
  const headers = new Headers(raw.headers);
  headers.delete('content-length');
  const forced = JSON.stringify({ ...(body as object), revokeOtherSessions: true });
  return { ok: true, request: new Request(raw.url, { method: 'POST', headers, body: forced }) };
}

/**
 * Only the product's routes reach better-auth (auth-routes.ts), and only with inputs it can store:
 * anything else is a 404 or a 400 in the API's error shape.
 */
async function checkRequest(c: Context<AppEnv>): Promise<Checked> {
  const found = findAuthRoute(c.req.method, c.req.path);
  if (!found) {
    return {
      ok: false,
      status: 404,
      body: errorBody('NOT_FOUND', `No API route for ${c.req.method} ${loggablePath(c.req.path)}.`),
    };
  }
  const { route, param } = found;
  if (route.param && param !== undefined) {
    let value: string;
    try {
      value = decodeURIComponent(param);
    } catch {
      return invalid({ token: 'This value is not valid.' });
    }
    if (!route.param.safeParse(value).success) return invalid({ token: 'This value is not valid.' });
  }
  if (route.query) {
    const result = route.query.safeParse(queryOf(c.req.url));
    if (!result.success) return invalid(fieldsFromIssues(result.error.issues));
  }
  return checkBody(route, c.req.raw);
}

/**
 * better-auth answers errors as { code, message }; the API promises { error: { code, message } }.
 * Successful answers keep their Set-Cookie headers.
 */
export async function handleAuth(c: Context<AppEnv>): Promise<Response> {
  const checked = await checkRequest(c);
  if (!checked.ok) return c.json(checked.body, checked.status);
  const response = await c.var.deps.auth.handler(checked.request);
  if (mayChangeSessions(c.req.method, c.req.path)) await announceSessionsChanged(c.var.deps);
  if (response.status < 400) return withoutTokens(response);
  const type = response.headers.get('content-type') ?? '';
  let code = response.status === 404 ? 'NOT_FOUND' : 'AUTH_ERROR';
  let message = response.status === 404 ? 'Not found.' : response.statusText || 'Request failed';
  if (type.includes('application/json')) {
    const body = (await response.json().catch(() => null)) as { code?: unknown; message?: unknown } | null;
    if (typeof body?.code === 'string' && body.code) code = body.code;
    if (typeof body?.message === 'string' && body.message) message = body.message;
  }
  if (response.status >= 500) {
    // better-auth logs such failures as a bare "Error"; this line says which route and what it said.
    c.var.deps.log.error(
      { path: loggablePath(c.req.path), status: response.status, code, message },
      'auth route failed',
    );
    code = 'INTERNAL';
    message = 'Something went wrong on our side. Please try again.';
  }
  const headers = new Headers(response.headers);
  headers.set('content-type', 'application/json; charset=UTF-8');
  headers.delete('content-length');
  return new Response(JSON.stringify(errorBody(code, message)), { status: response.status, headers });
}
