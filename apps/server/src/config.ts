import net from 'node:net';
import path from 'node:path';
import { z } from 'zod';

const repoRoot = path.resolve(import.meta.dirname, '../../..');

/** proxy-addr's names for private ranges, accepted by Fastify's `trustProxy` beside addresses. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const version = net.isIP(address);
  if (!version || rest.length) return false;
  return bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128));
}

/**
 * Fastify's `trustProxy`: which reverse proxies may tell us the client's address (X-Forwarded-For).
 * `false` (default) believes no one; `true` believes any hop; a number believes that many hops; a
 * comma-separated list believes only those addresses or CIDR ranges.
 */
const trustProxySchema = z
  .string()
  .trim()
  .default('false')
  .transform((value, ctx): boolean | number | string[] => {
    if (value === '' || value === 'false' || value === '0') return false;
    if (value === 'true') return true;
    if (/^\d+$/.test(value)) return Number(value);
    const entries = value.split(',').map((e) => e.trim());
    const bad = entries.filter((e) => !isProxyAddress(e));
    if (bad.length) {
      ctx.addIssue({
        code: 'custom',
        message: `expected true, false, a hop count or IP addresses/CIDR ranges; not ${bad.join(', ')}`,
      });
      return z.NEVER;
    }
    return entries;
  });

/** Defaults the app also falls back to when built without them (tests, benchmarks). */
export const REQUEST_TIMEOUT_MS_DEFAULT = 30_000;
export const READ_RATE_LIMIT_PER_MINUTE_DEFAULT = 120;

const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /**
   * Interface to listen on. Default: 127.0.0.1 (this machine only) unless NODE_ENV=production, where
   * it is 0.0.0.0: a development start (`npm start` with no NODE_ENV) is not reachable from the network.
   */
  HOST: z.string().min(1).optional(),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** PostgreSQL connection string; when unset, an embedded PGlite database under DATA_DIR is used. */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  DATA_DIR: z.string().min(1).default(path.join(repoRoot, 'data')),
  /** Uploaded and generated images; defaults to DATA_DIR/uploads. */
  UPLOADS_DIR: z.string().min(1).optional(),
  /** Folder holding the built web app; the server serves it when it exists. */
  WEB_DIST: z.string().min(1).default(path.join(repoRoot, 'apps/web/dist')),
  /**
   * Seed the demo catalogue and demo accounts into an empty database on boot. Default: true, except in
   * production, where nothing demo exists unless asked for (and even then no demo account: boot.ts).
   */
  SEED_DEMO: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => (v === undefined ? undefined : v === 'true')),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Signs session cookies; at least 32 characters. Required in production; generated under DATA_DIR otherwise. */
  AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /** The public origin of the app (cookies, links in emails); defaults to http://localhost:PORT. */
  PUBLIC_URL: z.url().optional(),
  /** An admin account created (or promoted) on boot when both are set. */
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().min(8).optional(),
  /**
   * smtp(s)://user:pass@host:port; required in production. Without it (development, tests) emails are
   * kept for the development mailbox.
   */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Haflah <no-reply@haflah.bh>'),
  /** Reverse proxies whose X-Forwarded-For is believed, so per-IP limits see the real client. */
  TRUST_PROXY: trustProxySchema,
  /** Run background jobs (hold sweep, mail outbox) on this node; each tick is claimed across nodes. */
  JOBS_ENABLED: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  /** Keep the public catalogue lists in memory, emptied on every catalogue change (LISTEN/NOTIFY). */
  CATALOGUE_CACHE: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  /**
   * How long a client may take to send a whole request, headers and body (then 408 and the connection
   * is closed): a client announcing a body it never sends must not hold a connection for minutes.
   */
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(REQUEST_TIMEOUT_MS_DEFAULT),
  /**
   * Availability checks and searches one address may send per minute, per node (http/rate-limit.ts);
   * 0 turns the limit off (benchmarks, which send everything from one address).
   */
  READ_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(0).default(READ_RATE_LIMIT_PER_MINUTE_DEFAULT),
  /** Size of the PostgreSQL connection pool per server process. */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
});

export type Config = z.infer<typeof configSchema> & {
  HOST: string;
  UPLOADS_DIR: string;
  PUBLIC_URL: string;
  SEED_DEMO: boolean;
};

/** What the app itself reads (main.ts resolves the rest: database, secret file, seeding). */
export type AppConfig = Pick<
  Config,
  'WEB_DIST' | 'UPLOADS_DIR' | 'LOG_LEVEL' | 'NODE_ENV' | 'PUBLIC_URL' | 'SMTP_URL' | 'MAIL_FROM'
> &
  Partial<
    Pick<
      Config,
      'TRUST_PROXY' | 'JOBS_ENABLED' | 'CATALOGUE_CACHE' | 'REQUEST_TIMEOUT_MS' | 'READ_RATE_LIMIT_PER_MINUTE'
    >
  > & {
    AUTH_SECRET: string;
  };

/** Parses the environment once at boot; bad config stops the process with a readable message. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const c = parsed.data;
  const missing: string[] = [];
  if (c.NODE_ENV === 'production' && !c.AUTH_SECRET) {
    missing.push('  AUTH_SECRET: required in production (32+ random characters)');
  }
  if (c.NODE_ENV === 'production' && !c.SMTP_URL) {
    // Without it sign-in codes would wait for a development mailbox that production does not serve.
    missing.push('  SMTP_URL: required in production (sign-in codes are sent by email)');
  }
  if (missing.length) throw new Error(`Invalid configuration:\n${missing.join('\n')}`);
  return {
    ...c,
    HOST: c.HOST ?? (c.NODE_ENV === 'production' ? '0.0.0.0' : '127.0.0.1'),
    SEED_DEMO: c.SEED_DEMO ?? c.NODE_ENV !== 'production',
    UPLOADS_DIR: c.UPLOADS_DIR ?? path.join(c.DATA_DIR, 'uploads'),
    PUBLIC_URL: c.PUBLIC_URL ?? `http://localhost:${c.PORT}`,
  };
}
