/**
 * A whole server in a process of its own, for tests that need several nodes on one PostgreSQL
 * database (attempts.pg.test.ts): builds the app on DATABASE_URL, listens on 127.0.0.1 at a free
 * port and prints one JSON line `{ "port": …, "pid": … }`. Stops on SIGTERM.
 *
 *   DATABASE_URL=postgres://… node --import tsx src/test-support/server-process.ts
 */
import { buildApp } from '../app.js';
import { openDatabase } from '../db/client.js';
import { TEST_APP_CONFIG } from './test-config.js';

const url = process.env.DATABASE_URL;
if (!url) throw new Error('server-process: DATABASE_URL is required');

const database = await openDatabase({ engine: 'postgres', url, poolSize: 10 });
const app = await buildApp({
  // The tests speak for many clients from one address: X-Forwarded-For (from 127.0.0.1) says which.
  // JOBS_ENABLED=true: the background jobs run on their timers, as on a real node (a restarted
  // node picking up the money job's work after a crash: workflows/money.pg.test.ts).
  config: {
    ...TEST_APP_CONFIG,
    TRUST_PROXY: ['127.0.0.1'],
    JOBS_ENABLED: process.env.JOBS_ENABLED === 'true',
  },
  database,
});
await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : 0;
process.stdout.write(`${JSON.stringify({ port, pid: process.pid })}\n`);

let stopping = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, async () => {
    if (stopping) return;
    stopping = true;
    await app.close();
    await database.close();
    process.exit(0);
  });
}
