import { ApiError, type ErrorPayload } from './apiError';
import { api, type Envelope, type Method } from './client';
import { logError } from './log';

type BatchResult = { url: string; code: number; body: unknown };
type Pending = {
  item: { url: string; method: string; body?: unknown };
  resolve: (value: Envelope<unknown>) => void;
  reject: (error: unknown) => void;
};

export const batchDelayMs = 10;
export const maxBatchItems = 50;

let pending: Pending[] = [];
let timer: ReturnType<typeof setTimeout> | null = null;

function settle(entry: Pending, result: BatchResult | undefined): void {
  if (!result) {
    entry.reject(new ApiError(0, { message: 'Batch response mismatch' }));
    return;
  }
  if (result.code >= 200 && result.code < 300) entry.resolve(result.body as Envelope<unknown>);
  else entry.reject(new ApiError(result.code, result.body as ErrorPayload));
}

async function flush(): Promise<void> {
  timer = null;
  const entries = pending.splice(0, maxBatchItems);
  if (pending.length) timer = setTimeout(flush, batchDelayMs);
  if (!entries.length) return;
  try {
    const { data } = await api.post<BatchResult[]>(
      'batch',
      entries.map((entry) => entry.item),
    );
    const results = Array.isArray(data) ? data : [];
    if (
      results.length !== entries.length ||
      results.some((result, i) => result?.url !== entries[i].item.url)
    ) {
      logError('Batch response mismatch', {
        sent: entries.map((entry) => entry.item.url),
        got: results.map((r) => r?.url),
      });
    }
    entries.forEach((entry, i) => {
      settle(entry, results[i]?.url === entry.item.url ? results[i] : undefined);
    });
  } catch (error) {
    for (const entry of entries) entry.reject(error);
  }
}

/** Queues a call to be sent with others through one POST batch (spec §7). */
export function queueCall<T>(method: Method, url: string, body?: unknown): Promise<Envelope<T>> {
  return new Promise((resolve, reject) => {
    const item =
      body === undefined
        ? { url, method: method.toLowerCase() }
        : { url, method: method.toLowerCase(), body };
    pending.push({ item, resolve: resolve as Pending['resolve'], reject });
    if (!timer) timer = setTimeout(flush, batchDelayMs);
  });
}

/** For tests: forget queued calls. */
export function resetBatchQueue(): void {
  pending = [];
  if (timer) clearTimeout(timer);
  timer = null;
}
