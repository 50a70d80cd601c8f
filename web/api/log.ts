import { apiUrl } from './endpoint';
import { buildHeaders } from './headers';

const maxDataLength = 20_000;

/** Spec §7 log: type, data (JSON string of error detail and user agent), description. */
export function logPayload(type: string, detail: unknown, description: string) {
  const error =
    detail instanceof Error ? { name: detail.name, message: detail.message, stack: detail.stack } : detail;
  return {
    type,
    data: JSON.stringify({
      error,
      userAgent: typeof navigator !== 'undefined' ? navigator.userAgent : '',
    }).slice(0, 20_000),
    description: description.slice(0, 2000),
  };
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
