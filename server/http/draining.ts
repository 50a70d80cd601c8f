import type { FastifyInstance } from 'fastify';

/**
 * While the server drains (SIGTERM, readiness 503), answers close their connection, so a balancer or a
 * keep-alive client opens its next one to a server that stays.
 */
export function registerDraining(app: FastifyInstance, isDraining: () => boolean): void {
  app.addHook('onSend', async (_request, reply) => {
    if (isDraining()) reply.header('Connection', 'close');
  });
}
