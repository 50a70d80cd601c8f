import { apiUrl } from './endpoint';
import { buildHeaders } from './headers';

const maxDataLength = 20_000;

/** Spec §7 log: type, data (JSON string of error detail and user agent), description. */
export function logPayload(type: string, detail: unknown, description: string) {
  const error =
    detail instanceof Error
      ? { name: detail.name, message: detail.message.slice(0, 2000), stack: detail.stack?.slice(0, 8000) }
      : detail;
  const userAgent = typeof navigator !== 'undefined' ? navigator.userAgent : '';
  let data = JSON.stringify({ error, userAgent });
  // Stay valid JSON within the server's 20 000 characters.
  if (data.length > maxDataLength) {
    data = JSON.stringify({
      error: { truncated: true, preview: data.slice(0, maxDataLength / 2) },
      userAgent,
    });
  }
  return { type, data, description: description.slice(0, 2000) };
}

/** Logs to the console and to the server; never throws (a failing log must not break the page). */
export function logError(description: string, detail?: unknown): void {
  console.error(description, detail);
  try {
    void fetch(apiUrl('log'), {
      method: 'POST',
      headers: { ...buildHeaders(), 'Content-Type': 'application/json' },
      body: JSON.stringify(logPayload('error', detail ?? null, description)),
    }).catch(() => undefined);
  } catch {
    // The log endpoint being unreachable is not worth a second report.
  }
}
