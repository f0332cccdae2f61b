import { LOGIN_LIMIT, shopsResponseSchema, staffShopsResponseSchema } from '@haflah/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { call, nextIp, quietBetterAuthWarnings, uniqueEmail } from '../../test-support/http.js';
import {
  DRIVER_URL,
  driverBody,
  expectError,
  expectSignedUp,
  SIGN_UP_PASSWORD as PASSWORD,
  RETAILER_URL,
  refusedSignUpTests,
  retailerBody,
  shopName,
  signUpHelpers,
  VALID_IBAN,
} from '../../test-support/sign-ups.js';
import { useTestApp } from '../../test-support/test-app.js';
import { user } from '../auth/auth.schema.js';
import { drivers } from '../drivers/drivers.schema.js';
import { shops } from './shops.schema.js';

// One database for the file; every test uses its own emails, shop names and client IPs. The driver's
// side of sign-up is in drivers.routes.test.ts, the admin's list of shops in shops.staff-routes.test.ts;
// what both sign-ups share (one limiter, one email) is here.
beforeAll(quietBetterAuthWarnings);
const t = useTestApp();
const { post, get, usersWithEmail, shopCount, sessionUser, refuseRows, expectNoTraceOf } = signUpHelpers(t);

async function ownShops(cookie: string) {
  const res = await get('/api/retailer/shops', cookie);
  expect(res.statusCode, res.body).toBe(200);
  return staffShopsResponseSchema.parse(res.json()).shops;
}

/** Every shop customers see, page after page. */
async function publicShopIds(): Promise<string[]> {
  const ids: string[] = [];
  let after: string | null = null;
  do {
    const res = await get(after ? `/api/shops?after=${after}` : '/api/shops');
    expect(res.statusCode, res.body).toBe(200);
    const page = shopsResponseSchema.parse(res.json());
    ids.push(...page.shops.map((r) => r.id));
    after = page.nextCursor;
  } while (after);
  return ids;
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

    const [row, ...more] = await t.db.select().from(shops).where(eq(shops.ownerUserId, created.id));
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
    const owned = await ownShops(cookie);
    expect(owned).toEqual([
      expect.objectContaining({
        id: row!.id,
        status: 'pending',
        name: { en: body.businessNameEn, ar: 'سكر اللؤلؤ' },
        area: { en: 'Seef', ar: 'السيف' },
      }),
    ]);
    // That the admins see it among the pending ones: shops.staff-routes.test.ts.
  });

  it('keeps a pending shop out of the public catalogue until it is approved', async () => {
    const { user: created } = expectSignedUp(await post(RETAILER_URL, retailerBody()));
    const [row] = await t.db.select().from(shops).where(eq(shops.ownerUserId, created.id));
    const category = await t.factories.category();
    await t.factories.listing({ shopId: row!.id, categoryId: category.id, nameEn: 'Pending cake' });

    expect(await publicShopIds()).not.toContain(row!.id);
    const inCategory = await get(`/api/shops?categoryId=${category.id}`);
    expect(inCategory.json()).toEqual({ shops: [], total: 0, nextCursor: null });
    const items = await get(`/api/items?shopId=${row!.id}`);
    expect(items.json().items).toEqual([]);

    // The same shop, once approved, is listed: the status is what hides it.
    await t.db.update(shops).set({ status: 'approved' }).where(eq(shops.id, row!.id));
    expect(await publicShopIds()).toContain(row!.id);
  });

  it('gives every shop a unique slug, also when two shops share a name (and when signing up at once)', async () => {
    const name = shopName('Balloon Bay');
    const first = expectSignedUp(await post(RETAILER_URL, retailerBody({ businessNameEn: name })));
    const second = expectSignedUp(await post(RETAILER_URL, retailerBody({ businessNameEn: name })));
    const together = await Promise.all(
      [1, 2, 3].map(() => post(RETAILER_URL, retailerBody({ businessNameEn: name }))),
    );
    const ids = [first, second, ...together.map(expectSignedUp)].map((s) => s.user.id);
    const rows = await t.db.select().from(shops).where(eq(shops.nameEn, name));
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
      .select({ slug: shops.slug, owner: shops.ownerUserId })
      .from(shops)
      .where(eq(shops.nameEn, 'حلويات'));
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
    const [row] = await t.db.select().from(shops).where(eq(shops.ownerUserId, created.id));
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
    const [row] = await t.db.select().from(shops).where(eq(shops.ownerUserId, created.id));
    expect(row).toMatchObject({ crNumber: '1234567', descriptionEn: '', descriptionAr: '' });
  });
});

describe('refused sign-ups create nothing', () => {
  refusedSignUpTests(t, {
    url: RETAILER_URL,
    body: retailerBody,
    cases: [
      ['a bad IBAN (mod-97)', { iban: 'BH67BMAG00001299123465' }, 'body.iban'],
      ['a foreign IBAN', { iban: 'DE89370400440532013000' }, 'body.iban'],
      ['a CR number with letters', { crNumber: 'CR12345' }, 'body.crNumber'],
      ['a CR number that is too short', { crNumber: '123' }, 'body.crNumber'],
      ['no business types', { businessTypes: [] }, 'body.businessTypes'],
      ['an unknown business type', { businessTypes: ['weapons'] }, 'body.businessTypes.0'],
      ['an unknown area', { area: 'dubai' }, 'body.area'],
      ['a business name of markup only', { businessNameEn: '<b></b>' }, 'body.businessNameEn'],
      ['a missing Arabic name', { businessNameAr: undefined }, 'body.businessNameAr'],
      ['a short password', { password: 'short' }, 'body.password'],
      ['a bad email', { email: 'not-an-email' }, 'body.email'],
    ],
    badPhone: '123456',
    spelling: ['case', (email) => email.toUpperCase()],
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
    const hasShop = (await t.db.select().from(shops).where(eq(shops.ownerUserId, owner!.id))).length;
    expect(hasDriver + hasShop).toBe(1);
  });

  it('refuses ALREADY_SIGNED_IN when this browser is signed in with that email', async () => {
    const body = retailerBody();
    const { cookie } = expectSignedUp(await post(RETAILER_URL, body));
    const shopsBefore = await shopCount();
    const again = expectError(
      await post(RETAILER_URL, { ...body, businessNameEn: shopName() }, { cookie }),
      409,
      'ALREADY_SIGNED_IN',
    );
    expect(again.message).toBe('You are already logged in with this email. Please sign out first.');
    expect(await shopCount()).toBe(shopsBefore);
    // The session is untouched.
    expect((await sessionUser(cookie))?.email).toBe(body.email);

    // A customer signed in with the email they now try to register a shop with.
    const customer = await t.factories.user({ email: uniqueEmail('cust'), name: 'Hasan' });
    expectError(
      await post(RETAILER_URL, retailerBody({ email: customer.email }), { cookie: customer.cookie }),
      409,
      'ALREADY_SIGNED_IN',
    );
  });

  it('lets a browser signed in with another account sign up a shop (and switches to it)', async () => {
    const customer = await t.factories.user({ role: 'customer' });
    const { cookie } = expectSignedUp(await post(RETAILER_URL, retailerBody(), { cookie: customer.cookie }));
    expect((await sessionUser(cookie))?.role).toBe('retailer');
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
  it('removes the account again when the shop cannot be stored', async () => {
    const name = shopName('Doomed');
    const body = retailerBody({ businessNameEn: name });
    const before = await shopCount();
    await refuseRows('shops', 'name_en', name, async () => {
      expectError(await post(RETAILER_URL, body), 500, 'INTERNAL');
    });
    await expectNoTraceOf(body.email as string);
    expect(await shopCount()).toBe(before);
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
        .from(shops)
        .where(eq(shops.nameEn, body.businessNameEn as string)),
    ).toEqual([]);
  });

  it("keeps an approved shop for its orders, but no longer selling: hidden, without an owner or the owner's registration details", async () => {
    const body = retailerBody();
    const { cookie } = expectSignedUp(await post(RETAILER_URL, body));
    await t.db
      .update(shops)
      .set({ status: 'approved' })
      .where(eq(shops.nameEn, body.businessNameEn as string));
    expect((await del(cookie)).statusCode).toBe(200);
    const [shop] = await t.db
      .select()
      .from(shops)
      .where(eq(shops.nameEn, body.businessNameEn as string));
    expect(shop).toMatchObject({
      status: 'rejected',
      ownerUserId: null,
      crNumber: null,
      iban: null,
      phone: null,
      address: null,
    });
    expect(await publicShopIds()).not.toContain(shop!.id);
  });
});
