import { queryClient } from './query-client';

export const ME_QUERY_KEY = ['me'] as const;

/** Every failed call surfaces as one of these: the server's `{ error: { code, message, fields } }`. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: Record<string, string> | undefined;

  constructor(status: number, code: string, message: string, fields?: Record<string, string>) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fields = fields;
  }
}

/** Status 0: the request never got an answer (offline, DNS, aborted). */
export const NETWORK_ERROR = 'NETWORK_ERROR';

type ErrorBody = { code?: unknown; message?: unknown; fields?: unknown };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function stringFields(value: unknown): Record<string, string> | undefined {
  if (!isRecord(value)) return undefined;
  const entries = Object.entries(value).filter((e): e is [string, string] => typeof e[1] === 'string');
  return Object.fromEntries(entries);
}

/** Reads the contract's `{ error: {...} }`; also accepts a bare `{ code, message }` (better-auth's own shape). */
export function toApiError(status: number, statusText: string, body: unknown): ApiError {
  const inner: ErrorBody = isRecord(body) ? (isRecord(body.error) ? body.error : body) : {};
  const code = typeof inner.code === 'string' && inner.code !== '' ? inner.code : `HTTP_${status}`;
  const message = typeof inner.message === 'string' ? inner.message : statusText;
  return new ApiError(status, code, message, stringFields(inner.fields));
}

export function parseJson(text: string): unknown {
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/** A 401 outside /api/auth means the session ended (expired, revoked): forget it everywhere at once. */
export function forgetSessionOn401(status: number, path: string): void {
  if (status === 401 && !path.startsWith('/api/auth/')) queryClient.setQueryData(ME_QUERY_KEY, null);
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The one place that calls fetch. JSON in, JSON out, same-origin cookies carry the session. */
export async function apiRequest<T>(method: Method, path: string, body?: unknown): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers:
        body === undefined
          ? { Accept: 'application/json' }
          : { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new ApiError(0, NETWORK_ERROR, '');
  }
  const data = parseJson(await response.text());
  if (response.ok) return data as T;
  forgetSessionOn401(response.status, path);
  throw toApiError(response.status, response.statusText, data);
}

export const api = {
  get: <T>(path: string) => apiRequest<T>('GET', path),
  post: <T>(path: string, body: unknown = {}) => apiRequest<T>('POST', path, body),
  put: <T>(path: string, body: unknown = {}) => apiRequest<T>('PUT', path, body),
  patch: <T>(path: string, body: unknown = {}) => apiRequest<T>('PATCH', path, body),
  delete: <T>(path: string) => apiRequest<T>('DELETE', path),
};
