import type { FastifyInstance } from 'fastify';
import { httpDuration, httpRequests } from './registry';

/** Counts every answer and its time under the route as declared (/api/school/:schoolId/…), not the URL. */
export function registerHttpMetrics(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    httpRequests.inc({ method: request.method, route, status: String(reply.statusCode) });
    httpDuration.observe({ method: request.method, route }, reply.elapsedTime / 1000);
  });
}
