import { sessionResponseSchema, userResponseSchema } from '@haflah/contracts';
import { count, eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect, it } from 'vitest';
import { account, session, user } from '../modules/auth/auth.schema.js';
import { profiles } from '../modules/auth/profiles.schema.js';
import { drivers } from '../modules/drivers/drivers.schema.js';
import { shops } from '../modules/shops/shops.schema.js';
import {
  type CallOptions,
  call,
  cookieFrom,
  expectError as expectAnError,
  login,
  nextIp,
  setCookies,
  uniqueEmail,
} from './http.js';
import type { TestAppHandle } from './test-app.js';

/**
 * Staff sign-up through the API (retailers and drivers), for the tests of the retailers, drivers and
 * admin modules: valid request bodies, what a refused or accepted sign-up looks like, and what it left
 * in the database.
 */

export const SIGN_UP_PASSWORD = 'party shop 2026';
export const VALID_IBAN = 'BH67BMAG00001299123456';
export const RETAILER_URL = '/api/auth/register/retailer';
export const DRIVER_URL = '/api/auth/register/driver';

let shopCounter = 0;
/** A shop name no other test uses, so slugs and catalogue checks don't collide. */
export const shopName = (base = 'Sugar Pearl') => `${base} ${process.pid} ${++shopCounter}`;

export function retailerBody(overrides: Record<string, unknown> = {}) {
  return {
    email: uniqueEmail('shop'),
    password: SIGN_UP_PASSWORD,
    phone: '3600 1234',
    businessNameEn: shopName(),
    businessNameAr: 'سكر اللؤلؤ',
    crNumber: '123456',
    businessTypes: ['bakery', 'decorations'],
    area: 'seef',
    address: 'Building 10, Road 2801, Block 428',
    description: 'Birthday cakes and balloons',
    iban: 'bh67 bmag 0000 1299 1234 56',
    ...overrides,
  };
}

export function driverBody(overrides: Record<string, unknown> = {}) {
  return {
    email: uniqueEmail('driver'),
    password: SIGN_UP_PASSWORD,
    phone: '+973 3900 0000',
    name: 'Yusuf Ahmed',
    vehicleType: 'motorcycle',
    licensePlate: 'ab 1234',
    ...overrides,
  };
}

/** An error answer with this status and code; a refused sign-up never signs anyone in. */
export function expectError(res: LightMyRequestResponse, status: number, code: string) {
  const error = expectAnError(res, status, code);
  expect(setCookies(res).filter((c) => c.startsWith('haflah.session_token='))).toEqual([]);
  return error;
}

/** A sign-up that worked: the new user, signed in with an httpOnly session cookie. */
export function expectSignedUp(res: LightMyRequestResponse) {
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['cache-control']).toBe('no-store');
  const sessionCookie = setCookies(res).find((c) => c.startsWith('haflah.session_token='));
  expect(sessionCookie).toMatch(/; HttpOnly/i);
  return { user: userResponseSchema.parse(res.json()).user, cookie: cookieFrom(res) };
}

/** Requests and database reads over one test app (each request from a client address of its own). */
export function signUpHelpers(t: TestAppHandle) {
  const post = (url: string, payload: unknown, opts: CallOptions = {}) =>
    call(t.app, 'POST', url, payload, { ip: nextIp(), ...opts });
  const get = (url: string, cookie?: string) => call(t.app, 'GET', url, undefined, { ip: nextIp(), cookie });

  const rowCount = async (table: typeof shops | typeof drivers) => {
    const [row] = await t.db.select({ n: count() }).from(table);
    return Number(row?.n ?? 0);
  };

  /** Makes the database refuse rows of `table` whose `column` is `value`, for the length of `run`. */
  async function refuseRows(
    table: 'drivers' | 'shops',
    column: string,
    value: string,
    run: () => Promise<void>,
  ) {
    const fn = `refuse_${table}_for_test`;
    await t.db.execute(
      sql.raw(`create or replace function ${fn}() returns trigger language plpgsql as $$
        begin
          if new.${column} = '${value}' then raise exception 'refused by the test'; end if;
          return new;
        end $$`),
    );
    await t.db.execute(
      sql.raw(`create trigger ${fn} before insert on ${table} for each row execute function ${fn}()`),
    );
    try {
      await run();
    } finally {
      await t.db.execute(sql.raw(`drop trigger if exists ${fn} on ${table}`));
      await t.db.execute(sql.raw(`drop function if exists ${fn}()`));
    }
  }

  const helpers = {
    post,
    get,
    async usersWithEmail(email: string): Promise<number> {
      const [row] = await t.db.select({ n: count() }).from(user).where(eq(user.email, email));
      return Number(row?.n ?? 0);
    },
    shopCount: () => rowCount(shops),
    driverCount: () => rowCount(drivers),
    /** How many shops and driver records there are, to show that a refusal made neither. */
    async staffRecords() {
      return { shops: await rowCount(shops), drivers: await rowCount(drivers) };
    },
    async sessionUser(cookie: string) {
      const res = await get('/api/auth/session', cookie);
      expect(res.statusCode, res.body).toBe(200);
      return sessionResponseSchema.parse(res.json()).user;
    },
    refuseRows,
    /** A sign-up refused with this status and code, that made no user, shop or driver record. */
    async expectRefusedSignUp(url: string, body: Record<string, unknown>, status: number, code: string) {
      const before = await helpers.staffRecords();
      const error = expectError(await post(url, body), status, code);
      expect(await helpers.usersWithEmail(String(body.email ?? ''))).toBe(0);
      expect(await helpers.staffRecords()).toEqual(before);
      return error;
    },
    /**
     * A customer's email, written as `spell` writes it, in a sign-up to `url`: EMAIL_TAKEN, no shop or
     * driver record, and the customer's account as it was (still one, still a customer, its password
     * still signing in).
     */
    async expectEmailTaken(url: string, bodyWith: (email: string) => Record<string, unknown>) {
      const email = uniqueEmail('taken');
      const customer = await t.factories.user({ email, password: SIGN_UP_PASSWORD, name: 'Maryam' });
      const before = await helpers.staffRecords();

      expectError(await post(url, bodyWith(email)), 409, 'EMAIL_TAKEN');

      expect(await helpers.staffRecords()).toEqual(before);
      expect(await helpers.usersWithEmail(email)).toBe(1);
      const [profile] = await t.db.select().from(profiles).where(eq(profiles.userId, customer.id));
      expect(profile?.role).toBe('customer');
      // Its password still works, and it is still a customer.
      expect((await helpers.sessionUser(await login(t.app, email, SIGN_UP_PASSWORD)))?.role).toBe('customer');
    },
    /** No user with this email, and no profile, session or password left without its user. */
    async expectNoTraceOf(email: string) {
      expect(await helpers.usersWithEmail(email)).toBe(0);
      const orphans = await t.db.execute(sql`
        select (select count(*) from ${profiles} where ${profiles.userId} not in (select id from ${user})) as p,
               (select count(*) from ${session} where ${session.userId} not in (select id from ${user})) as s,
               (select count(*) from ${account} where ${account.userId} not in (select id from ${user})) as a`);
      const row = (orphans as unknown as { rows: Array<Record<string, unknown>> }).rows[0]!;
      expect([row.p, row.s, row.a].map(Number)).toEqual([0, 0, 0]);
    },
  };
  return helpers;
}

/**
 * The refusals every staff sign-up shares, registered as tests of the calling file: each invalid field
 * of `cases` (400 VALIDATION_FAILED naming it), a phone number that is no real number (INVALID_PHONE),
 * and an email that already has an account, spelt as `spell` writes it (EMAIL_TAKEN). None leaves a
 * user, shop or driver record behind.
 */
export function refusedSignUpTests(
  t: TestAppHandle,
  options: {
    url: string;
    body: (overrides?: Record<string, unknown>) => Record<string, unknown>;
    cases: Array<[label: string, overrides: Record<string, unknown>, path: string]>;
    badPhone: string;
    /** How the taken email is written ("case", "spacing"), and the email written that way. */
    spelling: [how: string, spell: (email: string) => string];
  },
) {
  const { url, body, cases, badPhone } = options;
  const [how, spell] = options.spelling;
  const { expectRefusedSignUp, expectEmailTaken } = signUpHelpers(t);

  it.each(cases)('%s: 400 VALIDATION_FAILED naming the field', async (_label, overrides, path) => {
    const error = await expectRefusedSignUp(url, body(overrides), 400, 'VALIDATION_FAILED');
    expect(error.issues?.map((i) => i.path)).toContain(path);
  });

  it('refuses a phone number that is not a real number with INVALID_PHONE', async () => {
    await expectRefusedSignUp(url, body({ phone: badPhone }), 400, 'INVALID_PHONE');
  });

  it(`refuses an email that already has an account (EMAIL_TAKEN), whatever its ${how}, and leaves it alone`, async () => {
    await expectEmailTaken(url, (email) => body({ email: spell(email) }));
  });
}
