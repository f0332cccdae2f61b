import { apiErrorSchema, sessionResponseSchema, userResponseSchema } from '@haflah/contracts';
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  cookieFrom,
  login,
  mailbox,
  nextIp,
  quietBetterAuthWarnings,
  requestCode,
  setCookies,
  uniqueEmail,
} from '../../test-support/http.js';
import { useTestApp } from '../../test-support/test-app.js';
import { account, session, user } from '../auth/auth.schema.js';
import { profiles } from '../auth/profiles.schema.js';
import { outbox } from '../mail/mail.schema.js';

beforeAll(quietBetterAuthWarnings);
const t = useTestApp();

const PASSWORD = 'export me 12345';

async function registerCustomer(email = uniqueEmail('acct')) {
  const res = await call(
    t.app,
    'POST',
    '/api/auth/register',
    { name: 'Layla Saleh', email, password: PASSWORD, phone: '3600 1234', location: 'Juffair' },
    { ip: nextIp() },
  );
  expect(res.statusCode, res.body).toBe(200);
  return { email, user: userResponseSchema.parse(res.json()).user, cookie: cookieFrom(res) };
}

const rows = async (table: typeof session | typeof account | typeof profiles, userId: string) => {
  const [row] = await t.db.select({ n: count() }).from(table).where(eq(table.userId, userId));
  return Number(row?.n ?? 0);
};

/** Every key anywhere in a JSON value. */
function keysOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(keysOf);
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => [k, ...keysOf(v)]);
  }
  return [];
}

describe('GET /api/account/export', () => {
  it('downloads the account, profile, sessions and emails as JSON, with no password hash or session token', async () => {
    const { email, user: me, cookie } = await registerCustomer();
    const second = await login(t.app, email, PASSWORD);
    await requestCode(t.app, uniqueEmail('someone-else'));
    const [credential] = await t.db.select().from(account).where(eq(account.userId, me.id));
    const tokens = (await t.db.select().from(session).where(eq(session.userId, me.id))).map((s) => s.token);
    expect(credential?.password).toBeTruthy();
    expect(tokens).toHaveLength(2);

    const res = await call(t.app, 'GET', '/api/account/export', undefined, { cookie: second });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="haflah-data-${me.id}.json"`);
    expect(res.headers['cache-control']).toBe('no-store');

    const data = JSON.parse(res.body);
    expect(data.account).toMatchObject({ id: me.id, email, name: 'Layla Saleh', emailVerified: false });
    expect(data.account.profile).toMatchObject({
      userId: me.id,
      phone: '+97336001234',
      location: 'Juffair',
      role: 'customer',
    });
    expect(data.account.sessions).toHaveLength(2);
    for (const s of data.account.sessions) {
      expect(s).toEqual({
        createdAt: expect.any(String),
        expiresAt: expect.any(String),
        ipAddress: expect.any(String),
        userAgent: expect.toBeOneOf([expect.any(String), null]),
      });
    }
    expect(Array.isArray(data.emails)).toBe(true);
    expect(data.emails).toEqual([]); // the code email went to someone else

    // Nothing secret: no password hash, no password field, no session token anywhere.
    expect(res.body).not.toContain(credential!.password!);
    expect(res.body).not.toContain(PASSWORD);
    for (const token of tokens) expect(res.body).not.toContain(token);
    expect(keysOf(data).map((k) => k.toLowerCase())).not.toEqual(
      expect.arrayContaining([expect.stringMatching(/password|token|secret|hash/)]),
    );
    expect(cookie).not.toBe(second);
  });

  it('lists the emails sent to the account', async () => {
    const { email, cookie } = await registerCustomer();
    await requestCode(t.app, email);
    const res = await call(t.app, 'GET', '/api/account/export', undefined, { cookie });
    const data = JSON.parse(res.body);
    expect(data.emails).toEqual([
      { subject: expect.stringMatching(/Haflah code \d{6}/), status: 'kept', createdAt: expect.any(String) },
    ]);
  });

  it('needs a session', async () => {
    const res = await call(t.app, 'GET', '/api/account/export');
    expect(res.statusCode).toBe(401);
    expect(apiErrorSchema.parse(res.json()).error.code).toBe('UNAUTHENTICATED');
  });
});

describe('DELETE /api/account', () => {
  it('removes the user, their sessions, profile, password and emails; sign-in fails afterwards', async () => {
    const { email, user: me, cookie } = await registerCustomer();
    const otherDevice = await login(t.app, email, PASSWORD);
    const bystander = await t.factories.user();
    await requestCode(t.app, email);
    await requestCode(t.app, bystander.email);
    expect((await mailbox(t.app)).filter((m) => m.to === email)).toHaveLength(1);

    const res = await call(t.app, 'DELETE', '/api/account', undefined, { cookie });
    expect(res.statusCode, res.body).toBe(200);
    expect(sessionResponseSchema.parse(res.json())).toEqual({ user: null });
    expect(setCookies(res).find((c) => c.startsWith('haflah.session_token='))).toMatch(/Max-Age=0/i);

    // Gone from the database…
    expect(await t.db.select().from(user).where(eq(user.id, me.id))).toEqual([]);
    expect(await rows(session, me.id)).toBe(0);
    expect(await rows(account, me.id)).toBe(0);
    expect(await rows(profiles, me.id)).toBe(0);
    expect(await t.db.select().from(outbox).where(eq(outbox.to, email))).toEqual([]);
    expect((await mailbox(t.app)).filter((m) => m.to === email)).toEqual([]);

    // …and through the API: both sessions are dead, the password no longer works.
    for (const c of [cookie, otherDevice]) {
      const s = await call(t.app, 'GET', '/api/auth/session', undefined, { cookie: c });
      expect(s.json()).toEqual({ user: null });
      expect((await call(t.app, 'PATCH', '/api/profile', { name: 'Ghost' }, { cookie: c })).statusCode).toBe(
        401,
      );
    }
    const again = await call(
      t.app,
      'POST',
      '/api/auth/login',
      { email, password: PASSWORD },
      { ip: nextIp() },
    );
    expect(again.statusCode).toBe(401);
    expect(apiErrorSchema.parse(again.json()).error.code).toBe('INVALID_CREDENTIALS');

    // Other people's data is untouched.
    expect((await mailbox(t.app)).filter((m) => m.to === bystander.email)).toHaveLength(1);
    const them = await call(t.app, 'GET', '/api/auth/session', undefined, { cookie: bystander.cookie });
    expect(them.json().user.id).toBe(bystander.id);

    // The address is free again: a new, unrelated account.
    const fresh = await registerCustomer(email);
    expect(fresh.user.id).not.toBe(me.id);
  });

  it('needs a session', async () => {
    const res = await call(t.app, 'DELETE', '/api/account');
    expect(res.statusCode).toBe(401);
    expect(apiErrorSchema.parse(res.json()).error.code).toBe('UNAUTHENTICATED');
  });
});
