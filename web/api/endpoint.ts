/** The API base from the global endpoint setting in index.html; every call path is relative to it. */
export function apiBase(): string {
  const meta = typeof document !== 'undefined' ? document.querySelector('meta[name="balss-endpoint"]') : null;
  const value = meta?.getAttribute('content') || '/api/';
  return value.endsWith('/') ? value : `${value}/`;
}

export function apiUrl(path: string): string {
  if (/^https?:\/\//.test(path)) return path;
  return `${apiBase()}${path.replace(/^\/+/, '').replace(/^api\//, '')}`;
}
