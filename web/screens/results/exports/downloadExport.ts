import { ApiError, type ErrorPayload } from '../../../api/apiError';
import { apiUrl } from '../../../api/endpoint';
import { buildHeaders } from '../../../api/headers';
import { exportPath } from '../../../queries/resultExports';

/** Spec §9: a saved file's object URL is released this long after the download starts. */
export const savedFileCleanupDelayMs = 40_000;

/** Fetches the finished file with the signed-in headers and hands it to the browser as a download. */
export async function downloadExport(id: string, fileName: string): Promise<void> {
  const response = await fetch(apiUrl(`${exportPath(id)}/file`), {
    headers: buildHeaders(),
    credentials: 'same-origin',
  });
  if (!response.ok) {
    const payload = (await response.json().catch(() => ({}))) as ErrorPayload;
    throw new ApiError(response.status, payload);
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), savedFileCleanupDelayMs);
}
