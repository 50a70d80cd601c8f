import { afterEach, describe, expect, it, vi } from 'vitest';
import { logError, logPayload } from './log';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('logPayload', () => {
  it('carries the type and description', () => {
    const payload = logPayload('error', null, 'Something broke');
    expect(payload.type).toBe('error');
    expect(payload.description).toBe('Something broke');
  });

  it('makes data a JSON string with the error detail and the user agent', () => {
    const payload = logPayload('warn', { code: 7, where: 'results' }, 'd');
    expect(typeof payload.data).toBe('string');
    expect(JSON.parse(payload.data)).toEqual({
      error: { code: 7, where: 'results' },
      userAgent: navigator.userAgent,
    });
    expect(navigator.userAgent).not.toBe('');
  });

  it('turns an Error into its name, message and stack', () => {
    const error = new TypeError('x is not a function');
    const data = JSON.parse(logPayload('error', error, 'd').data);
    expect(data.error).toEqual({ name: 'TypeError', message: 'x is not a function', stack: error.stack });
    expect(data.error.stack).toContain('x is not a function');
  });

  it('keeps a custom error name', () => {
    const error = new Error('chunk 12 failed');
    error.name = 'ChunkLoadError';
    expect(JSON.parse(logPayload('error', error, 'd').data).error).toMatchObject({
      name: 'ChunkLoadError',
      message: 'chunk 12 failed',
    });
  });

  it('keeps a text detail as it is', () => {
    expect(JSON.parse(logPayload('error', 'plain text', 'd').data).error).toBe('plain text');
  });

  it('bounds data to 20000 characters and keeps it valid JSON', () => {
    const payload = logPayload('error', { big: 'x'.repeat(50_000) }, 'd');
    expect(payload.data.length).toBeLessThanOrEqual(20_000);
    const parsed = JSON.parse(payload.data);
    expect(parsed.error.truncated).toBe(true);
    expect(parsed.error.preview.startsWith('{"error":{"big":"xxx')).toBe(true);
  });

  it('leaves data shorter than the bound untouched', () => {
    const detail = { big: 'y'.repeat(1000) };
    const payload = logPayload('error', detail, 'd');
    expect(JSON.parse(payload.data).error).toEqual(detail);
  });
});

describe('logError', () => {
  it('writes to the console and POSTs the payload to /api/log', () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const fetchMock = vi.fn(async () => new Response(null, { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    const detail = new Error('boom');
    logError('Usage event failed', detail);
    expect(consoleError).toHaveBeenCalledWith('Usage event failed', detail);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/log');
    expect(init.method).toBe('POST');
    expect((init.headers as Record<string, string>)['Content-Type']).toBe('application/json');
    const body = JSON.parse(String(init.body));
    expect(body).toMatchObject({ type: 'error', description: 'Usage event failed' });
    expect(JSON.parse(body.data).error).toMatchObject({ name: 'Error', message: 'boom' });
  });

  it('does not throw when the log endpoint fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    expect(() => logError('x')).not.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 0));
  });

  it('does not throw when fetch throws synchronously', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.stubGlobal(
      'fetch',
      vi.fn(() => {
        throw new Error('no fetch');
      }),
    );
    expect(() => logError('x')).not.toThrow();
  });
});
