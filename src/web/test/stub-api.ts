import { vi } from 'vitest';

type Handler = (init: RequestInit | undefined) => Response | Promise<Response>;

/** A JSON answer, like the server's. */
export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** An answer that never comes (a request still in flight). */
export const pending: Handler = () => new Promise<Response>(() => undefined);

/**
 * Stubs the global fetch with handlers keyed "METHOD /path" (query string ignored). Unknown calls
 * answer 404, so a test notices a request it did not expect. Returns the spy to inspect calls.
 */
export function stubApi(handlers: Record<string, Handler>) {
  const spy = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const handler = handlers[`${init?.method ?? 'GET'} ${url.pathname}`];
    return handler ? handler(init) : json({ error: { code: 'NOT_FOUND', message: 'Not found' } }, 404);
  });
  vi.stubGlobal('fetch', spy);
  return spy;
}
