import { useEffect, useState } from 'react';
import { api } from '../../../api/client';
import { apiUrl } from '../../../api/endpoint';
import { buildHeaders } from '../../../api/headers';
import type { ClassSession } from '../../../queries/dashboards';

type Count = Pick<ClassSession, 'finished' | 'expected' | 'status'>;

/** After a dropped stream, the next try waits this long. */
const retryMs = 2000;

/** Reads `count` events of a server-sent event stream as they arrive. */
async function readCounts(response: Response, onCount: (count: Count) => void) {
  if (!response.body) return;
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    buffer += value;
    for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
      const lines = buffer.slice(0, end).split('\n');
      buffer = buffer.slice(end + 2);
      const data = lines.find((line) => line.startsWith('data: '));
      if (lines.includes('event: count') && data) onCount(JSON.parse(data.slice(6)) as Count);
    }
  }
}

/**
 * The class's live count: the server pushes it after every finish (server-sent events read through
 * fetch, which can carry the bearer token). A dropped stream is opened again; a refused one first
 * renews the token through the API client.
 */
export function useLiveClassCount(path: string | null, initial: Count | undefined): Count | undefined {
  const [count, setCount] = useState<Count | undefined>(initial);
  useEffect(() => setCount((current) => current ?? initial), [initial]);
  useEffect(() => {
    if (!path) return;
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const open = async () => {
      try {
        const response = await fetch(apiUrl(`${path}/events`), {
          headers: buildHeaders({ Accept: 'text/event-stream' }),
          signal: controller.signal,
          credentials: 'same-origin',
        });
        if (response.status === 401) await api.get(path, { signal: controller.signal });
        else if (response.ok) await readCounts(response, setCount);
      } catch {
        // dropped or aborted; tried again below unless the page is gone
      }
      if (!controller.signal.aborted) timer = setTimeout(() => void open(), retryMs);
    };
    void open();
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [path]);
  return count;
}
