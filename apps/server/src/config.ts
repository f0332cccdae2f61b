import path from 'node:path';
import { z } from 'zod';

const repoRoot = path.resolve(import.meta.dirname, '../../..');

const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('0.0.0.0'),
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
  /** Seed demo data into an empty database on boot. */
  SEED_DEMO: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Signs session cookies; at least 32 characters. Required in production; generated under DATA_DIR otherwise. */
  AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /** The public origin of the app (cookies, links in emails); defaults to http://localhost:PORT. */
  PUBLIC_URL: z.url().optional(),
  /** An admin account created (or promoted) on boot when both are set. */
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().min(8).optional(),
  /** smtp(s)://user:pass@host:port; without it emails are kept for the development mailbox. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Haflah <no-reply@haflah.bh>'),
  /** Size of the PostgreSQL connection pool per server process. */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
});

export type Config = z.infer<typeof configSchema> & { UPLOADS_DIR: string; PUBLIC_URL: string };

/** Parses the environment once at boot; bad config stops the process with a readable message. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const c = parsed.data;
  if (c.NODE_ENV === 'production' && !c.AUTH_SECRET) {
    throw new Error('Invalid configuration:\n  AUTH_SECRET: required in production (32+ random characters)');
  }
  return {
    ...c,
    UPLOADS_DIR: c.UPLOADS_DIR ?? path.join(c.DATA_DIR, 'uploads'),
    PUBLIC_URL: c.PUBLIC_URL ?? `http://localhost:${c.PORT}`,
  };
}
