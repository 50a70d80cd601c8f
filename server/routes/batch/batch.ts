import type { IncomingHttpHeaders } from 'node:http';
import type { RouteModule } from '../../deps';
import { AppError } from '../../http/errors';
import { batchBody, maxBatchSize } from './schema';

const droppedHeaders = [
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

function isBatchPath(path: string): boolean {
  return /^\/api\/batch\/?(\?|$)/.test(path);
}

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

/** Spec §7 batch: run queued calls as sub-requests with the caller's own headers, in order. */
export const batchRoutes: RouteModule = (app) => {
  app.post('/batch', async (request) => {
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
    const items = parsed.data.map((item) => ({ ...item, path: apiPath(item.url) }));
    const nested = items.findIndex((item) => isBatchPath(item.path));
    if (nested >= 0)
      throw new AppError('bad_request', 'A batch cannot contain another batch', [
        `${nested}.url: nested batch`,
      ]);

    const headers = forwardedHeaders(request.headers);
    const results = [];
    for (const item of items) {
      const hasBody = item.body !== undefined && item.method !== 'GET' && item.method !== 'DELETE';
      const response = await app.inject({
        method: item.method,
        url: item.path,
        headers: hasBody ? { ...headers, 'content-type': 'application/json' } : headers,
        payload: hasBody ? JSON.stringify(item.body) : undefined,
      });
      results.push({ url: item.url, code: response.statusCode, body: parseBody(response.payload) });
    }
    return { status: 200, data: results };
  });
};
