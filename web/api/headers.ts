import { getToken, isTokenized } from '../auth/tokenStore';
import { headerLanguage } from '../i18n/languageStore';

/** A caller that sets this header gets no cache-disabling headers; the header itself is not sent. */
export const disableInterceptorHeader = 'X-Disable-Interceptor';

export const noCacheHeaders = {
  'Cache-Control': 'no-cache, no-store, must-revalidate',
  Pragma: 'no-cache',
  Expires: '0',
} as const;

/** Spec §7: every request carries cache-disabling, Language and SessionType headers, and the stored token. */
export function buildHeaders(custom: Record<string, string> = {}): Record<string, string> {
  const headers: Record<string, string> = { ...custom };
  const disableKey = Object.keys(headers).find(
    (name) => name.toLowerCase() === disableInterceptorHeader.toLowerCase(),
  );
  if (disableKey) delete headers[disableKey];
  else Object.assign(headers, noCacheHeaders);
  headers.Language = headerLanguage();
  headers.SessionType = isTokenized() ? 'tokenized' : 'normal';
  const token = getToken();
  const hasAuthorization = Object.keys(headers).some((name) => name.toLowerCase() === 'authorization');
  if (token && !hasAuthorization) headers.Authorization = `Bearer ${token}`;
  return headers;
}
