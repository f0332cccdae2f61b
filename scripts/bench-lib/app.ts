import type pg from 'pg';
import { buildApp } from '../../apps/server/src/app.js';
import { type Database, openDatabase } from '../../apps/server/src/db/client.js';
import { BENCH_AUTH_SECRET, BENCH_PUBLIC_URL } from './protocol.js';

/** Where a benchmark's app finds its database, its web build and its uploads. */
export interface BenchAppPaths {
  databaseUrl: string;
  webDist: string;
  uploadsDir: string;
}

/**
 * The real application as production builds it (minus the logger), on its own PostgreSQL pool of
 * `poolSize`, for a benchmark: every request of a benchmark comes from one address, so the read limit
 * is off. `catalogueCache` as production has it unless a case measures without it; `watch` sees the
 * pool before the app sends anything through it (to count or record the statements).
 * Import this module only once NODE_ENV is production (the app reads it as it loads).
 */
export async function openBenchApp(
  paths: BenchAppPaths,
  poolSize: number,
  options: { catalogueCache?: boolean; watch?: (pool: pg.Pool) => void } = {},
): Promise<{ app: Awaited<ReturnType<typeof buildApp>>; database: Database; close(): Promise<void> }> {
  const database = await openDatabase({ engine: 'postgres', url: paths.databaseUrl, poolSize });
  options.watch?.(database.pool as pg.Pool);
  const app = await buildApp({
    config: {
      NODE_ENV: 'production',
      LOG_LEVEL: 'silent',
      WEB_DIST: paths.webDist,
      UPLOADS_DIR: paths.uploadsDir,
      PUBLIC_URL: BENCH_PUBLIC_URL,
      MAIL_FROM: 'Haflah <bench@haflah.test>',
      // Production refuses to start without one; the realtime case's users have sessions signed with it.
      AUTH_SECRET: BENCH_AUTH_SECRET,
      CATALOGUE_CACHE: options.catalogueCache ?? true,
      READ_RATE_LIMIT_PER_MINUTE: 0,
    },
    database,
  }).catch(async (err: unknown) => {
    await database.close();
    throw err;
  });
  return {
    app,
    database,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
