import http from 'node:http';

export type Reply = { status: number; body: string };

/** Keep-alive HTTP to the server under test (node:http: lighter on the shared CPU than fetch). */
export function httpClient(baseUrl: string, connections: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const { hostname, port } = new URL(baseUrl);

  function send(method: string, path: string, body?: Buffer | string, headers: Record<string, string> = {}) {
    return new Promise<Reply>((resolve, reject) => {
      const request = http.request(
        {
          agent,
          hostname,
          port,
          method,
          path,
          timeout: 30_000,
          headers: body ? { 'content-type': 'application/json', ...headers } : headers,
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString() }),
          );
          response.on('error', reject);
        },
      );
      request.on('timeout', () => request.destroy(new Error('timed out')));
      request.on('error', reject);
      request.end(body);
    });
  }

  return { send, close: () => agent.destroy() };
}

export type HttpClient = ReturnType<typeof httpClient>;
