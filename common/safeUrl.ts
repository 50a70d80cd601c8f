import { sameOriginPath } from './sameOriginPath';

/**
 * An address a page may link to: http(s) with a host, or a path of this app ("/school/surveys"), never
 * javascript:, data:, a protocol-relative //host or a backslash trick. Answers the reason it is refused.
 */
export function unsafeUrlReason(value: string): string | null {
  const url = value.trim();
  if (url === '') return 'is required';
  if (/[\s\\]/.test(url)) return 'must not contain spaces or backslashes';
  if (url.startsWith('/')) return sameOriginPath(url) ? null : 'must be http(s):// or a path of this site';
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return 'must be http(s):// or a path of this site such as /school/surveys';
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')
    return 'must be http(s):// or a path of this site';
  if (!parsed.hostname) return 'must name a host';
  return null;
}

export const isSafeUrl = (value: string) => unsafeUrlReason(value) === null;
