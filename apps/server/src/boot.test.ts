import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inArray } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { seedOnBoot } from './boot.js';
import { loadConfig } from './config.js';
import { user } from './modules/auth/index.js';
import { DEMO_ACCOUNTS } from './seed/demo-accounts.js';
import { call, quietBetterAuthWarnings } from './test-support/http.js';
import { createTestApp, type TestApp } from './test-support/test-app.js';

/** What production requires (config.ts); nothing is mailed here. */
const PRODUCTION = {
  NODE_ENV: 'production',
  AUTH_SECRET: 'a-production-secret-of-at-least-32-characters',
  SMTP_URL: 'smtp://127.0.0.1:9',
};
const demo = (role: string) => DEMO_ACCOUNTS.find((a) => a.role === role)!;

let opened: TestApp | undefined;
afterEach(async () => {
  await opened?.close();
  opened = undefined;
});

/** A fresh database started as main.ts starts one, with `env` as the environment. */
async function bootWith(env: Record<string, string>) {
  const uploads = fs.mkdtempSync(path.join(os.tmpdir(), 'haflah-boot-'));
  const config = loadConfig({ DATA_DIR: uploads, UPLOADS_DIR: uploads, ...env });
  opened = await createTestApp();
  await seedOnBoot(config, opened.db, opened.app.services.auth);
  return { app: opened.app, config };
}

const signIn = (app: TestApp['app'], role: string) =>
  call(app, 'POST', '/api/auth/login', { email: demo(role).email, password: demo(role).password });

describe('what a start seeds', () => {
  it('in production: nothing demo by default, so the README password gets 401', async () => {
    const restore = quietBetterAuthWarnings();
    try {
      const { app, config } = await bootWith({ ...PRODUCTION });
      expect(config.SEED_DEMO).toBe(false);
      for (const role of ['admin', 'customer']) expect((await signIn(app, role)).statusCode).toBe(401);
      const items = await call(app, 'GET', '/api/items');
      expect(items.json()).toMatchObject({ items: [] });
    } finally {
      restore();
    }
  });

  it('in production with SEED_DEMO=true: the demo catalogue, but no account whose password is public', async () => {
    const restore = quietBetterAuthWarnings();
    try {
      const { app } = await bootWith({ ...PRODUCTION, SEED_DEMO: 'true' });
      for (const account of DEMO_ACCOUNTS) {
        const res = await signIn(app, account.role);
        expect(res.statusCode, account.role).toBe(401);
      }
      // Not even an account without its password: no row has a demo email.
      const emails = DEMO_ACCOUNTS.map((a) => a.email);
      expect(await opened!.db.select().from(user).where(inArray(user.email, emails))).toEqual([]);
      expect((await call(app, 'GET', '/api/items')).json().items.length).toBeGreaterThan(0);
    } finally {
      restore();
    }
  });

  it('in development: every demo account, the admin included, as `npm start` prints them', async () => {
    const { app, config } = await bootWith({ NODE_ENV: 'development' });
    expect(config.SEED_DEMO).toBe(true);
    for (const role of ['admin', 'customer', 'retailer', 'driver'])
      expect((await signIn(app, role)).statusCode).toBe(200);
  });

  it('creates the configured admin in production', async () => {
    const { app } = await bootWith({
      ...PRODUCTION,
      ADMIN_EMAIL: 'owner@haflah.test',
      ADMIN_PASSWORD: 'a-long-admin-password',
    });
    const res = await call(app, 'POST', '/api/auth/login', {
      email: 'owner@haflah.test',
      password: 'a-long-admin-password',
    });
    expect(res.statusCode).toBe(200);
  });
});
