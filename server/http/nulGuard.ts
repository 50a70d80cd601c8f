import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fieldError } from './errors';

// Parsed JSON, query strings and params (their objects may have no or an odd prototype); not files or streams.
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' &&
  value !== null &&
  !ArrayBuffer.isView(value) &&
  typeof (value as { pipe?: unknown }).pipe !== 'function';

const child = (path: string, key: string) => (path ? `${path}.${key}` : key);

/** The path of the first string holding a NUL character, or null. Files (Buffers) are not text. */
export function findNul(value: unknown, path: string): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index++) {
      const found = findNul(value[index], child(path, String(index)));
      if (found) return found;
    }
    return null;
  }
  if (isRecord(value)) {
    for (const [key, item] of Object.entries(value)) {
      const found = findNul(key, path) ?? findNul(item, child(path, key));
      if (found) return found;
    }
  }
  return null;
}

/**
 * PostgreSQL text cannot hold a NUL character, and no field of this API has a use for one, so one hook
 * refuses it in the path, the query string and a JSON body of every route before any schema or handler runs.
 */
export function registerNulGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request: FastifyRequest) => {
    const inUrl = findNul(request.params, 'params') ?? findNul(request.query, 'query');
    if (inUrl) throw fieldError(`${inUrl}: must not contain a NUL character`, 'bad_request');
    const inBody = findNul(request.body, '');
    if (inBody !== null) throw fieldError(`${inBody || 'body'}: must not contain a NUL character`);
  });
}
