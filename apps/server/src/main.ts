import path from 'node:path';
import { buildApp } from './app.js';
import { seedOnBoot } from './boot.js';
import { loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { resolveAuthSecret } from './secrets.js';
import { DEMO_ACCOUNTS } from './seed/demo-accounts.js';
import { DEMO_PROMO_CODE } from './seed/demo-catalogue.js';

const config = loadConfig();
const startedAt = performance.now();
const database = config.DATABASE_URL
  ? await openDatabase({ engine: 'postgres', url: config.DATABASE_URL, poolSize: config.DATABASE_POOL_SIZE })
  : await openDatabase({ engine: 'pglite', dataDir: path.join(config.DATA_DIR, 'pglite') });

const app = await buildApp({
  config: { ...config, AUTH_SECRET: resolveAuthSecret(config.AUTH_SECRET, config.DATA_DIR) },
  database,
});
const { auth } = app.services;

await seedOnBoot(config, database.db, auth, app);

await app.listen({ host: config.HOST, port: config.PORT });

const shownHost = config.HOST === '0.0.0.0' || config.HOST === '::' ? 'localhost' : config.HOST;
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : config.PORT;
const base = `http://${shownHost}:${port}`;
const engine =
  database.engine === 'pglite' ? `PGlite in ${path.join(config.DATA_DIR, 'pglite')}` : 'PostgreSQL';
const lines = [
  '',
  `  Haflah is running at ${base}  (${Math.round(performance.now() - startedAt)} ms)`,
  `  Database: ${engine}`,
  `  API docs: ${base}/api/docs`,
];
if (config.NODE_ENV !== 'production') {
  lines.push(`  Emails (sign-in codes): ${config.SMTP_URL ? 'sent over SMTP' : `${base}/dev/mailbox`}`);
  if (config.SEED_DEMO) {
    lines.push('', '  Demo accounts (role, email, password):');
    for (const a of DEMO_ACCOUNTS) lines.push(`    ${a.role.padEnd(9)} ${a.email.padEnd(24)} ${a.password}`);
    lines.push('', `  Demo promo code at checkout: ${DEMO_PROMO_CODE} (10% off, up to BD 5)`);
  }
}
console.log([...lines, ''].join('\n'));

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
