import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Logger } from '../logger';
import { metricsRegistry } from './registry';

export type MetricsServer = { url: string; close: () => Promise<void> };

/**
 * GET /metrics on a listener of its own (METRICS_PORT, 127.0.0.1 unless METRICS_HOST says otherwise),
 * so the metrics are never served through the public port or the balancer.
 */
export async function startMetricsServer(
  options: { port: number; host: string },
  logger: Logger,
): Promise<MetricsServer> {
  const server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
      response.writeHead(404).end();
      return;
    }
    metricsRegistry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': metricsRegistry.contentType }).end(text),
      (error: unknown) => {
        logger.error({ err: error }, 'collecting metrics failed');
        response.writeHead(500).end();
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, resolve);
  });
  const { address, port } = server.address() as AddressInfo;
  const url = `http://${address.includes(':') ? `[${address}]` : address}:${port}/metrics`;
  return { url, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
