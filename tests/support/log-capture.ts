import { Writable } from 'node:stream';
import { createLogger, type Logger } from '../../src/server/infra/logger.ts';

/** A real logger whose lines a test can read (e.g. to prove card data never reaches a log). */
export function capturingLogger(level: 'info' | 'debug' = 'info'): { log: Logger; lines: string[] } {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return { log: createLogger(level, sink), lines };
}
