import { httpClient } from '../httpClient';

/** A signed-in caller of the benchmark's listening server, answering `data` or throwing on any non-2xx. */
export function apiAs(baseUrl: string, token: string) {
  async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
    const response = await fetch(`${baseUrl}/api${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text.slice(0, 300)}`);
    return (JSON.parse(text) as { data: T }).data;
  }
  return {
    get: <T>(path: string) => call<T>('GET', path),
    post: <T>(path: string, body: unknown) => call<T>('POST', path, body),
    put: <T>(path: string, body: unknown) => call<T>('PUT', path, body),
  };
}

export type Api = ReturnType<typeof apiAs>;

/**
 * A signed-in caller for timing reads beside their SQL floor (floors.ts): plain keep-alive sockets
 * (bench/httpClient.ts), the status checked and the body not parsed. The benchmark's process is also the
 * server, so fetch and JSON.parse of a 33 KB answer (~0.5 ms of CPU) were counted as the read's own time.
 */
export function timedCallerAs(baseUrl: string, token: string | null) {
  const client = httpClient(baseUrl, 1);
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  async function call(method: string, path: string, body?: unknown): Promise<void> {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const reply = await client.send(method, `/api${path}`, payload, headers);
    if (reply.status !== 200)
      throw new Error(`${method} ${path} answered ${reply.status}: ${reply.body.slice(0, 300)}`);
  }
  // Its sockets end when the benchmark closes its server.
  return {
    get: (path: string) => call('GET', path),
    post: (path: string, body: unknown) => call('POST', path, body),
  };
}

export type TimedCaller = ReturnType<typeof timedCallerAs>;
