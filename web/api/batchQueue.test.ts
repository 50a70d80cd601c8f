import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './apiError';
import { queueCall, resetBatchQueue } from './batchQueue';

type Item = { url: string; method: string; body?: unknown };
type Result = { url: string; code: number; body: unknown };

/** Answers POST /api/batch with `answer(items)` and POST /api/log with 200. */
function stubServer(answer: (items: Item[]) => { status: number; body: unknown } | Promise<never>) {
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    if (url === '/api/log') return new Response(null, { status: 200 });
    if (url !== '/api/batch') throw new Error(`unexpected ${url}`);
    const reply = await answer(JSON.parse(String(init?.body)) as Item[]);
    return new Response(JSON.stringify(reply.body), { status: reply.status });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const envelope = (data: Result[]) => ({ status: 200, body: { status: 200, data } });
const echo = (items: Item[]) =>
  envelope(items.map((item) => ({ url: item.url, code: 200, body: { status: 200, data: item.url } })));
const batchCalls = (fetchMock: ReturnType<typeof stubServer>) =>
  fetchMock.mock.calls.filter(([url]) => url === '/api/batch');
const batchBody = (fetchMock: ReturnType<typeof stubServer>, index: number) =>
  JSON.parse(String(batchCalls(fetchMock)[index][1]?.body)) as Item[];

let consoleError: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  resetBatchQueue();
  consoleError.mockRestore();
  vi.unstubAllGlobals();
});

describe('queueCall', () => {
  it('sends calls queued in the same tick as one POST batch, in order', async () => {
    const fetchMock = stubServer(echo);
    const calls = [
      queueCall('GET', 'user'),
      queueCall('POST', 'school/1/classes', { name: '5a' }),
      queueCall('DELETE', 'school/1/classes/2'),
      queueCall('PATCH', 'school/1/classes', [{ id: 3 }]),
      queueCall('PUT', 'results/1/filters/2', { on: true }),
    ];
    await Promise.all(calls);
    expect(batchCalls(fetchMock)).toHaveLength(1);
    const [, init] = batchCalls(fetchMock)[0];
    expect(init?.method).toBe('POST');
    expect(batchBody(fetchMock, 0)).toEqual([
      { url: 'user', method: 'get' },
      { url: 'school/1/classes', method: 'post', body: { name: '5a' } },
      { url: 'school/1/classes/2', method: 'delete' },
      { url: 'school/1/classes', method: 'patch', body: [{ id: 3 }] },
      { url: 'results/1/filters/2', method: 'put', body: { on: true } },
    ]);
  });

  it('omits the body key when the body is undefined but keeps null and falsy bodies', async () => {
    const fetchMock = stubServer(echo);
    await Promise.all([queueCall('GET', 'a'), queueCall('POST', 'b', null), queueCall('POST', 'c', 0)]);
    const items = batchBody(fetchMock, 0);
    expect(items[0]).not.toHaveProperty('body');
    expect(items[1]).toEqual({ url: 'b', method: 'post', body: null });
    expect(items[2]).toEqual({ url: 'c', method: 'post', body: 0 });
  });

  it('resolves each call with its own sub-response body', async () => {
    stubServer((items) =>
      envelope(items.map((item, i) => ({ url: item.url, code: 200 + i, body: { status: 200, data: i } }))),
    );
    const [first, second] = await Promise.all([queueCall('GET', 'one'), queueCall('GET', 'two')]);
    expect(first).toEqual({ status: 200, data: 0 });
    expect(second).toEqual({ status: 200, data: 1 });
  });

  it('rejects a call whose sub-response is not 2xx with an ApiError carrying the code', async () => {
    stubServer(() =>
      envelope([
        { url: 'ok', code: 200, body: { status: 200, data: 'fine' } },
        { url: 'missing', code: 404, body: { error: 'not_found', message: 'Not found', errors: ['id'] } },
        { url: 'redirect', code: 302, body: null },
      ]),
    );
    const ok = queueCall('GET', 'ok');
    const missing = queueCall('GET', 'missing').catch((error: unknown) => error);
    const redirect = queueCall('GET', 'redirect').catch((error: unknown) => error);
    await expect(ok).resolves.toEqual({ status: 200, data: 'fine' });
    const error = await missing;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, code: 'not_found', message: 'Not found', errors: ['id'] });
    expect(await redirect).toMatchObject({ status: 302 });
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('sends calls queued in later ticks as separate batches', async () => {
    const fetchMock = stubServer(echo);
    await queueCall('GET', 'first');
    await queueCall('GET', 'second');
    expect(batchCalls(fetchMock)).toHaveLength(2);
    expect(batchBody(fetchMock, 1)).toEqual([{ url: 'second', method: 'get' }]);
  });

  it('splits more than 50 queued calls into several batches of at most 50', async () => {
    const fetchMock = stubServer(echo);
    const calls = Array.from({ length: 120 }, (_, i) => queueCall('GET', `item/${i}`));
    const results = await Promise.all(calls);
    expect(results[119]).toEqual({ status: 200, data: 'item/119' });
    const sizes = batchCalls(fetchMock).map((_, i) => batchBody(fetchMock, i).length);
    expect(sizes).toEqual([50, 50, 20]);
    const sent = batchCalls(fetchMock).flatMap((_, i) => batchBody(fetchMock, i).map((item) => item.url));
    expect(sent).toEqual(calls.map((_, i) => `item/${i}`));
  });
});

describe('batch response mismatch', () => {
  it('logs a shorter response and rejects the unmatched calls', async () => {
    const fetchMock = stubServer(() => envelope([{ url: 'a', code: 200, body: { status: 200, data: 'A' } }]));
    const a = queueCall('GET', 'a');
    const b = queueCall('GET', 'b').catch((error: unknown) => error);
    await expect(a).resolves.toEqual({ status: 200, data: 'A' });
    const error = await b;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: 'Batch response mismatch' });
    expect(consoleError).toHaveBeenCalledWith('Batch response mismatch', { sent: ['a', 'b'], got: ['a'] });
    const logCall = fetchMock.mock.calls.find(([url]) => url === '/api/log');
    expect(logCall?.[1]?.method).toBe('POST');
    expect(JSON.parse(String(logCall?.[1]?.body))).toMatchObject({
      type: 'error',
      description: 'Batch response mismatch',
    });
  });

  it('logs and rejects calls whose urls do not match', async () => {
    stubServer(() =>
      envelope([
        { url: 'b', code: 200, body: { status: 200, data: 'B' } },
        { url: 'a', code: 200, body: { status: 200, data: 'A' } },
      ]),
    );
    const results = await Promise.allSettled([queueCall('GET', 'a'), queueCall('GET', 'b')]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    expect(consoleError).toHaveBeenCalledWith('Batch response mismatch', {
      sent: ['a', 'b'],
      got: ['b', 'a'],
    });
  });

  it('logs a longer response and still settles the matching calls', async () => {
    stubServer(() =>
      envelope([
        { url: 'a', code: 200, body: { status: 200, data: 'A' } },
        { url: 'extra', code: 200, body: null },
      ]),
    );
    await expect(queueCall('GET', 'a')).resolves.toEqual({ status: 200, data: 'A' });
    expect(consoleError).toHaveBeenCalledWith('Batch response mismatch', expect.anything());
  });

  it('rejects every call when the answer has no list', async () => {
    stubServer(() => ({ status: 200, body: { status: 200, data: null } }));
    const results = await Promise.allSettled([queueCall('GET', 'a'), queueCall('GET', 'b')]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    expect(consoleError).toHaveBeenCalledTimes(1);
  });
});

describe('failing batch request', () => {
  it('rejects all its calls with the batch error', async () => {
    stubServer(() => ({ status: 500, body: { error: 'server_error', message: 'Boom' } }));
    const results = await Promise.allSettled([queueCall('GET', 'a'), queueCall('POST', 'b', {})]);
    for (const result of results) {
      expect(result.status).toBe('rejected');
      expect((result as PromiseRejectedResult).reason).toMatchObject({ status: 500, code: 'server_error' });
    }
  });

  it('rejects all its calls when the network fails', async () => {
    const failure = new TypeError('Failed to fetch');
    stubServer(() => Promise.reject(failure));
    const results = await Promise.allSettled([queueCall('GET', 'a'), queueCall('GET', 'b')]);
    expect(results).toEqual([
      { status: 'rejected', reason: failure },
      { status: 'rejected', reason: failure },
    ]);
  });
});

describe('resetBatchQueue', () => {
  it('forgets queued calls so they are never sent', async () => {
    const fetchMock = stubServer(echo);
    void queueCall('GET', 'forgotten');
    resetBatchQueue();
    await expect(queueCall('GET', 'kept')).resolves.toEqual({ status: 200, data: 'kept' });
    expect(batchCalls(fetchMock)).toHaveLength(1);
    expect(batchBody(fetchMock, 0)).toEqual([{ url: 'kept', method: 'get' }]);
  });
});
