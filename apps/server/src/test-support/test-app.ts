import { afterAll, beforeAll } from 'vitest';
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

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

export interface UseTestAppOptions {
  /**
   * Configuration over TEST_APP_CONFIG. A function is read when the app is built (in beforeAll), for
   * values an earlier beforeAll makes, such as the URL of a test SMTP server.
   */
  config?: Partial<AppConfig> | (() => Partial<AppConfig>);
  /** The clock business rules read (holds, time slots); tests that move time pass their own. */
  clock?: () => Date;
}

/** What `useTestApp` hands a test file: the app, its database and the builders over that database. */
export interface TestAppHandle {
  readonly app: TestApp['app'];
  readonly db: TestApp['db'];
  readonly factories: TestApp['factories'];
}

/**
 * An app on a fresh database for the surrounding file or `describe`: built in a beforeAll and closed
 * in an afterAll that this registers itself. Call it at the top of a file (or a describe) and read
 * `app`, `db` and `factories` inside tests and hooks registered after it; reading them earlier (at
 * collection time) or after the afterAll throws, saying so, instead of handing out `undefined`.
 */
export function useTestApp(options: UseTestAppOptions = {}): TestAppHandle {
  let current: TestApp | undefined;
  let state: 'pending' | 'failed' | 'ready' | 'closed' = 'pending';

  beforeAll(async () => {
    const config = typeof options.config === 'function' ? options.config() : (options.config ?? {});
    state = 'failed';
    current = await createTestApp(config, { clock: options.clock });
    state = 'ready';
  });
  afterAll(async () => {
    const closing = current;
    current = undefined;
    state = 'closed';
    await closing?.close();
  });

  const ready = (what: keyof TestAppHandle): TestApp => {
    if (current) return current;
    const why = {
      pending:
        'before the app was built; read it inside a test or a beforeAll/beforeEach registered after ' +
        'useTestApp(), not while the file is being collected',
      failed: 'but the app could not be built (see the error of the beforeAll hook)',
      closed: 'after the app was closed (afterAll)',
    } as const;
    throw new Error(`useTestApp(): t.${what} was read ${why[state as keyof typeof why]}`);
  };

  return {
    get app() {
      return ready('app').app;
    },
    get db() {
      return ready('db').db;
    },
    get factories() {
      return ready('factories').factories;
    },
  };
}
