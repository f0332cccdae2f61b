import os from 'node:os';
import path from 'node:path';
import { type AppConfig, buildApp } from '../app.js';
import { createFactories } from '../db/factories.js';
import { createTestDatabase } from './test-db.js';

/** An app on its own fresh database, with factories to create the data a test needs. */
export async function createTestApp(
  overrides: Partial<AppConfig> = {},
  options: { clock?: () => Date } = {},
) {
  const database = await createTestDatabase();
  const app = await buildApp({
    config: {
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      WEB_DIST: path.join(os.tmpdir(), 'haflah-no-web'),
      UPLOADS_DIR: path.join(os.tmpdir(), 'haflah-no-uploads'),
      PUBLIC_URL: 'http://localhost:3000',
      MAIL_FROM: 'Haflah <test@haflah.test>',
      AUTH_SECRET: 'test-secret-that-is-long-enough-for-better-auth',
      ...overrides,
    },
    database,
    clock: options.clock,
  });
  await app.ready();
  return {
    app,
    db: database.db,
    factories: createFactories(database.db),
    async close() {
      await app.close();
      await database.close();
    },
  };
}
