import {
  apiErrorSchema,
  csvImportReportSchema,
  itemsResponseSchema,
  LISTING_CSV_COLUMNS,
  LISTING_CSV_MAX_BYTES,
  listingCommitmentsSchema,
  type ShopListing,
  shopListingResponseSchema,
  shopListingsPageSchema,
  shopListingsSummarySchema,
} from '@haflah/contracts';
import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BuiltUser } from '../../test-support/builders.js';
import { placeRequestFor } from '../../test-support/checkout.js';
import { call } from '../../test-support/http.js';
import { useTestApp } from '../../test-support/test-app.js';
import { bookings } from '../cart/cart.schema.js';
import { parseListingsCsv, toCsv } from './catalogue.csv.js';
import { listingImages, listings, searchWords } from './catalogue.schema.js';

const t = useTestApp();

const HOUR = 3600_000;
let category: { id: string; slug: string; nameEn: string; nameAr: string };
let owner: BuiltUser;
let shop: { id: string };

/** A retailer account running its own (approved unless said) shop. */
async function retailerWithShop(status: 'approved' | 'pending' | 'rejected' = 'approved') {
  const user = await t.factories.user({ role: 'retailer' });
  const row = await t.factories.shop({ ownerUserId: user.id, status });
  return { user, shop: row };
}

beforeAll(async () => {
  category = await t.factories.category();
  ({ user: owner, shop } = await retailerWithShop());
});

const as = (user: BuiltUser) => ({
  get: (url: string) => call(t.app, 'GET', url, undefined, { cookie: user.cookie }),
  post: (url: string, body?: unknown) => call(t.app, 'POST', url, body ?? {}, { cookie: user.cookie }),
  patch: (url: string, body: unknown) => call(t.app, 'PATCH', url, body, { cookie: user.cookie }),
  put: (url: string, body: unknown) => call(t.app, 'PUT', url, body, { cookie: user.cookie }),
  del: (url: string) => call(t.app, 'DELETE', url, undefined, { cookie: user.cookie }),
  csv: (url: string, text: string) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { cookie: user.cookie, 'content-type': 'text/csv; charset=utf-8' },
      payload: text,
    }),
});

const cake = (overrides: Record<string, unknown> = {}) => ({
  kind: 'product',
  pricingType: 'fixed',
  categoryId: category.id,
  name: { en: 'Rose cake', ar: 'كيكة الورد' },
  description: { en: 'Vanilla sponge, rose cream', ar: 'كيك فانيلا بكريمة الورد' },
  priceFils: 12_500,
  capacity: 4,
  servesGuests: 12,
  ...overrides,
});
const entertainer = (overrides: Record<string, unknown> = {}) => ({
  kind: 'entertainment',
  pricingType: 'hourly',
  categoryId: category.id,
  name: { en: 'Magic show', ar: 'عرض سحري' },
  hourlyRateFils: 30_000,
  ...overrides,
});

async function created(user: BuiltUser, body: unknown): Promise<ShopListing> {
  const res = await as(user).post('/api/retailer/listings', body);
  expect(res.statusCode, res.body).toBe(201);
  return shopListingResponseSchema.parse(res.json()).listing;
}

const issuesOf = (res: { json(): unknown }) =>
  (apiErrorSchema.parse(res.json()).error.issues ?? []).map((i) => `${i.path}:${i.message}`);

describe('a shop creating and editing its listings', () => {
  it('creates a fixed-price product and an hourly entertainer, visible to customers at once', async () => {
    const product = await created(owner, cake());
    expect(product).toMatchObject({
      kind: 'product',
      pricingType: 'fixed',
      priceFils: 12_500,
      salePriceFils: null,
      isOnSale: false,
      hourlyRateFils: null,
      capacity: 4,
      servesGuests: 12,
      name: { en: 'Rose cake', ar: 'كيكة الورد' },
      isActive: true,
      imageUrl: null,
      images: [],
      liveHolds: 0,
      futureBookings: 0,
    });
    const show = await created(owner, entertainer());
    expect(show).toMatchObject({ pricingType: 'hourly', priceFils: 0, hourlyRateFils: 30_000 });

    const item = await call(t.app, 'GET', `/api/items/${show.id}`);
    expect(item.statusCode, item.body).toBe(200);
    // Its words are searchable (search columns and vocabulary written with it).
    const found = await call(t.app, 'GET', `/api/items?q=${encodeURIComponent('عرض سحري')}`);
    expect(itemsResponseSchema.parse(found.json()).items.map((i) => i.id)).toContain(show.id);
  });

  it('refuses bad input with the field it is about', async () => {
    const a = as(owner);
    const cases: [unknown, string[]][] = [
      [cake({ name: { en: 'Rose cake', ar: '' } }), ['body.name.ar']],
      [cake({ salePriceFils: 12_500 }), ['body.salePriceFils:sale_not_below_price']],
      [
        cake({ pricingType: 'hourly', priceFils: null, hourlyRateFils: 100 }),
        ['body.pricingType:product_must_be_fixed'],
      ],
      [cake({ priceFils: null }), ['body.priceFils:price_required']],
      [entertainer({ hourlyRateFils: null }), ['body.hourlyRateFils:rate_required']],
      [entertainer({ salePriceFils: 500 }), ['body.salePriceFils:not_for_hourly']],
      [
        cake({ description: { en: 'Only English', ar: '' } }),
        ['body.description.ar:description_both_languages'],
      ],
      [cake({ capacity: 0 }), ['body.capacity']],
      [
        cake({ name: { en: 'Rose\u0000cake', ar: 'كيكة\u202E' } }),
        ['body.name.en:control_characters', 'body.name.ar:control_characters'],
      ],
      [
        cake({ description: { en: 'Soft\u200Bsponge', ar: 'كيك' } }),
        ['body.description.en:control_characters'],
      ],
      [cake({ servesGuests: 10_001 }), ['body.servesGuests']],
    ];
    for (const [body, expected] of cases) {
      const res = await a.post('/api/retailer/listings', body);
      expect(res.statusCode, res.body).toBe(400);
      const issues = issuesOf(res);
      for (const e of expected)
        expect(
          issues.some((i) => i.startsWith(e)),
          `${e} in ${issues}`,
        ).toBe(true);
    }
    const unknown = await a.post('/api/retailer/listings', cake({ categoryId: crypto.randomUUID() }));
    expect(unknown.statusCode).toBe(400);
    expect(apiErrorSchema.parse(unknown.json()).error.details).toEqual({
      path: 'body.categoryId',
      message: 'unknown_category',
    });
    // Markup is stripped from text (plainText).
    const stripped = await created(owner, cake({ name: { en: '<b>Bold</b> cake', ar: 'كيكة' } }));
    expect(stripped.name.en).toBe('Bold cake');
  });

  it('edits the whole form: search and the customer product page follow', async () => {
    const listing = await created(owner, cake({ name: { en: 'Plain sponge', ar: 'كيكة عادية' } }));
    const res = await as(owner).patch(
      `/api/retailer/listings/${listing.id}`,
      cake({ name: { en: 'Pistachio dream', ar: 'حلم الفستق' }, priceFils: 9_000, salePriceFils: 7_500 }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(shopListingResponseSchema.parse(res.json()).listing).toMatchObject({
      name: { en: 'Pistachio dream', ar: 'حلم الفستق' },
      priceFils: 9_000,
      salePriceFils: 7_500,
      isOnSale: true,
    });
    const [row] = await t.db.select().from(listings).where(eq(listings.id, listing.id));
    expect(row!.searchName).toContain('pistachio');
    expect(row!.updatedAt.getTime()).toBeGreaterThanOrEqual(row!.createdAt.getTime());
    const words = await t.db.select().from(searchWords).where(eq(searchWords.word, 'pistachio'));
    expect(words).toHaveLength(1);
    const item = await call(t.app, 'GET', `/api/items/${listing.id}`);
    expect(item.json().item).toMatchObject({ name: { en: 'Pistachio dream' }, salePriceFils: 7_500 });
  });

  it('lets a pending or rejected shop prepare listings that no customer sees', async () => {
    for (const status of ['pending', 'rejected'] as const) {
      const { user, shop: s } = await retailerWithShop(status);
      const listing = await created(user, cake({ name: { en: `Hidden ${status}`, ar: 'مخفي' } }));
      expect((await call(t.app, 'GET', `/api/items/${listing.id}`)).statusCode).toBe(404);
      const list = await call(t.app, 'GET', `/api/items?shopId=${s.id}`);
      expect(itemsResponseSchema.parse(list.json()).items).toEqual([]);
    }
  });

  it('answers 404 to an account that runs no shop, 403 to other roles, 401 signed out', async () => {
    const lonely = await t.factories.user({ role: 'retailer' });
    expect((await as(lonely).get('/api/retailer/listings')).statusCode).toBe(404);
    expect((await as(lonely).post('/api/retailer/listings', cake())).statusCode).toBe(404);
    const customer = await t.factories.user({ role: 'customer' });
    expect((await as(customer).get('/api/retailer/listings')).statusCode).toBe(403);
    expect((await call(t.app, 'GET', '/api/retailer/listings')).statusCode).toBe(401);
  });
});

describe("the shop's list", () => {
  let user: BuiltUser;
  const made: ShopListing[] = [];
  beforeAll(async () => {
    ({ user } = await retailerWithShop());
    made.push(await created(user, cake({ name: { en: 'Ahmed special', ar: 'خاص أحمد' } })));
    made.push(await created(user, entertainer({ name: { en: 'Clown', ar: 'مهرج' } })));
    made.push(await created(user, cake({ name: { en: 'Cupcakes', ar: 'كب كيك' }, isActive: false })));
    await t.db.update(listings).set({ imageUrl: '/media/seed/x.webp' }).where(eq(listings.id, made[1]!.id));
  });

  const page = async (qs: string) => {
    const res = await as(user).get(`/api/retailer/listings?${qs}`);
    expect(res.statusCode, res.body).toBe(200);
    return shopListingsPageSchema.parse(res.json());
  };

  it('lists every listing, active or not, newest first, in keyset pages with the total', async () => {
    const first = await page('limit=2');
    expect(first.total).toBe(3);
    expect(first.listings.map((l) => l.id)).toEqual([made[2]!.id, made[1]!.id]);
    expect(first.nextCursor).not.toBeNull();
    const second = await page(`limit=2&after=${first.nextCursor}`);
    expect(second.listings.map((l) => l.id)).toEqual([made[0]!.id]);
    expect(second.nextCursor).toBeNull();
    expect((await as(user).get('/api/retailer/listings?after=nonsense')).statusCode).toBe(400);
  });

  it('searches both names as search normalises them, and filters by kind, status and attention', async () => {
    // Alef with hamza typed without it; case ignored.
    expect((await page(`q=${encodeURIComponent('احمد')}`)).listings.map((l) => l.id)).toEqual([made[0]!.id]);
    expect((await page('q=CLOWN')).listings.map((l) => l.id)).toEqual([made[1]!.id]);
    expect((await page('kind=entertainment')).total).toBe(1);
    expect((await page('status=inactive')).listings.map((l) => l.id)).toEqual([made[2]!.id]);
    expect((await page('status=active')).total).toBe(2);
    expect((await page('attention=no_image')).total).toBe(2);
    expect((await page('attention=inactive')).total).toBe(1);
  });

  it('sums the dashboard counts', async () => {
    const res = await as(user).get('/api/retailer/listings/summary');
    expect(shopListingsSummarySchema.parse(res.json())).toEqual({
      total: 3,
      active: 2,
      inactive: 1,
      withoutImage: 2,
    });
  });
});

describe('shop A against shop B’s listings', () => {
  it('gets 404 for every one of B’s ids, and B’s rows stay as they were', async () => {
    const a = await retailerWithShop();
    const b = await retailerWithShop();
    const theirs = await created(b.user, cake());
    const mine = await created(a.user, cake());
    const before = await t.db.select().from(listings).where(eq(listings.id, theirs.id));
    const url = `/api/retailer/listings/${theirs.id}`;
    const answers = [
      await as(a.user).get(url),
      await as(a.user).patch(url, cake({ name: { en: 'Stolen', ar: 'مسروق' } })),
      await as(a.user).post(`${url}/status`, { active: false, confirm: true }),
      await as(a.user).post('/api/retailer/listings/status', { ids: [mine.id, theirs.id], active: false }),
      await as(a.user).put(`${url}/images/order`, { imageIds: [crypto.randomUUID()] }),
    ];
    for (const res of answers) {
      expect(res.statusCode, res.body).toBe(404);
      expect(apiErrorSchema.parse(res.json()).error.code).toBe('NOT_FOUND');
    }
    expect(await t.db.select().from(listings).where(eq(listings.id, theirs.id))).toEqual(before);
    // The bulk request was all or nothing: A's own listing did not change either.
    const [own] = await t.db.select().from(listings).where(eq(listings.id, mine.id));
    expect(own!.isActive).toBe(true);
    // The CSV export holds only A's listings.
    const exported = await as(a.user).get('/api/retailer/listings/export.csv');
    expect(exported.body).toContain(mine.id);
    expect(exported.body).not.toContain(theirs.id);
  });
});

describe('deactivating', () => {
  it('needs a confirmation when live holds or future bookings depend on the listing', async () => {
    const { user } = await retailerWithShop();
    const show = await created(user, entertainer());
    const customer = await t.factories.user({ role: 'customer' });
    await t.factories.hold({
      userId: customer.id,
      listingId: show.id,
      start: new Date(Date.now() + 48 * HOUR),
    });
    await t.factories.booking({ listingId: show.id, start: new Date(Date.now() + 72 * HOUR) });
    await t.factories.booking({ listingId: show.id, start: new Date(Date.now() - 72 * HOUR) });
    await t.factories.hold({
      userId: customer.id,
      listingId: show.id,
      start: new Date(Date.now() + 96 * HOUR),
      expiresAt: new Date(Date.now() - 60_000),
    });

    const got = shopListingResponseSchema.parse(
      (await as(user).get(`/api/retailer/listings/${show.id}`)).json(),
    );
    expect(got.listing).toMatchObject({ liveHolds: 1, futureBookings: 1 });

    const refused = await as(user).post(`/api/retailer/listings/${show.id}/status`, { active: false });
    expect(refused.statusCode, refused.body).toBe(409);
    const error = apiErrorSchema.parse(refused.json()).error;
    expect(error.code).toBe('LISTING_HAS_COMMITMENTS');
    expect(listingCommitmentsSchema.parse(error.details)).toEqual({
      liveHolds: 1,
      futureBookings: 1,
      listingIds: [show.id],
    });
    const bulk = await as(user).post('/api/retailer/listings/status', { ids: [show.id], active: false });
    expect(bulk.statusCode).toBe(409);
    expect((await call(t.app, 'GET', `/api/items/${show.id}`)).statusCode).toBe(200);

    const confirmed = await as(user).post(`/api/retailer/listings/${show.id}/status`, {
      active: false,
      confirm: true,
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(shopListingResponseSchema.parse(confirmed.json()).listing.isActive).toBe(false);
    // The bookings stay (they are the shop's to honour).
    expect(await t.db.select().from(bookings).where(eq(bookings.listingId, show.id))).toHaveLength(2);
  });

  it('honours a live hold after a confirmed deactivation: its customer still checks it out', async () => {
    const { user } = await retailerWithShop();
    const show = await created(user, entertainer({ capacity: 1 }));
    const customer = await t.factories.user({ role: 'customer' });
    const address = await t.factories.address({ userId: customer.id });
    const card = await t.factories.paymentMethod({
      userId: customer.id,
      token: `tgw_approved_${crypto.randomUUID().slice(0, 8)}`,
    });
    const start = new Date(Math.ceil((Date.now() + 3 * 24 * HOUR) / HOUR) * HOUR);
    await t.factories.hold({ userId: customer.id, listingId: show.id, start, hours: 2 });
    // Checkout as the page sends it asks for a delivery day: a product of the shop goes with it.
    const box = await created(user, cake());
    await t.factories.productLine({ userId: customer.id, listingId: box.id });

    const off = await as(user).post(`/api/retailer/listings/${show.id}/status`, {
      active: false,
      confirm: true,
    });
    expect(off.statusCode, off.body).toBe(200);
    // No one else may hold it now…
    const other = await t.factories.user({ role: 'customer' });
    const later = new Date(start.getTime() + 24 * HOUR).toISOString();
    const refused = await call(
      t.app,
      'POST',
      '/api/cart/holds',
      { listingId: show.id, start: later, hours: 2 },
      { cookie: other.cookie },
    );
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);

    // …but the customer who held it places the order, and the slot is booked.
    const preview = await call(t.app, 'GET', '/api/checkout', undefined, { cookie: customer.cookie });
    expect(preview.statusCode, preview.body).toBe(200);
    const placed = await call(
      t.app,
      'POST',
      '/api/checkout',
      placeRequestFor(preview.json(), { addressId: address.id, methodId: card.id }),
      { cookie: customer.cookie },
    );
    expect(placed.statusCode, placed.body).toBe(201);
    const booked = await t.db.select().from(bookings).where(eq(bookings.listingId, show.id));
    expect(booked).toMatchObject([{ status: 'confirmed', startsAt: start }]);
  });

  it('takes a listing away from every customer endpoint at once, and back when reactivated', async () => {
    const { user, shop: s } = await retailerWithShop();
    const tent = await created(
      user,
      entertainer({ kind: 'rental', name: { en: 'Zanzibar tent', ar: 'خيمة زنجبار' }, capacity: 3 }),
    );
    const box = await created(user, cake({ name: { en: 'Zanzibar box', ar: 'صندوق زنجبار' } }));
    const customer = await t.factories.user({ role: 'customer' });
    const start = new Date(Date.now() + 5 * 24 * HOUR);
    start.setUTCHours(10, 0, 0, 0);

    const visible = async () => {
      const list = itemsResponseSchema.parse((await call(t.app, 'GET', `/api/items?shopId=${s.id}`)).json());
      const search = itemsResponseSchema.parse((await call(t.app, 'GET', '/api/items?q=zanzibar')).json());
      return {
        list: list.items.map((i) => i.id).sort(),
        search: search.items
          .map((i) => i.id)
          .filter((id) => id === tent.id || id === box.id)
          .sort(),
        detail: (await call(t.app, 'GET', `/api/items/${box.id}`)).statusCode,
        availability: (
          await call(
            t.app,
            'GET',
            `/api/availability?listingId=${tent.id}&start=${start.toISOString()}&hours=2`,
          )
        ).statusCode,
        add: (
          await call(t.app, 'POST', '/api/cart/items', { listingId: box.id }, { cookie: customer.cookie })
        ).statusCode,
        hold: (
          await call(
            t.app,
            'POST',
            '/api/cart/holds',
            { listingId: tent.id, start: start.toISOString(), hours: 2 },
            { cookie: customer.cookie },
          )
        ).statusCode,
      };
    };
    const both = [tent.id, box.id].sort();
    expect(await visible()).toMatchObject({ list: both, search: both, detail: 200, availability: 200 });

    const off = await as(user).post('/api/retailer/listings/status', {
      ids: [tent.id, box.id],
      active: false,
      confirm: true,
    });
    expect(off.statusCode, off.body).toBe(200);
    const gone = await visible();
    expect(gone).toMatchObject({ list: [], search: [], detail: 404, availability: 404 });
    expect([404, 409]).toContain(gone.add);
    expect([404, 409]).toContain(gone.hold);

    const on = await as(user).post('/api/retailer/listings/status', { ids: [tent.id, box.id], active: true });
    expect(on.statusCode).toBe(200);
    expect(await visible()).toMatchObject({ list: both, search: both, detail: 200, availability: 200 });
  });
});

describe('CSV', () => {
  const header = LISTING_CSV_COLUMNS.join(',');
  /** The columns as exported before issue 27's booking rules had theirs (such files still import). */
  const headerBefore27 = LISTING_CSV_COLUMNS.filter(
    (c) => !c.endsWith('_minutes') && c !== 'max_advance_days',
  ).join(',');

  it('gives a template with the header and an example row that imports cleanly', async () => {
    const { user } = await retailerWithShop();
    const res = await as(user).get('/api/retailer/listings/template.csv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.body.startsWith(`\uFEFF${header}\r\n`)).toBe(true);
    const dry = csvImportReportSchema.parse(
      (await as(user).csv('/api/retailer/listings/import?dryRun=true', res.body)).json(),
    );
    expect(dry.rows).toEqual([{ row: 2, action: 'create', listingId: null, errors: [] }]);
    // The category may also be named as the screens show it, in either language.
    const named = [
      header,
      `,product,${category.nameEn.toUpperCase()},By English name,بالاسم الإنجليزي,,,fixed,1.000,,,1,,true`,
      `,product,${category.nameAr},By Arabic name,بالاسم العربي,,,fixed,1.000,,,1,,true`,
    ].join('\n');
    const byName = csvImportReportSchema.parse(
      (await as(user).csv('/api/retailer/listings/import?dryRun=true', named)).json(),
    );
    expect(byName.counts).toEqual({ create: 2, update: 0, unchanged: 0, error: 0 });
  });

  it('imports the good rows, reports each bad one with its row and column, and the dry run writes nothing', async () => {
    const { user, shop: s } = await retailerWithShop();
    const other = await retailerWithShop();
    const existing = await created(user, cake({ name: { en: 'Old name', ar: 'اسم قديم' } }));
    const foreign = await created(other.user, cake());
    const file = [
      headerBefore27,
      // 2: a new product (commas, quotes, a line break and Arabic inside fields)
      `,product,${category.slug},"Cake, ""deluxe""","كيكة ""فاخرة""، كبيرة","Line one
line two","سطر أول
سطر ثان",fixed,7.250,,,2,8,true`,
      // 3: no Arabic name
      `,product,${category.slug},Nameless,,,,fixed,1.000,,,1,,true`,
      // 4: an update of the shop's own listing
      `${existing.id},product,${category.slug},New name,اسم جديد,,,fixed,3.000,2.500,,1,,false`,
      // 5: another shop's listing
      `${foreign.id},product,${category.slug},Mine now,لي الآن,,,fixed,1.000,,,1,,true`,
      // 6: an unknown category and a bad price
      `,product,no-such-category,Thing,شيء,,,fixed,abc,,,1,,true`,
      // 7: sale not below price; 8: blank line skipped; 9: an hourly entertainer
      `,product,${category.slug},Sale,تخفيض,,,fixed,2.000,3.000,,1,,true`,
      '',
      `,entertainment,${category.slug},Juggler,مشعوذ,,,hourly,,,15.000,1,,true`,
    ].join('\r\n');

    const count = async () => (await t.db.select().from(listings).where(eq(listings.shopId, s.id))).length;
    const before = await t.db
      .select()
      .from(listings)
      .where(inArray(listings.id, [existing.id, foreign.id]));

    const dryRes = await as(user).csv('/api/retailer/listings/import?dryRun=true', file);
    expect(dryRes.statusCode, dryRes.body).toBe(200);
    const dry = csvImportReportSchema.parse(dryRes.json());
    expect(await count()).toBe(1);
    expect(
      await t.db
        .select()
        .from(listings)
        .where(inArray(listings.id, [existing.id, foreign.id])),
    ).toEqual(before);
    expect(dry.dryRun).toBe(true);
    expect(dry.rows.map((r) => [r.row, r.action])).toEqual([
      [2, 'create'],
      [3, 'error'],
      [4, 'update'],
      [5, 'error'],
      [6, 'error'],
      [7, 'error'],
      [9, 'create'],
    ]);
    expect(dry.rows.find((r) => r.row === 3)!.errors).toEqual([{ column: 'name_ar', code: 'required' }]);
    expect(dry.rows.find((r) => r.row === 5)!.errors).toEqual([{ column: 'id', code: 'unknown_listing' }]);
    expect(dry.rows.find((r) => r.row === 6)!.errors).toEqual(
      expect.arrayContaining([
        { column: 'category', code: 'unknown_category' },
        { column: 'price_bd', code: 'invalid' },
      ]),
    );
    expect(dry.rows.find((r) => r.row === 7)!.errors).toEqual([
      { column: 'sale_price_bd', code: 'sale_not_below_price' },
    ]);
    expect(dry.counts).toEqual({ create: 2, update: 1, unchanged: 0, error: 4 });

    const real = csvImportReportSchema.parse(
      (await as(user).csv('/api/retailer/listings/import?dryRun=false', file)).json(),
    );
    expect(real.dryRun).toBe(false);
    expect(real.counts).toEqual(dry.counts);
    expect(await count()).toBe(3);
    const createdRow = real.rows.find((r) => r.row === 2)!;
    const [fancy] = await t.db.select().from(listings).where(eq(listings.id, createdRow.listingId!));
    expect(fancy).toMatchObject({
      nameEn: 'Cake, "deluxe"',
      nameAr: 'كيكة "فاخرة"، كبيرة',
      descriptionEn: 'Line one\nline two',
      priceFils: 7250,
      capacity: 2,
      servesGuests: 8,
    });
    const [updated] = await t.db.select().from(listings).where(eq(listings.id, existing.id));
    expect(updated).toMatchObject({
      nameEn: 'New name',
      priceFils: 3000,
      salePriceFils: 2500,
      isActive: false,
    });
    expect(await t.db.select().from(listings).where(eq(listings.id, foreign.id))).toEqual(
      before.filter((r) => r.id === foreign.id),
    );
  });

  it('exports what imports back unchanged: Arabic, commas, quotes, line breaks and formula-like text', async () => {
    const { user } = await retailerWithShop();
    await created(
      user,
      cake({
        name: { en: '=SUM(A1) "quoted", really', ar: 'كيكة "خاصة"، بالتمر' },
        description: { en: '- first\n- second', ar: 'سطر\nسطر آخر، وفاصلة' },
        salePriceFils: 10_000,
      }),
    );
    await created(user, entertainer({ isActive: false }));
    const exported = await as(user).get('/api/retailer/listings/export.csv');
    expect(exported.statusCode).toBe(200);
    expect(exported.body.startsWith('\uFEFF')).toBe(true);
    expect(exported.body).toContain('12.500');
    expect(exported.body).toContain("'=SUM(A1)");
    const report = csvImportReportSchema.parse(
      (await as(user).csv('/api/retailer/listings/import?dryRun=false', exported.body)).json(),
    );
    expect(report.counts).toEqual({ create: 0, update: 0, unchanged: 2, error: 0 });
    const again = await as(user).get('/api/retailer/listings/export.csv');
    expect(again.body).toBe(exported.body);
  });

  it("carries a time-based listing's booking rules: exported, imported back unchanged, changed, refused", async () => {
    const { user } = await retailerWithShop();
    const rules = {
      bufferBeforeMinutes: 15,
      bufferAfterMinutes: 30,
      minNoticeMinutes: 120,
      maxAdvanceDays: 20,
    };
    const show = await created(user, entertainer({ bookingRules: rules }));
    const product = await created(user, cake());
    const exported = (await as(user).get('/api/retailer/listings/export.csv')).body;
    const RULES = [
      'buffer_before_minutes',
      'buffer_after_minutes',
      'min_notice_minutes',
      'max_advance_days',
    ] as const;
    const cellsOf = (id: string) => parseListingsCsv(exported).find((r) => r.cells.id === id)!.cells;
    const rulesOf = (cells: ReturnType<typeof cellsOf>) => RULES.map((c) => cells[c]);
    expect(rulesOf(cellsOf(show.id))).toEqual(['15', '30', '120', '20']);
    // A product has no booking rules: its cells are empty.
    expect(rulesOf(cellsOf(product.id))).toEqual(['', '', '', '']);
    const same = csvImportReportSchema.parse(
      (await as(user).csv('/api/retailer/listings/import?dryRun=false', exported)).json(),
    );
    expect(same.counts).toEqual({ create: 0, update: 0, unchanged: 2, error: 0 });

    const withRules = (values: string[]) =>
      toCsv([{ ...cellsOf(show.id), ...Object.fromEntries(RULES.map((c, i) => [c, values[i]!])) }]);
    const bad = csvImportReportSchema.parse(
      (
        await as(user).csv('/api/retailer/listings/import?dryRun=false', withRules(['10', '30', '90', '45']))
      ).json(),
    );
    expect(bad.rows[0]).toMatchObject({
      action: 'error',
      errors: [
        { column: 'buffer_before_minutes', code: 'buffer_step' },
        { column: 'min_notice_minutes', code: 'notice_choice' },
        { column: 'max_advance_days', code: 'advance_days' },
      ],
    });
    // A cell left empty keeps the listing's own rule.
    const changed = csvImportReportSchema.parse(
      (
        await as(user).csv('/api/retailer/listings/import?dryRun=false', withRules(['0', '', '1440', '7']))
      ).json(),
    );
    expect(changed.rows[0]).toMatchObject({ action: 'update', listingId: show.id });
    const [row] = await t.db.select().from(listings).where(eq(listings.id, show.id));
    expect([
      row!.bufferBeforeMinutes,
      row!.bufferAfterMinutes,
      row!.minNoticeMinutes,
      row!.maxAdvanceDays,
    ]).toEqual([0, 30, 1440, 7]);
  });

  it('will not hide a listing with future bookings from a file: that needs the confirmation', async () => {
    const { user } = await retailerWithShop();
    const show = await created(user, entertainer());
    const calm = await created(user, cake());
    await t.factories.booking({ listingId: show.id, start: new Date(Date.now() + 72 * HOUR) });
    const exported = (await as(user).get('/api/retailer/listings/export.csv')).body;
    const hidden = exported.replace(/,true\r\n/g, ',false\r\n');
    const report = csvImportReportSchema.parse(
      (await as(user).csv('/api/retailer/listings/import?dryRun=false', hidden)).json(),
    );
    expect(report.rows.find((r) => r.listingId === show.id)).toMatchObject({
      action: 'error',
      errors: [{ column: 'active', code: 'has_commitments' }],
    });
    expect(report.rows.find((r) => r.listingId === calm.id)).toMatchObject({ action: 'update' });
    const [showRow] = await t.db.select().from(listings).where(eq(listings.id, show.id));
    const [calmRow] = await t.db.select().from(listings).where(eq(listings.id, calm.id));
    expect([showRow!.isActive, calmRow!.isActive]).toEqual([true, false]);
  });

  it('refuses a file without the columns, or too large', async () => {
    const { user } = await retailerWithShop();
    const bad = await as(user).csv('/api/retailer/listings/import', 'name,price\nx,1\n');
    expect(bad.statusCode).toBe(400);
    expect(apiErrorSchema.parse(bad.json()).error.code).toBe('CSV_INVALID');
    const rows = Array.from(
      { length: 2001 },
      () => `,product,${category.slug},A cake,كيكة,,,fixed,1.000,,,1,,true`,
    );
    const many = await as(user).csv('/api/retailer/listings/import', [header, ...rows].join('\n'));
    expect(many.statusCode).toBe(413);
    expect(apiErrorSchema.parse(many.json()).error.code).toBe('CSV_TOO_LARGE');
    const big = (bytes: number) => `${header}\n${'x'.repeat(bytes)}\n`;
    const justOver = await as(user).csv('/api/retailer/listings/import', big(LISTING_CSV_MAX_BYTES + 10));
    expect([justOver.statusCode, apiErrorSchema.parse(justOver.json()).error.code]).toEqual([
      413,
      'CSV_TOO_LARGE',
    ]);
    const farOver = await as(user).csv('/api/retailer/listings/import', big(LISTING_CSV_MAX_BYTES * 2));
    expect([farOver.statusCode, apiErrorSchema.parse(farOver.json()).error.code]).toEqual([
      413,
      'PAYLOAD_TOO_LARGE',
    ]);
    const json = await as(user).post('/api/retailer/listings/import', { rows: [] });
    expect(json.statusCode).toBe(415);
  });
});

describe('pictures written by the builders', () => {
  it('a listing built with an imageUrl has it as its first picture', async () => {
    const listing = await t.factories.listing({
      shopId: shop.id,
      categoryId: category.id,
      imageUrl: '/media/seed/a.webp',
    });
    const rows = await t.db.select().from(listingImages).where(eq(listingImages.listingId, listing.id));
    expect(rows).toMatchObject([{ position: 0, url: '/media/seed/a.webp' }]);
    const res = await as(owner).get(`/api/retailer/listings/${listing.id}`);
    expect(shopListingResponseSchema.parse(res.json()).listing).toMatchObject({
      imageUrl: '/media/seed/a.webp',
      images: [{ id: rows[0]!.id, url: '/media/seed/a.webp' }],
    });
  });
});
