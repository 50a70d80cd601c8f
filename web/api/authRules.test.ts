import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './apiError';
import { configureSession, forcesLogout, isTokenExpired, sessionHooks, waitForToken } from './authRules';

afterEach(() => {
  configureSession({ isTokenLoading: () => false });
  vi.useRealTimers();
});

describe('isTokenExpired', () => {
  it('is true for a 401 with the token_expired code or the Token expired message', () => {
    expect(isTokenExpired(new ApiError(401, { error: 'token_expired' }))).toBe(true);
    expect(isTokenExpired(new ApiError(401, { message: 'Token expired' }))).toBe(true);
  });

  it('is false for other 401s and for other statuses', () => {
    expect(isTokenExpired(new ApiError(401, { message: 'Unauthorised' }))).toBe(false);
    expect(isTokenExpired(new ApiError(403, { error: 'token_expired', message: 'Token expired' }))).toBe(
      false,
    );
  });
});

describe('forcesLogout', () => {
  it.each(['The token has been blacklisted', 'The token is invalid', 'Token not provided'])(
    "is true for '%s' on a signed-in page only",
    (message) => {
      expect(forcesLogout(new ApiError(401, { message }), true)).toBe(true);
      expect(forcesLogout(new ApiError(401, { message }), false)).toBe(false);
    },
  );

  it('is true for any 5xx on a signed-in page', () => {
    expect(forcesLogout(new ApiError(500, null), true)).toBe(true);
    expect(forcesLogout(new ApiError(599, null), true)).toBe(true);
    expect(forcesLogout(new ApiError(503, null), false)).toBe(false);
  });

  it('is false for other errors', () => {
    expect(forcesLogout(new ApiError(401, { message: 'Unauthorised' }), true)).toBe(false);
    expect(forcesLogout(new ApiError(499, null), true)).toBe(false);
  });
});

describe('waitForToken', () => {
  it('returns at once when no token request is under way', async () => {
    const isTokenLoading = vi.fn(() => false);
    configureSession({ isTokenLoading });
    await waitForToken();
    expect(isTokenLoading).toHaveBeenCalledTimes(1);
  });

  it('polls every 100 ms until the token has loaded', async () => {
    vi.useFakeTimers();
    let loading = true;
    configureSession({ isTokenLoading: () => loading });
    let done = false;
    void waitForToken().then(() => {
      done = true;
    });
    await vi.advanceTimersByTimeAsync(1000);
    expect(done).toBe(false);
    loading = false;
    await vi.advanceTimersByTimeAsync(99);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
  });

  it('gives up after the limit', async () => {
    vi.useFakeTimers();
    configureSession({ isTokenLoading: () => true });
    let done = false;
    void waitForToken(500).then(() => {
      done = true;
    });
    await vi.advanceTimersByTimeAsync(400);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(100);
    expect(done).toBe(true);
  });

  it('configureSession replaces only the given hooks', () => {
    const forceLogout = sessionHooks.forceLogout;
    const isSignedInPage = () => true;
    configureSession({ isSignedInPage });
    expect(sessionHooks.isSignedInPage).toBe(isSignedInPage);
    expect(sessionHooks.forceLogout).toBe(forceLogout);
    configureSession({ isSignedInPage: () => false });
  });
});
