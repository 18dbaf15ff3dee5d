import pino, { type Logger } from 'pino';

export type { Logger };

/** Paths that must never reach a log line, wherever they appear. */
const REDACT = [
  'password',
  '*.password',
  '*.newPassword',
  'token',
  '*.token',
  'headers.cookie',
  'headers.authorization',
  '*.headers.cookie',
  '*.headers.authorization',
  'headers["set-cookie"]',
];

/**
 * Path segments that are secrets: a short mail link's code, better-auth's reset token. Everything after
 * the prefix is masked, so a token followed by a slash or more segments never reaches a log line either.
 */
const SECRET_IN_PATH = /^(\/l\/|\/api\/auth\/reset-password\/).+$/s;

/** A request path fit for a log line (query strings, which carry the other tokens, are never logged). */
export const loggablePath = (path: string) => path.replace(SECRET_IN_PATH, '$1[redacted]');

/**
 * Lines go to stdout synchronously (a few µs each): in order with the start banner's console.log, and
 * never lost when a fatal error is logged just before process.exit. pino's default is asynchronous.
 */
export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  const options = { level, redact: { paths: REDACT, censor: '[redacted]' }, base: undefined };
  return pino(options, destination ?? pino.destination({ dest: 1, sync: true }));
}
