import { ApiError, type ErrorPayload } from './apiError';
import { apiUrl } from './endpoint';
import { buildHeaders } from './headers';

/** Spec §9: a saved file's object URL is released this long after the download starts. */
export const savedFileCleanupDelayMs = 40_000;

/** Fetches a file with the signed-in headers (POSTing `body` when given) and hands it to the browser as a download. */
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
  saveBlob(await response.blob(), fileName);
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
