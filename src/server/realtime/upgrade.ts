import { STATUS_CODES, type IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { errorBody } from '../http/errors.ts';

export function upgradePath(req: IncomingMessage): string | null {
  try {
    return new URL(req.url ?? '/', 'http://localhost').pathname;
  } catch {
    return null;
  }
}

/** The upgrade request's headers as a fetch Headers, for better-auth's getSession. */
export function headersOf(req: IncomingMessage): Headers {
  const headers = new Headers();
  for (let i = 0; i + 1 < req.rawHeaders.length; i += 2) {
    try {
      headers.append(req.rawHeaders[i]!, req.rawHeaders[i + 1]!);
    } catch {
      // A header fetch refuses (bad characters) cannot be a session cookie either.
    }
  }
  return headers;
}

/**
 * Answers a refused upgrade with a plain HTTP response in the API's error shape and closes the socket:
 * the WebSocket is never opened, so no frame can reach an unauthenticated or cross-site page.
 */
export function refuseUpgrade(
  socket: Duplex,
  status: number,
  code: string,
  message: string,
  headers: Record<string, string> = {},
): void {
  if (socket.destroyed) return;
  const body = JSON.stringify(errorBody(code, message));
  const lines = [
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}`,
    'Connection: close',
    'Content-Type: application/json; charset=utf-8',
    'Cache-Control: no-store',
    `Content-Length: ${Buffer.byteLength(body)}`,
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
  ];
  const destroy = () => socket.destroy();
  socket.once('finish', destroy);
  // A peer that never reads must not hold the socket open.
  setTimeout(destroy, 1000).unref();
  socket.end(`${lines.join('\r\n')}\r\n\r\n${body}`);
}
