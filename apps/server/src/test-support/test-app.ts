import { type AppConfig, buildApp } from '../app.js';
import { createBuilders } from './builders.js';
import { TEST_APP_CONFIG } from './test-config.js';
import { createTestDatabase } from './test-db.js';

/** An app on its own fresh database, with factories to create the data a test needs. */
export async function createTestApp(
  overrides: Partial<AppConfig> = {},
  options: { clock?: () => Date } = {},
) {
  const database = await createTestDatabase();
  const app = await buildApp({
    config: { ...TEST_APP_CONFIG, ...overrides },
    database,
    clock: options.clock,
  });
  await app.ready();
  return {
    app,
    db: database.db,
    factories: createBuilders(database.db, { secret: overrides.AUTH_SECRET ?? TEST_APP_CONFIG.AUTH_SECRET }),
    async close() {
      await app.close();
      await database.close();
    },
  };
}
