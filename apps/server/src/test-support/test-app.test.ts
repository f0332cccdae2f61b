import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './test-app.js';

// Read while the file is being collected, before any hook has run.
const early = useTestApp();
let readEarly: unknown;
try {
  void early.app;
} catch (err) {
  readEarly = err;
}

describe('useTestApp', () => {
  describe('inside its describe', () => {
    let now = new Date('2026-11-23T06:00:00Z');
    const t = useTestApp({ clock: () => now, config: () => ({ MAIL_FROM: 'Party <party@haflah.test>' }) });

    it('gives a built app, its database and builders writing to that database', async () => {
      expect((await t.app.inject('/healthz')).json()).toEqual({ status: 'ok' });
      const user = await t.factories.user({ role: 'retailer' });
      const session = await t.app.inject({ url: '/api/auth/session', headers: { cookie: user.cookie } });
      expect(session.json().user).toMatchObject({ id: user.id, role: 'retailer' });
      const { rows } = await t.db.execute<{ n: number }>(sql`select 1 as n`);
      expect(rows).toEqual([{ n: 1 }]);
    });

    it('runs the app on the clock it was given', async () => {
      now = new Date('2026-11-23T07:00:00Z');
      const { cookie } = await t.factories.user();
      const cart = await t.app.inject({ url: '/api/cart', headers: { cookie } });
      expect(cart.json().serverTime).toBe('2026-11-23T07:00:00.000Z');
    });
  });

  it('says what went wrong when read before the app is built, and is ready once it is', () => {
    expect(String(readEarly)).toMatch(/useTestApp\(\): t\.app was read before the app was built/);
    expect(early.app.server).toBeDefined();
  });
});

describe('after a describe’s app is closed', () => {
  let closed: ReturnType<typeof useTestApp> | undefined;
  describe('a describe with its own app', () => {
    closed = useTestApp();
    it('is open inside', () => {
      expect(closed!.db).toBeDefined();
    });
  });

  it('refuses to hand it out', () => {
    expect(() => closed!.factories).toThrow(/t\.factories was read after the app was closed/);
  });
});
