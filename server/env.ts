import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { join, resolve } from 'node:path';
import { z } from 'zod';

const booleanText = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((value) => value === 'true' || value === '1');

/** Which proxy's X-Forwarded-For is believed: none, the nearest N hops, or these addresses and ranges. */
export type TrustProxy = false | number | string[];

const namedRanges = ['loopback', 'linklocal', 'uniquelocal'];

function isAddressOrRange(entry: string): boolean {
  if (namedRanges.includes(entry)) return true;
  const [address, prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

const trustProxyText = z
  .string()
  .optional()
  .transform((value, context): TrustProxy => {
    const text = value?.trim().toLowerCase() ?? '';
    if (text === '' || text === 'false' || text === '0') return false;
    if (/^\d+$/.test(text) && Number(text) <= 10) return Number(text);
    const entries = text.split(',').map((entry) => entry.trim());
    const bad = entries.filter((entry) => !isAddressOrRange(entry));
    if (bad.length === 0) return entries;
    context.addIssue({
      code: 'custom',
      message: `a hop count (1-10) or proxy addresses/CIDR ranges separated by commas; not ${bad.join(', ')}`,
    });
    return z.NEVER;
  });

/** A secret, or several separated by commas (rotation): the first signs, every one is accepted. */
const secretList = z
  .string()
  .optional()
  .transform((value, context): string[] | undefined => {
    if (value === undefined) return undefined;
    const secrets = value.split(',').map((secret) => secret.trim());
    if (secrets.every((secret) => secret.length >= 32)) return secrets;
    context.addIssue({
      code: 'custom',
      message: 'at least 32 characters; several secrets (rotation) are separated by commas, newest first',
    });
    return z.NEVER;
  });

/** Unset is undefined, so the default can depend on other settings (DEMO_DATA). */
const optionalBoolean = z
  .enum(['true', 'false', '1', '0'])
  .optional()
  .transform((value) => (value === undefined ? undefined : value === 'true' || value === '1'));

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.string().url().optional(),
  DATABASE_READ_URL: z.string().url().optional(),
  APP_URL: z.string().url().optional(),
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().default('Balss <no-reply@balss.local>'),
  INVITATION_MAILS_PER_SECOND: z.coerce.number().int().min(1).max(10000).optional(),
  TOKEN_SECRET: secretList,
  COOKIE_SECRET: secretList,
  DEVELOPER_MODE: booleanText,
  DEMO_DATA: optionalBoolean,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: z.string().default('./dist/web'),
  TRUST_PROXY: trustProxyText,
  SHUTDOWN_DRAIN_SECONDS: z.coerce.number().min(0).max(60).default(0),
  SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number().min(1).max(600).default(25),
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  METRICS_HOST: z.string().min(1).default('127.0.0.1'),
});

export type AppConfig = {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  /** A streaming replica of DATABASE_URL that results are read from (read-your-writes: db/readYourWrites.ts). */
  databaseReadUrl?: string;
  appUrl: string;
  smtpUrl?: string;
  mailFrom: string;
  /** Throttle of invitation campaign mail (default 250 a second). */
  invitationMailsPerSecond?: number;
  /** Signs tokens and links and seals stored SSO client secrets (the newest of TOKEN_SECRET's list). */
  tokenSecret: string;
  /** Older token secrets, still accepted while a rotation runs (docs/DEPLOY.md "Rotating the secrets"). */
  previousTokenSecrets?: string[];
  cookieSecret: string;
  previousCookieSecrets?: string[];
  developerMode: boolean;
  /** Seed the demo organisations and logins and serve /results/demo (default: on for PGlite only). */
  demoData: boolean;
  /** APP_URL is https: HSTS, upgrade-insecure-requests and Secure cookies (never over plain http). */
  tls: boolean;
  logLevel: string;
  webDistDir: string;
  /** Unset means false: the client address is the socket's, whatever X-Forwarded-For says. */
  trustProxy?: TrustProxy;
  /** On SIGTERM: readiness 503 this long before the server stops accepting (the balancer notices). */
  shutdownDrainSeconds: number;
  /** Then the bound on finishing requests in flight and running jobs (the rest go back to the queue). */
  shutdownTimeoutSeconds: number;
  /** Prometheus metrics on their own listener, off unless a port is given. */
  metrics?: { port: number; host: string };
};

export class ConfigError extends Error {}

type Secrets = { tokenSecret: string; cookieSecret: string };

/** Secrets not given in the environment are generated once and kept in DATA_DIR/secrets.json. */
function loadOrCreateSecrets(dataDir: string): Secrets {
  const file = join(dataDir, 'secrets.json');
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as Secrets;
  mkdirSync(dataDir, { recursive: true });
  const secrets = {
    tokenSecret: randomBytes(32).toString('hex'),
    cookieSecret: randomBytes(32).toString('hex'),
  };
  writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  return secrets;
}

export function loadConfig(source: Record<string, string | undefined> = process.env): AppConfig {
  // An empty variable counts as unset (DATABASE_URL= in a shell or a .env file).
  const given = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(given);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const env = parsed.data;
  if (env.DATABASE_READ_URL && !env.DATABASE_URL) {
    throw new ConfigError(
      'Invalid configuration:\n  DATABASE_READ_URL: needs DATABASE_URL (the primary it replicates)',
    );
  }
  const dataDir = resolve(env.DATA_DIR);
  const generated = env.TOKEN_SECRET && env.COOKIE_SECRET ? null : loadOrCreateSecrets(dataDir);
  const [tokenSecret, ...previousTokenSecrets] = env.TOKEN_SECRET ?? [generated!.tokenSecret];
  const [cookieSecret, ...previousCookieSecrets] = env.COOKIE_SECRET ?? [generated!.cookieSecret];
  const appUrl = env.APP_URL ?? `http://localhost:${env.PORT}`;
  return {
    nodeEnv: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    dataDir,
    databaseUrl: env.DATABASE_URL,
    databaseReadUrl: env.DATABASE_READ_URL,
    appUrl,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    invitationMailsPerSecond: env.INVITATION_MAILS_PER_SECOND,
    tokenSecret,
    previousTokenSecrets,
    cookieSecret,
    previousCookieSecrets,
    developerMode: env.DEVELOPER_MODE,
    demoData: env.DEMO_DATA ?? !env.DATABASE_URL,
    tls: new URL(appUrl).protocol === 'https:',
    logLevel: env.LOG_LEVEL,
    webDistDir: resolve(env.WEB_DIST_DIR),
    trustProxy: env.TRUST_PROXY,
    shutdownDrainSeconds: env.SHUTDOWN_DRAIN_SECONDS,
    shutdownTimeoutSeconds: env.SHUTDOWN_TIMEOUT_SECONDS,
    metrics: env.METRICS_PORT ? { port: env.METRICS_PORT, host: env.METRICS_HOST } : undefined,
  };
}
