import { getToken, isTokenized, setToken } from '../auth/tokenStore';
import { ApiError, type ErrorPayload } from './apiError';
import { forcesLogout, isTokenExpired, sessionHooks, waitForToken } from './authRules';
import { apiUrl } from './endpoint';
import { buildHeaders } from './headers';

export type Envelope<T> = { status: number; data: T; meta?: Record<string, unknown> };
export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type RequestOptions = { headers?: Record<string, string>; signal?: AbortSignal };

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return { message: text };
  }
}

async function send(method: Method, path: string, body: unknown, options: RequestOptions) {
  const headers = buildHeaders(options.headers);
  // A file upload (FormData) goes as it is; the browser sets its multipart content type.
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  if (body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
  const response = await fetch(apiUrl(path), {
    method,
    headers,
    body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
    credentials: 'same-origin',
    signal: options.signal,
  });
  return { response, payload: await readJson(response) };
}

/**
 * One API call with the spec §4/§8 token rules: an expired token is refreshed and the call retried;
 * another 401 is retried once after the token has loaded (never while tokenized); token errors or a
 * 5xx on a signed-in page force a logout.
 */
export async function request<T>(
  method: Method,
  path: string,
  body?: unknown,
  options: RequestOptions = {},
): Promise<Envelope<T>> {
  const hadToken = getToken() !== null;
  let { response, payload } = await send(method, path, body, options);
  if (response.status === 401 && hadToken) {
    const error = new ApiError(401, payload as ErrorPayload);
    if (isTokenExpired(error)) {
      const fresh = await sessionHooks.refreshToken();
      if (fresh) {
        setToken(fresh);
        ({ response, payload } = await send(method, path, body, options));
      }
    } else if (!isTokenized() && !forcesLogout(error, sessionHooks.isSignedInPage())) {
      await waitForToken();
      ({ response, payload } = await send(method, path, body, options));
    }
  }
  if (!response.ok) {
    const error = new ApiError(response.status, payload as ErrorPayload);
    if (hadToken && forcesLogout(error, sessionHooks.isSignedInPage())) sessionHooks.forceLogout();
    throw error;
  }
  return payload as Envelope<T>;
}

export const api = {
  get: <T>(path: string, options?: RequestOptions) => request<T>('GET', path, undefined, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('POST', path, body ?? {}, options),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('PUT', path, body ?? {}, options),
  patch: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('PATCH', path, body ?? {}, options),
  delete: <T>(path: string, options?: RequestOptions) => request<T>('DELETE', path, undefined, options),
};
