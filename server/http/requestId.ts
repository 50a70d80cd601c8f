import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { TrustProxy } from '../env';

/** What a balancer's id may look like (HAProxy's unique-id, a UUID, a trace id); anything else is replaced. */
const acceptedId = /^[\w.:@/+=-]{1,128}$/;

/**
 * Fastify's genReqId: the balancer's X-Request-Id when the server is configured to sit behind proxies
 * (TRUST_PROXY), so one id follows a request through the balancer's log and this server's; else a UUID.
 */
export function requestIdGenerator(trustProxy: TrustProxy | undefined) {
  return (request: IncomingMessage): string => {
    const given = request.headers['x-request-id'];
    if (trustProxy && typeof given === 'string' && acceptedId.test(given)) return given;
    return randomUUID();
  };
}

/** Every answer names its request id, so a person reporting a failure can quote it. */
export function registerRequestIdHeader(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply) => {
    reply.header('X-Request-Id', request.id);
  });
}
