import {
  apiErrorSchema,
  driverMeResponseSchema,
  LOGIN_LIMIT,
  retailersResponseSchema,
  sessionResponseSchema,
  staffRetailersResponseSchema,
  userResponseSchema,
} from '@haflah/contracts';
import { count, eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  type CallOptions,
  call,
  cookieFrom,
  login,
  newCustomer,
  nextIp,
  quietBetterAuthWarnings,
  setCookies,
  uniqueEmail,
} from '../../test-support/http.js';
import { createTestApp } from '../../test-support/test-app.js';
import { account, session, user } from '../auth/auth.schema.js';
import { profiles } from '../auth/profiles.schema.js';
import { drivers } from '../drivers/drivers.schema.js';
import { retailers } from './retailers.schema.js';

// One database for the file; every test uses its own emails, shop names and client IPs.
let t: Awaited<ReturnType<typeof createTestApp>>;
let restoreWarnings: () => void;
let adminCookie: string;
beforeAll(async () => {
  restoreWarnings = quietBetterAuthWarnings();
  t = await createTestApp();
  const email = uniqueEmail('admin');
  await t.app.services.auth.ensureAccount({ email, password: PASSWORD, name: 'Admin', role: 'admin' });
  adminCookie = await login(t.app, email, PASSWORD);
});
afterAll(async () => {
  await t?.close();
  restoreWarnings?.();
});

const PASSWORD = 'party shop 2026';
const VALID_IBAN = 'BH67BMAG00001299123456';
const RETAILER_URL = '/api/auth/register/retailer';
const DRIVER_URL = '/api/auth/register/driver';

let shopCounter = 0;
/** A shop name no other test uses, so slugs and catalogue checks don't collide. */
const shopName = (base = 'Sugar Pearl') => `${base} ${process.pid} ${++shopCounter}`;

function retailerBody(overrides: Record<string, unknown> = {}) {
  return {
    email: uniqueEmail('shop'),
    password: PASSWORD,
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

function driverBody(overrides: Record<string, unknown> = {}) {
  return {
    email: uniqueEmail('driver'),
    password: PASSWORD,
    phone: '+973 3900 0000',
    name: 'Yusuf Ahmed',
    vehicleType: 'motorcycle',
    licensePlate: 'ab 1234',
    ...overrides,
  };
}

const post = (url: string, payload: unknown, opts: CallOptions = {}) =>
  call(t.app, 'POST', url, payload, { ip: nextIp(), ...opts });
const get = (url: string, cookie?: string) => call(t.app, 'GET', url, undefined, { ip: nextIp(), cookie });

function expectError(res: LightMyRequestResponse, status: number, code: string) {
  expect(res.statusCode, res.body).toBe(status);
  const body = apiErrorSchema.parse(res.json());
  expect(body.error.code).toBe(code);
  // A refused sign-up never signs anyone in.
  expect(setCookies(res).filter((c) => c.startsWith('haflah.session_token='))).toEqual([]);
  return body.error;
}

function expectSignedUp(res: LightMyRequestResponse) {
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['cache-control']).toBe('no-store');
  const sessionCookie = setCookies(res).find((c) => c.startsWith('haflah.session_token='));
  expect(sessionCookie).toMatch(/; HttpOnly/i);
  return { user: userResponseSchema.parse(res.json()).user, cookie: cookieFrom(res) };
}

async function usersWithEmail(email: string): Promise<number> {
  const [row] = await t.db.select({ n: count() }).from(user).where(eq(user.email, email));
  return Number(row?.n ?? 0);
}
async function retailerCount(): Promise<number> {
  const [row] = await t.db.select({ n: count() }).from(retailers);
  return Number(row?.n ?? 0);
}
async function driverCount(): Promise<number> {
  const [row] = await t.db.select({ n: count() }).from(drivers);
  return Number(row?.n ?? 0);
}

async function sessionUser(cookie: string) {
  const res = await get('/api/auth/session', cookie);
  expect(res.statusCode, res.body).toBe(200);
  return sessionResponseSchema.parse(res.json()).user;
}

async function ownShops(cookie: string) {
  const res = await get('/api/retailer/shops', cookie);
  expect(res.statusCode, res.body).toBe(200);
  return staffRetailersResponseSchema.parse(res.json()).retailers;
}

async function publicRetailerIds(): Promise<string[]> {
  const res = await get('/api/retailers');
  expect(res.statusCode, res.body).toBe(200);
  return retailersResponseSchema.parse(res.json()).retailers.map((r) => r.id);
}

describe('retailer sign-up', () => {
  it('creates a signed-in retailer account and its shop, pending approval, with normalised details', async () => {
    const body = retailerBody({ email: `  ${uniqueEmail('shop').toUpperCase()} ` });
    const email = (body.email as string).trim().toLowerCase();
    const res = await post(RETAILER_URL, body);
    const { user: created, cookie } = expectSignedUp(res);
    expect(created).toMatchObject({
      email,
      name: body.businessNameEn,
      phone: '+97336001234',
      role: 'retailer',
    });
    expect(await sessionUser(cookie)).toEqual(created);

    const [row, ...more] = await t.db.select().from(retailers).where(eq(retailers.ownerUserId, created.id));
    expect(more).toEqual([]);
    expect(row).toMatchObject({
      nameEn: body.businessNameEn,
      nameAr: 'سكر اللؤلؤ',
      status: 'pending',
      iban: VALID_IBAN,
      crNumber: '123456',
      phone: '+97336001234',
      businessTypes: ['bakery', 'decorations'],
      areaEn: 'Seef',
      areaAr: 'السيف',
      address: 'Building 10, Road 2801, Block 428',
      descriptionEn: 'Birthday cakes and balloons',
      descriptionAr: 'Birthday cakes and balloons',
    });
    expect(row!.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);

    // The owner sees the shop and where it stands.
    const shops = await ownShops(cookie);
    expect(shops).toEqual([
      expect.objectContaining({
        id: row!.id,
        status: 'pending',
        name: { en: body.businessNameEn, ar: 'سكر اللؤلؤ' },
        area: { en: 'Seef', ar: 'السيف' },
      }),
    ]);
    // The admins see it among the pending ones.
    const pending = await get('/api/admin/retailers?status=pending', adminCookie);
    expect(staffRetailersResponseSchema.parse(pending.json()).retailers.map((r) => r.id)).toContain(row!.id);
  });

  it('keeps a pending shop out of the public catalogue until it is approved', async () => {
    const { user: created } = expectSignedUp(await post(RETAILER_URL, retailerBody()));
    const [row] = await t.db.select().from(retailers).where(eq(retailers.ownerUserId, created.id));
    const category = await t.factories.category();
    await t.factories.listing({ retailerId: row!.id, categoryId: category.id, nameEn: 'Pending cake' });

    expect(await publicRetailerIds()).not.toContain(row!.id);
    const inCategory = await get(`/api/retailers?categoryId=${category.id}`);
    expect(inCategory.json()).toEqual({ retailers: [] });
    const items = await get(`/api/items?retailerId=${row!.id}`);
    expect(items.json()).toEqual({ items: [] });

    // The same shop, once approved, is listed: the status is what hides it.
    await t.db.update(retailers).set({ status: 'approved' }).where(eq(retailers.id, row!.id));
    expect(await publicRetailerIds()).toContain(row!.id);
  });

  it('gives every shop a unique slug, also when two shops share a name (and when signing up at once)', async () => {
    const name = shopName('Balloon Bay');
    const first = expectSignedUp(await post(RETAILER_URL, retailerBody({ businessNameEn: name })));
    const second = expectSignedUp(await post(RETAILER_URL, retailerBody({ businessNameEn: name })));
    const together = await Promise.all(
      [1, 2, 3].map(() => post(RETAILER_URL, retailerBody({ businessNameEn: name }))),
    );
    const ids = [first, second, ...together.map(expectSignedUp)].map((s) => s.user.id);
    const rows = await t.db.select().from(retailers).where(eq(retailers.nameEn, name));
    expect(rows).toHaveLength(5);
    expect(new Set(rows.map((r) => r.ownerUserId))).toEqual(new Set(ids));
    const slugs = rows.map((r) => r.slug);
    expect(new Set(slugs).size).toBe(5);
    const base = rows.find((r) => r.ownerUserId === first.user.id)!.slug;
    expect(rows.find((r) => r.ownerUserId === second.user.id)!.slug).toBe(`${base}-2`);
    for (const slug of slugs) expect(slug).toMatch(new RegExp(`^${base}(-[2-5])?$`));
  });

  it('gives a shop whose English name has no Latin letters a slug of its own', async () => {
    const a = expectSignedUp(await post(RETAILER_URL, retailerBody({ businessNameEn: 'حلويات' })));
    const b = expectSignedUp(await post(RETAILER_URL, retailerBody({ businessNameEn: 'حلويات' })));
    const slugs = await t.db
      .select({ slug: retailers.slug, owner: retailers.ownerUserId })
      .from(retailers)
      .where(eq(retailers.nameEn, 'حلويات'));
    expect(slugs).toHaveLength(2);
    expect(slugs.map((s) => s.owner).sort()).toEqual([a.user.id, b.user.id].sort());
    expect(slugs[0]!.slug).not.toBe(slugs[1]!.slug);
    for (const { slug } of slugs) expect(slug).toMatch(/^shop(-\d+)?$/);
  });

  it('strips markup from the shop names, address and description', async () => {
    const res = await post(
      RETAILER_URL,
      retailerBody({
        businessNameEn: `<b>Glitter</b> & Co ${process.pid}`,
        businessNameAr: '<i>بريق</i>',
        address: '<script>alert(1)</script>Road 12, Block 305',
        description: 'Balloons <img src=x onerror=alert(1)>and banners',
      }),
    );
    const { user: created } = expectSignedUp(res);
    expect(created.name).toBe(`Glitter & Co ${process.pid}`);
    const [row] = await t.db.select().from(retailers).where(eq(retailers.ownerUserId, created.id));
    expect(row).toMatchObject({
      nameEn: `Glitter & Co ${process.pid}`,
      nameAr: 'بريق',
      address: 'alert(1)Road 12, Block 305',
      descriptionEn: 'Balloons and banners',
    });
    expect(JSON.stringify(row)).not.toMatch(/[<>]/);
  });

  it('takes no description, and Arabic-Indic digits in the CR number', async () => {
    const { description: _, ...body } = retailerBody({ crNumber: '١٢٣٤٥٦٧' });
    const { user: created } = expectSignedUp(await post(RETAILER_URL, body));
    const [row] = await t.db.select().from(retailers).where(eq(retailers.ownerUserId, created.id));
    expect(row).toMatchObject({ crNumber: '1234567', descriptionEn: '', descriptionAr: '' });
  });
});

describe('driver sign-up', () => {
  it('creates a signed-in driver account and its driver record, offline', async () => {
    const body = driverBody({ name: '<i>Yusuf</i> Ahmed' });
    const { user: created, cookie } = expectSignedUp(await post(DRIVER_URL, body));
    expect(created).toMatchObject({
      email: body.email,
      name: 'Yusuf Ahmed',
      phone: '+97339000000',
      role: 'driver',
    });

    const me = await get('/api/driver/me', cookie);
    expect(me.statusCode, me.body).toBe(200);
    expect(driverMeResponseSchema.parse(me.json())).toEqual({
      user: created,
      driver: {
        id: created.id,
        name: 'Yusuf Ahmed',
        phone: '+97339000000',
        email: body.email,
        vehicleType: 'motorcycle',
        licensePlate: 'AB 1234',
        status: 'offline',
        isActive: true,
        currentOrders: 0,
        maxOrders: 3,
        rating: 0,
        totalDeliveries: 0,
        currentLocation: null,
      },
    });

    // A driver is no retailer and no admin.
    expectError(await get('/api/retailer/shops', cookie), 403, 'FORBIDDEN');
    expectError(await get('/api/admin/retailers?status=pending', cookie), 403, 'FORBIDDEN');
    // …and a retailer is no driver.
    const shop = expectSignedUp(await post(RETAILER_URL, retailerBody()));
    expectError(await get('/api/driver/me', shop.cookie), 403, 'FORBIDDEN');
    expectError(await get('/api/driver/me'), 401, 'UNAUTHENTICATED');
  });

  it('signs the new driver in with the password given', async () => {
    const body = driverBody({ vehicleType: 'van', licensePlate: '٤٥٦٧٨' });
    expectSignedUp(await post(DRIVER_URL, body));
    const cookie = await login(t.app, body.email as string, PASSWORD);
    const me = driverMeResponseSchema.parse((await get('/api/driver/me', cookie)).json());
    expect(me.driver).toMatchObject({ vehicleType: 'van', licensePlate: '45678' });
  });
});

describe('refused sign-ups create nothing', () => {
  const cases: Array<[string, string, Record<string, unknown>, string]> = [
    ['a bad IBAN (mod-97)', RETAILER_URL, { iban: 'BH67BMAG00001299123465' }, 'body.iban'],
    ['a foreign IBAN', RETAILER_URL, { iban: 'DE89370400440532013000' }, 'body.iban'],
    ['a CR number with letters', RETAILER_URL, { crNumber: 'CR12345' }, 'body.crNumber'],
    ['a CR number that is too short', RETAILER_URL, { crNumber: '123' }, 'body.crNumber'],
    ['no business types', RETAILER_URL, { businessTypes: [] }, 'body.businessTypes'],
    ['an unknown business type', RETAILER_URL, { businessTypes: ['weapons'] }, 'body.businessTypes.0'],
    ['an unknown area', RETAILER_URL, { area: 'dubai' }, 'body.area'],
    ['a business name of markup only', RETAILER_URL, { businessNameEn: '<b></b>' }, 'body.businessNameEn'],
    ['a missing Arabic name', RETAILER_URL, { businessNameAr: undefined }, 'body.businessNameAr'],
    ['a short password', RETAILER_URL, { password: 'short' }, 'body.password'],
    ['a bad email', RETAILER_URL, { email: 'not-an-email' }, 'body.email'],
    ['a bad plate', DRIVER_URL, { licensePlate: '12#45' }, 'body.licensePlate'],
    ['an Arabic plate', DRIVER_URL, { licensePlate: 'بحرين' }, 'body.licensePlate'],
    ['an unknown vehicle', DRIVER_URL, { vehicleType: 'bicycle' }, 'body.vehicleType'],
    ['a name with digits', DRIVER_URL, { name: 'R2D2' }, 'body.name'],
    ['no phone', DRIVER_URL, { phone: undefined }, 'body.phone'],
  ];

  it.each(cases)('%s: 400 VALIDATION_FAILED naming the field', async (_label, url, overrides, path) => {
    const body = url === RETAILER_URL ? retailerBody(overrides) : driverBody(overrides);
    const email = String(body.email ?? '');
    const before = { retailers: await retailerCount(), drivers: await driverCount() };
    const error = expectError(await post(url, body), 400, 'VALIDATION_FAILED');
    expect(error.issues?.map((i) => i.path)).toContain(path);
    expect(await usersWithEmail(email)).toBe(0);
    expect({ retailers: await retailerCount(), drivers: await driverCount() }).toEqual(before);
  });

  it('refuses a phone number that is not a real number with INVALID_PHONE', async () => {
    for (const [url, body] of [
      [RETAILER_URL, retailerBody({ phone: '123456' })],
      [DRIVER_URL, driverBody({ phone: '+973 1234' })],
    ] as const) {
      const before = { retailers: await retailerCount(), drivers: await driverCount() };
      expectError(await post(url, body), 400, 'INVALID_PHONE');
      expect(await usersWithEmail(body.email as string)).toBe(0);
      expect({ retailers: await retailerCount(), drivers: await driverCount() }).toEqual(before);
    }
  });

  it('refuses an email that already has an account (EMAIL_TAKEN), whatever its case, and leaves it alone', async () => {
    const email = uniqueEmail('taken');
    const customer = await post('/api/auth/register', { name: 'Maryam', email, password: PASSWORD });
    expect(customer.statusCode, customer.body).toBe(200);
    const customerId = userResponseSchema.parse(customer.json()).user.id;
    const before = { retailers: await retailerCount(), drivers: await driverCount() };

    expectError(await post(RETAILER_URL, retailerBody({ email: email.toUpperCase() })), 409, 'EMAIL_TAKEN');
    expectError(await post(DRIVER_URL, driverBody({ email: ` ${email}` })), 409, 'EMAIL_TAKEN');

    expect({ retailers: await retailerCount(), drivers: await driverCount() }).toEqual(before);
    expect(await usersWithEmail(email)).toBe(1);
    const [profile] = await t.db.select().from(profiles).where(eq(profiles.userId, customerId));
    expect(profile?.role).toBe('customer');
    // Its password still works, and it is still a customer.
    expect((await sessionUser(await login(t.app, email, PASSWORD)))?.role).toBe('customer');
  });

  it('gives one of two simultaneous sign-ups with the same email the account, the other EMAIL_TAKEN', async () => {
    const email = uniqueEmail('twice');
    // better-auth logs the losing insert's unique violation; that is the expected path here.
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    const answers = await Promise.all([
      post(DRIVER_URL, driverBody({ email })),
      post(RETAILER_URL, retailerBody({ email })),
    ]).finally(() => quiet.mockRestore());
    const codes = answers.map((r) => r.statusCode).sort();
    expect(codes, answers.map((r) => r.body).join('\n')).toEqual([200, 409]);
    expectError(answers.find((r) => r.statusCode === 409)!, 409, 'EMAIL_TAKEN');
    expect(await usersWithEmail(email)).toBe(1);
    const [owner] = await t.db.select({ id: user.id }).from(user).where(eq(user.email, email));
    const hasDriver = (await t.db.select().from(drivers).where(eq(drivers.id, owner!.id))).length;
    const hasShop = (await t.db.select().from(retailers).where(eq(retailers.ownerUserId, owner!.id))).length;
    expect(hasDriver + hasShop).toBe(1);
  });

  it('refuses ALREADY_SIGNED_IN when this browser is signed in with that email', async () => {
    const body = retailerBody();
    const { cookie } = expectSignedUp(await post(RETAILER_URL, body));
    const shopsBefore = await retailerCount();
    const again = expectError(
      await post(RETAILER_URL, { ...body, businessNameEn: shopName() }, { cookie }),
      409,
      'ALREADY_SIGNED_IN',
    );
    expect(again.message).toBe('You are already logged in with this email. Please sign out first.');
    expectError(
      await post(DRIVER_URL, driverBody({ email: (body.email as string).toUpperCase() }), { cookie }),
      409,
      'ALREADY_SIGNED_IN',
    );
    expect(await retailerCount()).toBe(shopsBefore);
    // The session is untouched.
    expect((await sessionUser(cookie))?.email).toBe(body.email);

    // A customer signed in with the email they now try to register a shop with.
    const email = uniqueEmail('cust');
    const customer = await post('/api/auth/register', { name: 'Hasan', email, password: PASSWORD });
    expectError(
      await post(RETAILER_URL, retailerBody({ email }), { cookie: cookieFrom(customer) }),
      409,
      'ALREADY_SIGNED_IN',
    );
  });

  it('lets a browser signed in with another account sign up a new one (and switches to it)', async () => {
    const customerCookie = await newCustomer(t.app);
    const body = driverBody();
    const { cookie } = expectSignedUp(await post(DRIVER_URL, body, { cookie: customerCookie }));
    expect((await sessionUser(cookie))?.role).toBe('driver');
  });

  it(`uses the sign-in limiter: after ${LOGIN_LIMIT.max} attempts for one email, 429 from any address`, async () => {
    const email = uniqueEmail('limited');
    // Attempts that the server reaches count, whatever their outcome: wrong passwords…
    for (let i = 0; i < LOGIN_LIMIT.max - 2; i++) {
      const res = await post('/api/auth/login', { email, password: `guess ${i}` });
      expect(res.statusCode).toBe(401);
    }
    // …and sign-ups refused for their phone number.
    expectError(await post(RETAILER_URL, retailerBody({ email, phone: '123456' })), 400, 'INVALID_PHONE');
    expectError(await post(DRIVER_URL, driverBody({ email, phone: '123456' })), 400, 'INVALID_PHONE');

    const refused = expectError(await post(RETAILER_URL, retailerBody({ email })), 429, 'RATE_LIMITED');
    expect(refused.code).toBe('RATE_LIMITED');
    const driver = await post(DRIVER_URL, driverBody({ email }));
    expectError(driver, 429, 'RATE_LIMITED');
    expect(Number(driver.headers['retry-after'])).toBeGreaterThan(0);
    expect(await usersWithEmail(email)).toBe(0);

    // Only that email: another one from the same address is fine.
    expectSignedUp(await post(DRIVER_URL, driverBody()));
  });
});

describe('a failure after the account is made', () => {
  /** Makes the database refuse rows of `table` whose `column` is `value`, for the length of `run`. */
  async function refuseRows(
    table: 'drivers' | 'retailers',
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

  async function expectNoTraceOf(email: string) {
    expect(await usersWithEmail(email)).toBe(0);
    const orphans = await t.db.execute(sql`
      select (select count(*) from ${profiles} where ${profiles.userId} not in (select id from ${user})) as p,
             (select count(*) from ${session} where ${session.userId} not in (select id from ${user})) as s,
             (select count(*) from ${account} where ${account.userId} not in (select id from ${user})) as a`);
    const row = (orphans as unknown as { rows: Array<Record<string, unknown>> }).rows[0]!;
    expect([row.p, row.s, row.a].map(Number)).toEqual([0, 0, 0]);
  }

  it('removes the account again when the driver record cannot be stored, and the email stays free', async () => {
    const body = driverBody({ name: 'Fail Records' });
    await refuseRows('drivers', 'name', 'Fail Records', async () => {
      const res = await post(DRIVER_URL, body);
      expectError(res, 500, 'INTERNAL');
    });
    await expectNoTraceOf(body.email as string);
    // Nothing half-made blocks a second try.
    const { user: created, cookie } = expectSignedUp(await post(DRIVER_URL, body));
    expect(created.role).toBe('driver');
    expect((await get('/api/driver/me', cookie)).statusCode).toBe(200);
  });

  it('removes the account again when the shop cannot be stored', async () => {
    const name = shopName('Doomed');
    const body = retailerBody({ businessNameEn: name });
    const before = await retailerCount();
    await refuseRows('retailers', 'name_en', name, async () => {
      expectError(await post(RETAILER_URL, body), 500, 'INTERNAL');
    });
    await expectNoTraceOf(body.email as string);
    expect(await retailerCount()).toBe(before);
    expectSignedUp(await post(RETAILER_URL, body));
  });
});

describe('data export', () => {
  it("includes a retailer's shop with its registration details", async () => {
    const body = retailerBody();
    const { user: created, cookie } = expectSignedUp(await post(RETAILER_URL, body));
    const res = await get('/api/account/export', cookie);
    expect(res.statusCode, res.body).toBe(200);
    const data = JSON.parse(res.body);
    expect(data.account).toMatchObject({ id: created.id, email: body.email });
    expect(data.account.profile).toMatchObject({ role: 'retailer', phone: '+97336001234' });
    expect(data.driver).toBeNull();
    expect(data.shops).toEqual([
      expect.objectContaining({
        nameEn: body.businessNameEn,
        nameAr: body.businessNameAr,
        status: 'pending',
        crNumber: '123456',
        iban: VALID_IBAN,
        businessTypes: ['bakery', 'decorations'],
        phone: '+97336001234',
        address: body.address,
        areaEn: 'Seef',
        ownerUserId: created.id,
      }),
    ]);
    expect(res.body).not.toContain(PASSWORD);
  });

  it("includes a driver's record", async () => {
    const body = driverBody();
    const { user: created, cookie } = expectSignedUp(await post(DRIVER_URL, body));
    const data = JSON.parse((await get('/api/account/export', cookie)).body);
    expect(data.shops).toEqual([]);
    expect(data.driver).toMatchObject({
      id: created.id,
      name: 'Yusuf Ahmed',
      email: body.email,
      phone: '+97339000000',
      vehicleType: 'motorcycle',
      licensePlate: 'AB 1234',
      status: 'offline',
    });
  });
});

describe('account deletion (Bahrain PDPL)', () => {
  const del = (cookie: string) => call(t.app, 'DELETE', '/api/account', undefined, { ip: nextIp(), cookie });

  it("deletes a shop that was never approved with its owner's account", async () => {
    const body = retailerBody();
    const { cookie } = expectSignedUp(await post(RETAILER_URL, body));
    expect((await del(cookie)).statusCode).toBe(200);
    expect(
      await t.db
        .select()
        .from(retailers)
        .where(eq(retailers.nameEn, body.businessNameEn as string)),
    ).toEqual([]);
  });

  it("keeps an approved shop for its customers, without an owner or the owner's registration details", async () => {
    const body = retailerBody();
    const { cookie } = expectSignedUp(await post(RETAILER_URL, body));
    await t.db
      .update(retailers)
      .set({ status: 'approved' })
      .where(eq(retailers.nameEn, body.businessNameEn as string));
    expect((await del(cookie)).statusCode).toBe(200);
    const [shop] = await t.db
      .select()
      .from(retailers)
      .where(eq(retailers.nameEn, body.businessNameEn as string));
    expect(shop).toMatchObject({
      status: 'approved',
      ownerUserId: null,
      crNumber: null,
      iban: null,
      phone: null,
      address: null,
    });
    expect(await publicRetailerIds()).toContain(shop!.id);
  });

  it("deletes a driver's record with the account", async () => {
    const body = driverBody();
    const { user: created, cookie } = expectSignedUp(await post(DRIVER_URL, body));
    expect((await del(cookie)).statusCode).toBe(200);
    expect(await t.db.select().from(drivers).where(eq(drivers.id, created.id))).toEqual([]);
  });
});
