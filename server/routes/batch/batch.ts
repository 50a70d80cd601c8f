import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyError } from 'fastify';
import type { RouteModule } from '../../deps';
import { AppError } from '../../http/errors';
import { batchBody, maxBatchBytes, maxBatchSize } from './schema';

const droppedHeaders = [
  // The sub-request comes from the caller's own address (remoteAddress below), already read through
  // TRUST_PROXY: a forwarded-for header on it would be read a second time.
  'x-forwarded-for',
  'host',
  'content-length',
  'content-type',
  'connection',
  'transfer-encoding',
  'expect',
];

/** Sub-request paths are relative to the API base; '/api/x', '/x' and 'x' all mean /api/x. */
export function apiPath(url: string): string {
  const relative = url.replace(/^\/+/, '').replace(/^api\//, '');
  return `/api/${relative}`;
}

/** The address a sub-request is sent to: dot segments resolved and the fragment dropped, as a browser would. */
export function subRequestUrl(url: string): string {
  const parsed = new URL(apiPath(url), 'http://batch.invalid');
  return parsed.pathname + parsed.search;
}

/** The path the router matches for `url`: each segment percent-decoded, as find-my-way does. */
function routedPath(url: string): string {
  const path = url.split('?')[0];
  return path
    .split('/')
    .map((segment) => {
      try {
        return decodeURIComponent(segment);
      } catch {
        return segment;
      }
    })
    .join('/');
}

const isBatchPath = (url: string) => /^\/api\/batch\/?$/.test(routedPath(url));

/**
 * Set on every sub-request, over whatever the caller sent: the batch route refuses a request carrying it,
 * so no spelling of the address can run a batch inside a batch.
 */
const subRequestHeader = 'x-balss-batch-item';

const nestedBatch = (index: number | null) =>
  new AppError('bad_request', 'A batch cannot contain another batch', [
    `${index === null ? 'url' : `${index}.url`}: nested batch`,
  ]);

function forwardedHeaders(headers: IncomingHttpHeaders): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || droppedHeaders.includes(name)) continue;
    result[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  return result;
}

function parseBody(payload: string): unknown {
  if (!payload) return null;
  try {
    return JSON.parse(payload);
  } catch {
    return payload;
  }
}

function batchTooLarge(error: FastifyError): never {
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE')
    throw new AppError('payload_too_large', `A batch body is at most ${maxBatchBytes / 1024} KB`);
  throw error;
}

/** Spec §7 batch: run queued calls as sub-requests with the caller's own headers, in order. */
export const batchRoutes: RouteModule = (app) => {
  app.post('/batch', { bodyLimit: maxBatchBytes, errorHandler: batchTooLarge }, async (request) => {
    if (request.headers[subRequestHeader] !== undefined) throw nestedBatch(null);
    const parsed = batchBody.safeParse(request.body);
    if (!parsed.success) {
      const errors = parsed.error.issues.map(
        (issue) => `${issue.path.join('.') || 'body'}: ${issue.message}`,
      );
      throw new AppError(
        'bad_request',
        `A batch is a list of 1 to ${maxBatchSize} items of {url, method, body}`,
        errors,
      );
    }
    const items = parsed.data.map((item) => ({ ...item, path: subRequestUrl(item.url) }));
    const nested = items.findIndex((item) => isBatchPath(item.path));
    if (nested >= 0) throw nestedBatch(nested);

    const headers = { ...forwardedHeaders(request.headers), [subRequestHeader]: '1' };
    const results = [];
    for (const item of items) {
      const hasBody = item.body !== undefined && item.method !== 'GET' && item.method !== 'DELETE';
      const response = await app.inject({
        method: item.method,
        url: item.path,
        // The caller's address, not the loopback of an in-process request: limits per address and
        // per browser count each sender apart (issue 36.6).
        remoteAddress: request.ip,
        headers: hasBody ? { ...headers, 'content-type': 'application/json' } : headers,
        payload: hasBody ? JSON.stringify(item.body) : undefined,
      });
      results.push({ url: item.url, code: response.statusCode, body: parseBody(response.payload) });
    }
    return { status: 200, data: results };
  });
};
