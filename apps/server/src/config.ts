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
  /** Size of the PostgreSQL connection pool per server process. */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
});

export type Config = z.infer<typeof configSchema> & { UPLOADS_DIR: string };

/** Parses the environment once at boot; bad config stops the process with a readable message. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return {
    ...parsed.data,
    UPLOADS_DIR: parsed.data.UPLOADS_DIR ?? path.join(parsed.data.DATA_DIR, 'uploads'),
  };
}
