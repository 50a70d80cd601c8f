import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyBaseLogger, FastifyInstance, RawServerDefault } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { TokenSigner } from './auth/tokens';
import type { Database } from './db/client';
import type { AppConfig } from './env';
import type { Queue } from './jobs/queue';

export type AppDeps = {
  config: AppConfig;
  database: Database;
  /** Null until the queue has started (and in tests that need no jobs). */
  queue: Queue | null;
  signer: TokenSigner;
  /** Set on SIGTERM: readiness answers 503 so the balancer stops sending while requests in flight finish. */
  draining?: boolean;
};

export type App = FastifyInstance<
  RawServerDefault,
  IncomingMessage,
  ServerResponse,
  FastifyBaseLogger,
  ZodTypeProvider
>;

export type RouteModule = (app: App, deps: AppDeps) => void | Promise<void>;
