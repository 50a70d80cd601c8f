import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';

/**
 * One JSON line per request, when its answer has gone (docs/DEPLOY.md "Metrics and logs"), instead of
 * Fastify's two ("incoming request", "request completed"): the request id (`reqId`, the balancer's
 * X-Request-Id behind TRUST_PROXY), method, path, status, time in ms and client address. A 5xx is a
 * warning, so routes that log only warnings (health checks, poll saves) still show their failures.
 */
export class RequestLine extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const line = {
      method: request.method,
      url: request.url,
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime * 10) / 10,
      ip: request.ip,
      ...(error ? { err: error } : {}),
    };
    if (error || reply.statusCode >= 500) request.log.warn(line, 'request failed');
    else request.log.info(line, 'request');
  }
}
