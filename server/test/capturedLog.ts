import { Writable } from 'node:stream';
import pino from 'pino';

/** A pino logger whose JSON lines a test reads back (`lines`), for the server's own logger. */
export function capturedLog(level: 'info' | 'warn') {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { logger: pino({ level }, sink), lines };
}
