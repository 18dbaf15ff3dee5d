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

export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  const options = { level, redact: { paths: REDACT, censor: '[redacted]' }, base: undefined };
  return destination ? pino(options, destination) : pino(options);
}
