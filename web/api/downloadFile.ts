import { ApiError, type ErrorPayload } from './apiError';
import { apiUrl } from './endpoint';
import { buildHeaders } from './headers';

/** Spec §9: a saved file's object URL is released this long after the download starts. */
export const savedFileCleanupDelayMs = 40_000;

/** The name a Content-Disposition header gives: its UTF-8 `filename*` (RFC 6266), else its plain `filename`. */
export function fileNameFrom(header: string | null): string | null {
  if (!header) return null;
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(header)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded.trim());
    } catch {
      // A malformed encoding: the plain name below.
    }
  }
  return /filename="([^"]+)"/i.exec(header)?.[1] ?? null;
}

/**
 * Fetches a file with the signed-in headers (POSTing `body` when given) and hands it to the browser as a
 * download, named as the server names it (in the reader's language), else `fileName`.
 */
export async function downloadFile(path: string, fileName: string, body?: object): Promise<void> {
  const response = await fetch(apiUrl(path), {
    method: body ? 'POST' : 'GET',
    headers: buildHeaders(body ? { 'Content-Type': 'application/json' } : {}),
    body: body ? JSON.stringify(body) : undefined,
    credentials: 'same-origin',
  });
  if (!response.ok) {
    const payload = (await response.json().catch(() => ({}))) as ErrorPayload;
    throw new ApiError(response.status, payload);
  }
  saveBlob(await response.blob(), fileNameFrom(response.headers.get('content-disposition')) ?? fileName);
}

/** Hands data made in the browser (or fetched) to the browser as a download. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), savedFileCleanupDelayMs);
}
