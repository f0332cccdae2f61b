import os from 'node:os';
import path from 'node:path';
import type { AppConfig } from '../app.js';

/** The configuration every test app runs with: no web build, no uploads, no mail sent, no read limits. */
export const TEST_APP_CONFIG: AppConfig = {
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  JOBS_ENABLED: false,
  CATALOGUE_CACHE: false,
  // Tests send many reads from one address; app.rate-limits.test.ts sets a limit of its own.
  READ_RATE_LIMIT_PER_MINUTE: 0,
  WEB_DIST: path.join(os.tmpdir(), 'haflah-no-web'),
  UPLOADS_DIR: path.join(os.tmpdir(), 'haflah-no-uploads'),
  PUBLIC_URL: 'http://localhost:3000',
  MAIL_FROM: 'Haflah <test@haflah.test>',
  AUTH_SECRET: 'test-secret-that-is-long-enough-for-better-auth',
};
