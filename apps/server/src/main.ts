import path from 'node:path';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { seedIfEmpty } from './db/seed.js';

const config = loadConfig();
const startedAt = performance.now();
const database = config.DATABASE_URL
  ? await openDatabase({ engine: 'postgres', url: config.DATABASE_URL, poolSize: config.DATABASE_POOL_SIZE })
  : await openDatabase({ engine: 'pglite', dataDir: path.join(config.DATA_DIR, 'pglite') });

if (config.SEED_DEMO) await seedIfEmpty(database.db, { uploadsDir: config.UPLOADS_DIR });

const app = await buildApp({ config, database });
await app.listen({ host: config.HOST, port: config.PORT });

const shownHost = config.HOST === '0.0.0.0' || config.HOST === '::' ? 'localhost' : config.HOST;
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : config.PORT;
const engine =
  database.engine === 'pglite' ? `PGlite in ${path.join(config.DATA_DIR, 'pglite')}` : 'PostgreSQL';
console.log(
  [
    '',
    `  Haflah is running at http://${shownHost}:${port}  (${Math.round(performance.now() - startedAt)} ms)`,
    `  Database: ${engine}`,
    `  API docs: http://${shownHost}:${port}/api/docs`,
    '',
  ].join('\n'),
);

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, async () => {
    if (closing) return;
    closing = true;
    await app.close();
    await database.close();
    process.exit(0);
  });
}
