import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './apiError';
import { configureSession } from './authRules';
import { api, request } from './client';

type Reply = { status: number; body?: unknown };

function stubFetch(...replies: Reply[]) {
  const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => {
    const reply = replies.shift() ?? { status: 200, body: { status: 200, data: 'default' } };
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status: reply.status,
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const ok = (data: unknown): Reply => ({ status: 200, body: { status: 200, data } });
const unauthorised = (message: string, error = 'unauthorised'): Reply => ({
  status: 401,
  body: { status: 401, error, message },
});
const headersOf = (fetchMock: ReturnType<typeof stubFetch>, call: number) =>
  fetchMock.mock.calls[call][1]?.headers as Record<string, string>;

function setEndpoint(content: string) {
  const meta = document.createElement('meta');
  meta.setAttribute('name', 'balss-endpoint');
  meta.setAttribute('content', content);
  document.head.appendChild(meta);
}

const forceLogout = vi.fn();
const refreshToken = vi.fn<() => Promise<string | null>>();

beforeEach(() => {
  setEndpoint('/api/');
  configureSession({ forceLogout, refreshToken, isSignedInPage: () => true, isTokenLoading: () => false });
});

afterEach(() => {
  for (const meta of document.head.querySelectorAll('meta[name="balss-endpoint"]')) meta.remove();
  configureSession({
    refreshToken: async () => null,
    isTokenLoading: () => false,
    isSignedInPage: () => false,
    forceLogout: () => undefined,
  });
  forceLogout.mockReset();
  refreshToken.mockReset();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('request basics', () => {
  it('returns the envelope on success', async () => {
    stubFetch({ status: 200, body: { status: 200, data: { id: 1 }, meta: { total: 1 } } });
    await expect(api.get('user')).resolves.toEqual({ status: 200, data: { id: 1 }, meta: { total: 1 } });
  });

  it.each([
    ['user', '/api/user'],
    ['/user', '/api/user'],
    ['school/3/classes?include=teacher', '/api/school/3/classes?include=teacher'],
  ])('joins %s with the API base', async (path, url) => {
    const fetchMock = stubFetch(ok(null));
    await api.get(path);
    expect(fetchMock.mock.calls[0][0]).toBe(url);
  });

  it('sends GET without a body and with the standard headers', async () => {
    localStorage.setItem('token', 'token-1234');
    const fetchMock = stubFetch(ok(null));
    await api.get('user');
    const init = fetchMock.mock.calls[0][1];
    expect(init?.method).toBe('GET');
    expect(init?.body).toBeUndefined();
    expect(headersOf(fetchMock, 0)).toMatchObject({
      'Cache-Control': 'no-cache, no-store, must-revalidate',
      Language: 'en',
      SessionType: 'normal',
      Authorization: 'Bearer token-1234',
    });
    expect(headersOf(fetchMock, 0)).not.toHaveProperty('Content-Type');
  });

  it('sends a JSON body for POST, PUT and PATCH', async () => {
    const fetchMock = stubFetch(ok(1), ok(2), ok(3));
    await api.post('classes', { name: '5a' });
    await api.put('classes/1', { name: '5b' });
    await api.patch('classes', [{ id: 1 }]);
    expect(fetchMock.mock.calls.map(([, init]) => [init?.method, init?.body])).toEqual([
      ['POST', '{"name":"5a"}'],
      ['PUT', '{"name":"5b"}'],
      ['PATCH', '[{"id":1}]'],
    ]);
    expect(headersOf(fetchMock, 0)['Content-Type']).toBe('application/json');
  });

  it('sends an empty object for a POST without a body and nothing for DELETE', async () => {
    const fetchMock = stubFetch(ok(null), ok(null));
    await api.post('super-admin/invitation-manager/1/update-syncs');
    await api.delete('school/1/classes/2');
    expect(fetchMock.mock.calls[0][1]?.body).toBe('{}');
    expect(fetchMock.mock.calls[1][1]?.method).toBe('DELETE');
    expect(fetchMock.mock.calls[1][1]?.body).toBeUndefined();
  });

  it('throws ApiError with status, code, message and errors on non-2xx', async () => {
    stubFetch({
      status: 422,
      body: { status: 422, error: 'invalid', message: 'Bad', errors: ['name: required'] },
    });
    const error = await request('POST', 'classes', {}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 422, code: 'invalid', message: 'Bad', errors: ['name: required'] });
  });

  it('uses a non-JSON error body as the message', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('Gateway down', { status: 404 })),
    );
    await expect(api.get('user')).rejects.toMatchObject({ status: 404, message: 'Gateway down' });
  });
});

describe('expired token', () => {
  beforeEach(() => {
    localStorage.setItem('token', 'old-token');
    refreshToken.mockImplementation(async () => {
      localStorage.setItem('token', 'fresh-token');
      return 'fresh-token';
    });
  });

  it('refreshes the token and retries the same request once', async () => {
    const fetchMock = stubFetch(unauthorised('Token expired', 'token_expired'), ok({ saved: true }));
    await expect(api.post('classes', { name: '5a' })).resolves.toEqual({
      status: 200,
      data: { saved: true },
    });
    expect(refreshToken).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(fetchMock.mock.calls[1][0]).toBe(fetchMock.mock.calls[0][0]);
    expect(fetchMock.mock.calls[1][1]?.method).toBe('POST');
    expect(fetchMock.mock.calls[1][1]?.body).toBe('{"name":"5a"}');
    expect(headersOf(fetchMock, 0).Authorization).toBe('Bearer old-token');
    expect(headersOf(fetchMock, 1).Authorization).toBe('Bearer fresh-token');
    expect(forceLogout).not.toHaveBeenCalled();
  });

  it.each([
    ['the error code', 'Something', 'token_expired'],
    ['the message', 'Token expired', 'other'],
  ])('is recognised by %s alone', async (_label, message, code) => {
    const fetchMock = stubFetch(unauthorised(message, code), ok(1));
    await expect(api.get('user')).resolves.toEqual({ status: 200, data: 1 });
    expect(refreshToken).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('retries only once when the retry is refused again', async () => {
    const fetchMock = stubFetch(
      unauthorised('Token expired', 'token_expired'),
      unauthorised('Token expired', 'token_expired'),
    );
    await expect(api.get('user')).rejects.toMatchObject({ status: 401, code: 'token_expired' });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(refreshToken).toHaveBeenCalledTimes(1);
  });

  it('does not retry when the refresh finds no session', async () => {
    refreshToken.mockResolvedValue(null);
    const fetchMock = stubFetch(unauthorised('Token expired', 'token_expired'));
    await expect(api.get('user')).rejects.toBeInstanceOf(ApiError);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('does not refresh without a stored token', async () => {
    localStorage.removeItem('token');
    const fetchMock = stubFetch(unauthorised('Token expired', 'token_expired'));
    await expect(api.get('user')).rejects.toMatchObject({ status: 401 });
    expect(refreshToken).not.toHaveBeenCalled();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('forced logout', () => {
  it.each(['The token has been blacklisted', 'The token is invalid', 'Token not provided'])(
    "logs out on '%s' on a signed-in page without retrying",
    async (message) => {
      localStorage.setItem('token', 'token-1234');
      const fetchMock = stubFetch(unauthorised(message), ok(1));
      await expect(api.get('user')).rejects.toMatchObject({ status: 401, message });
      expect(forceLogout).toHaveBeenCalledTimes(1);
      expect(fetchMock).toHaveBeenCalledTimes(1);
      expect(refreshToken).not.toHaveBeenCalled();
    },
  );

  it.each([500, 502, 503])('logs out on %i on a signed-in page with a stored token', async (status) => {
    localStorage.setItem('token', 'token-1234');
    stubFetch({ status, body: { status, message: 'Server error' } });
    await expect(api.get('user')).rejects.toMatchObject({ status });
    expect(forceLogout).toHaveBeenCalledTimes(1);
  });

  it('does not log out on a public page', async () => {
    configureSession({ isSignedInPage: () => false });
    localStorage.setItem('token', 'token-1234');
    stubFetch(unauthorised('The token is invalid'), unauthorised('The token is invalid'), {
      status: 500,
      body: { message: 'Server error' },
    });
    await expect(api.get('user')).rejects.toMatchObject({ status: 401 });
    await expect(api.get('user')).rejects.toMatchObject({ status: 500 });
    expect(forceLogout).not.toHaveBeenCalled();
  });

  it('does not log out without a stored token', async () => {
    stubFetch(unauthorised('The token is invalid'), { status: 500, body: { message: 'Server error' } });
    await expect(api.get('user')).rejects.toMatchObject({ status: 401 });
    await expect(api.get('user')).rejects.toMatchObject({ status: 500 });
    expect(forceLogout).not.toHaveBeenCalled();
  });

  it('does not log out on other 4xx errors', async () => {
    localStorage.setItem('token', 'token-1234');
    stubFetch({ status: 403, body: { error: 'forbidden', message: 'Forbidden' } }, { status: 404, body: {} });
    await expect(api.get('user')).rejects.toMatchObject({ status: 403, code: 'forbidden' });
    await expect(api.get('user')).rejects.toMatchObject({ status: 404 });
    expect(forceLogout).not.toHaveBeenCalled();
  });
});

describe('other 401', () => {
  beforeEach(() => {
    localStorage.setItem('token', 'token-1234');
  });

  it('is retried once after the token has loaded, polling every 100 ms', async () => {
    vi.useFakeTimers();
    let loading = true;
    const isTokenLoading = vi.fn(() => loading);
    configureSession({ isTokenLoading });
    const fetchMock = stubFetch(unauthorised('Unauthorised'), ok({ id: 7 }));
    const result = api.get('user');
    await vi.advanceTimersByTimeAsync(350);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(isTokenLoading.mock.calls.length).toBeGreaterThanOrEqual(4);
    expect(isTokenLoading.mock.calls.length).toBeLessThanOrEqual(5);
    loading = false;
    await vi.advanceTimersByTimeAsync(100);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await expect(result).resolves.toEqual({ status: 200, data: { id: 7 } });
    expect(fetchMock.mock.calls[1][0]).toBe('/api/user');
  });

  it('is retried at once when no token request is under way', async () => {
    const fetchMock = stubFetch(unauthorised('Unauthorised'), ok(2));
    await expect(api.get('user')).resolves.toEqual({ status: 200, data: 2 });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(refreshToken).not.toHaveBeenCalled();
  });

  it('is retried only once', async () => {
    const fetchMock = stubFetch(unauthorised('Unauthorised'), unauthorised('Unauthorised'), ok(3));
    await expect(api.get('user')).rejects.toMatchObject({ status: 401, message: 'Unauthorised' });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(forceLogout).not.toHaveBeenCalled();
  });

  it('is not retried while the tokenized marker is set', async () => {
    localStorage.setItem('tokenized', 'true');
    const fetchMock = stubFetch(unauthorised('Unauthorised'), ok(4));
    await expect(api.get('user')).rejects.toMatchObject({ status: 401 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(headersOf(fetchMock, 0).SessionType).toBe('tokenized');
  });

  it('is not retried without a stored token', async () => {
    localStorage.setItem('token', 'abc');
    const fetchMock = stubFetch(unauthorised('Unauthorised'), ok(5));
    await expect(api.get('user')).rejects.toMatchObject({ status: 401 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
