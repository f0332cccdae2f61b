import {
  apiErrorSchema,
  categoriesResponseSchema,
  type ItemSummary,
  itemResponseSchema,
  itemsResponseSchema,
  LISTING_KINDS,
  PRODUCT_LIST_LIMIT,
  SHOP_PAGE_SIZE,
  type Shop,
  shopsResponseSchema,
} from '@haflah/contracts';
import { describe, expect, it } from 'vitest';
import type { Builders } from '../../test-support/builders.js';
import { useTestApp } from '../../test-support/test-app.js';
import type { NewCategory, NewListing } from './catalogue.writes.js';

type NewShop = NonNullable<Parameters<Builders['shop']>[0]>;

// One database for the whole file: every test creates its own category/retailer and filters by it,
// so tests never depend on what other tests inserted.
const t = useTestApp();

const get = (url: string) => t.app.inject({ method: 'GET', url });

/** Builds a query string with %20 for spaces (never `+`), so the server sees exactly what we mean. */
function qs(params: Record<string, string | number | undefined>): string {
  return Object.entries(params)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${k}=${encodeURIComponent(String(v))}`)
    .join('&');
}

async function listItems(params: Record<string, string | number | undefined>): Promise<ItemSummary[]> {
  const res = await get(`/api/items?${qs(params)}`);
  expect(res.statusCode, res.body).toBe(200);
  return itemsResponseSchema.parse(res.json()).items;
}

const ids = (rows: { id: string }[]) => rows.map((r) => r.id);

const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000);

async function expectError(url: string, status: number, code: string) {
  const res = await get(url);
  expect(res.statusCode, res.body).toBe(status);
  expect(res.headers['content-type']).toMatch(/application\/json/);
  const body = apiErrorSchema.parse(res.json());
  expect(body.error.code).toBe(code);
  expect(body.error.message).toEqual(expect.any(String));
  return body;
}

/** A fresh category and retailer, and a listing builder bound to them. */
async function shop(opts: { category?: Partial<NewCategory>; retailer?: Partial<NewShop> } = {}) {
  const category = await t.factories.category(opts.category);
  const retailer = await t.factories.shop(opts.retailer);
  const listing = (o: Partial<NewListing> = {}) =>
    t.factories.listing({ shopId: retailer.id, categoryId: category.id, ...o });
  return { category, retailer, listing };
}

describe('GET /api/categories', () => {
  it('returns every category ordered by English name, in both languages', async () => {
    const mango = await t.factories.category({ nameEn: 'Mango Party', nameAr: 'حفلة المانجو' });
    const apple = await t.factories.category({
      nameEn: 'Apple Treats',
      nameAr: 'حلويات التفاح',
      emoji: '🍎',
      icon: 'cake',
      color: '#f43f5e',
    });
    const zebra = await t.factories.category({ nameEn: 'Zebra Prints', nameAr: 'نقشة الحمار الوحشي' });

    const res = await get('/api/categories');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=30');
    const { categories } = categoriesResponseSchema.parse(res.json());

    const mine = categories.filter((c) => [mango.id, apple.id, zebra.id].includes(c.id));
    expect(ids(mine)).toEqual([apple.id, mango.id, zebra.id]);
    expect(mine[0]).toEqual({
      id: apple.id,
      name: { en: 'Apple Treats', ar: 'حلويات التفاح' },
      emoji: '🍎',
      icon: 'cake',
      color: '#f43f5e',
    });
    // A category without an emoji says so explicitly rather than omitting the field.
    expect(mine[1]).toMatchObject({ name: { en: 'Mango Party', ar: 'حفلة المانجو' }, emoji: null });
    expect(res.json().categories.find((c: { id: string }) => c.id === mango.id)).toHaveProperty(
      'emoji',
      null,
    );
  });
});

/** Every page of a retailers list, following `nextCursor`. */
async function allRetailers(url: string) {
  const retailers: Shop[] = [];
  let after: string | null = null;
  do {
    const res = await get(after ? `${url}${url.includes('?') ? '&' : '?'}after=${after}` : url);
    expect(res.statusCode).toBe(200);
    const page = shopsResponseSchema.parse(res.json());
    retailers.push(...page.shops);
    after = page.nextCursor;
  } while (after);
  return retailers;
}

describe('GET /api/shops', () => {
  it('lists only approved retailers, highest rating first', async () => {
    const low = await t.factories.shop({ nameEn: 'Low Rated', rating: 3.1 });
    const top = await t.factories.shop({
      nameEn: 'Top Rated',
      nameAr: 'الأعلى تقييماً',
      rating: 4.9,
      reviewCount: 321,
      deliveryMinutes: 25,
      deliveryFeeFils: 750,
      logoUrl: '/media/top.webp',
      areaEn: 'Seef',
      areaAr: 'السيف',
    });
    const mid = await t.factories.shop({ nameEn: 'Mid Rated', rating: 4.2 });
    const pending = await t.factories.shop({ rating: 5, status: 'pending' });
    const rejected = await t.factories.shop({ rating: 5, status: 'rejected' });

    const retailers = await allRetailers('/api/shops');
    const all = ids(retailers);

    expect(all).not.toContain(pending.id);
    expect(all).not.toContain(rejected.id);
    expect(all.filter((id) => [low.id, top.id, mid.id].includes(id))).toEqual([top.id, mid.id, low.id]);
    const ratings = retailers.map((r) => r.rating);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));

    // `real` columns read back as 4.900000095; the API rounds to one decimal.
    expect(retailers.find((r) => r.id === top.id)).toEqual({
      id: top.id,
      name: { en: 'Top Rated', ar: 'الأعلى تقييماً' },
      logoUrl: '/media/top.webp',
      rating: 4.9,
      reviewCount: 321,
      deliveryMinutes: 25,
      deliveryFeeFils: 750,
      area: { en: 'Seef', ar: 'السيف' },
      // No offer running: no note on its card (catalogue.offers.test.ts has shops with one).
      offer: null,
    });
  });

  it('with categoryId, lists only approved retailers with an active listing in that category', async () => {
    const category = await t.factories.category();
    const other = await t.factories.category();
    const sells = await t.factories.shop({ rating: 4.8 });
    const sellsToo = await t.factories.shop({ rating: 3.5 });
    const onlyInactive = await t.factories.shop({ rating: 5 });
    const otherCategory = await t.factories.shop({ rating: 5 });
    const pending = await t.factories.shop({ rating: 5, status: 'pending' });
    const rejected = await t.factories.shop({ rating: 5, status: 'rejected' });
    const noListings = await t.factories.shop({ rating: 5 });

    await t.factories.listing({ shopId: sellsToo.id, categoryId: category.id, kind: 'rental' });
    await t.factories.listing({ shopId: sells.id, categoryId: category.id });
    await t.factories.listing({ shopId: sells.id, categoryId: category.id }); // no duplicate rows
    await t.factories.listing({ shopId: onlyInactive.id, categoryId: category.id, isActive: false });
    await t.factories.listing({ shopId: otherCategory.id, categoryId: other.id });
    await t.factories.listing({ shopId: pending.id, categoryId: category.id });
    await t.factories.listing({ shopId: rejected.id, categoryId: category.id });

    const res = await get(`/api/shops?categoryId=${category.id}`);
    expect(res.statusCode).toBe(200);
    expect(ids(shopsResponseSchema.parse(res.json()).shops)).toEqual([sells.id, sellsToo.id]);

    // Without the filter the retailer with no listings is there; with an empty category nobody is.
    const unfiltered = ids(await allRetailers('/api/shops'));
    expect(unfiltered).toContain(noListings.id);
    const empty = await t.factories.category();
    const none = await get(`/api/shops?categoryId=${empty.id}`);
    expect(shopsResponseSchema.parse(none.json()).shops).toEqual([]);
  });

  it(`pages a long list ${SHOP_PAGE_SIZE} at a time, with the whole list's total`, async () => {
    const category = await t.factories.category();
    const shops = [];
    for (let i = 0; i < SHOP_PAGE_SIZE + 6; i++) {
      // Ratings repeat, so the order within a rating (name, then id) decides the pages too.
      const shop = await t.factories.shop({ rating: 3 + (i % 4) / 2, nameEn: `Shop ${i % 7}` });
      await t.factories.listing({ shopId: shop.id, categoryId: category.id });
      shops.push(shop);
    }
    const first = shopsResponseSchema.parse((await get(`/api/shops?categoryId=${category.id}`)).json());
    expect(first.shops).toHaveLength(SHOP_PAGE_SIZE);
    expect(first.total).toBe(shops.length);
    expect(first.nextCursor).toBe(`o.${SHOP_PAGE_SIZE}`);
    const second = shopsResponseSchema.parse(
      (await get(`/api/shops?categoryId=${category.id}&after=${first.nextCursor}`)).json(),
    );
    expect(second).toMatchObject({ total: shops.length, nextCursor: null });
    expect(second.shops).toHaveLength(6);

    const listed = [...first.shops, ...second.shops];
    expect(new Set(ids(listed)).size).toBe(shops.length);
    expect(ids(listed).sort()).toEqual(ids(shops).sort());
    const ratings = listed.map((r) => r.rating);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));

    // A page past the end (shops gone since the first page) is empty and still knows the total.
    const past = await get(`/api/shops?categoryId=${category.id}&after=o.500`);
    expect(shopsResponseSchema.parse(past.json())).toEqual({
      shops: [],
      total: shops.length,
      nextCursor: null,
    });
  });

  it('refuses a cursor it did not give', async () => {
    for (const after of ['l.1.x', 'o.-1', 'o.', 's.0.1', 'o.999999']) {
      await expectError(`/api/shops?after=${after}`, 400, 'VALIDATION_FAILED');
    }
  });

  it('rejects a malformed categoryId with VALIDATION_FAILED', async () => {
    const body = await expectError('/api/shops?categoryId=not-a-uuid', 400, 'VALIDATION_FAILED');
    expect(body.error.issues?.map((i) => i.path)).toContain('querystring.categoryId');
  });
});

describe('GET /api/items', () => {
  it('lists newest first', async () => {
    const { category, listing } = await shop();
    const middle = await listing({ createdAt: minutesAgo(20) });
    const newest = await listing({ createdAt: minutesAgo(1) });
    const oldest = await listing({ createdAt: minutesAgo(300) });

    const items = await listItems({ categoryId: category.id });
    expect(ids(items)).toEqual([newest.id, middle.id, oldest.id]);
    expect(items[0]?.createdAt).toBe(newest.createdAt.toISOString());
  });

  it(`returns at most ${PRODUCT_LIST_LIMIT} by default, the newest ones, and caps limit at ${PRODUCT_LIST_LIMIT}`, async () => {
    const { category, listing } = await shop();
    const created = [];
    for (let i = 0; i < PRODUCT_LIST_LIMIT + 3; i++)
      created.push(await listing({ createdAt: minutesAgo(i) }));

    const items = await listItems({ categoryId: category.id });
    expect(items).toHaveLength(PRODUCT_LIST_LIMIT);
    expect(ids(items)).toEqual(ids(created.slice(0, PRODUCT_LIST_LIMIT)));

    expect(await listItems({ categoryId: category.id, limit: PRODUCT_LIST_LIMIT })).toHaveLength(
      PRODUCT_LIST_LIMIT,
    );
    expect(ids(await listItems({ categoryId: category.id, limit: 3 }))).toEqual(ids(created.slice(0, 3)));

    for (const bad of [PRODUCT_LIST_LIMIT + 1, 0, -1, 2.5, 'ten']) {
      const body = await expectError(
        `/api/items?${qs({ categoryId: category.id, limit: bad })}`,
        400,
        'VALIDATION_FAILED',
      );
      expect(body.error.issues?.map((i) => i.path)).toContain('querystring.limit');
    }
  });

  it('filters by category, retailer and kind, alone and combined', async () => {
    const c1 = await t.factories.category();
    const c2 = await t.factories.category();
    const r1 = await t.factories.shop();
    const r2 = await t.factories.shop();
    const r1c1Product = await t.factories.listing({ shopId: r1.id, categoryId: c1.id, kind: 'product' });
    const r1c2Service = await t.factories.listing({ shopId: r1.id, categoryId: c2.id, kind: 'service' });
    const r2c1Rental = await t.factories.listing({ shopId: r2.id, categoryId: c1.id, kind: 'rental' });
    const r2c1Product = await t.factories.listing({ shopId: r2.id, categoryId: c1.id, kind: 'product' });
    const r2c2Truck = await t.factories.listing({ shopId: r2.id, categoryId: c2.id, kind: 'food_truck' });

    const set = async (params: Record<string, string>) => new Set(ids(await listItems(params)));

    expect(await set({ categoryId: c1.id })).toEqual(
      new Set([r1c1Product.id, r2c1Rental.id, r2c1Product.id]),
    );
    expect(await set({ shopId: r1.id })).toEqual(new Set([r1c1Product.id, r1c2Service.id]));
    expect(await set({ shopId: r2.id, kind: 'product' })).toEqual(new Set([r2c1Product.id]));
    expect(await set({ categoryId: c1.id, kind: 'product' })).toEqual(
      new Set([r1c1Product.id, r2c1Product.id]),
    );
    expect(await set({ categoryId: c1.id, shopId: r2.id })).toEqual(new Set([r2c1Rental.id, r2c1Product.id]));
    expect(await set({ categoryId: c1.id, shopId: r2.id, kind: 'rental' })).toEqual(new Set([r2c1Rental.id]));
    expect(await set({ categoryId: c2.id, shopId: r1.id, kind: 'food_truck' })).toEqual(new Set());
    expect(await set({ categoryId: c2.id, kind: 'food_truck' })).toEqual(new Set([r2c2Truck.id]));

    // The kind filter works across all pages of other tests' data too: everything returned has that kind.
    const services = await listItems({ kind: 'service' });
    expect(services.length).toBeGreaterThan(0);
    expect(services.every((i) => i.kind === 'service')).toBe(true);
  });

  it('rejects malformed filters with VALIDATION_FAILED', async () => {
    await expectError('/api/items?categoryId=123', 400, 'VALIDATION_FAILED');
    await expectError('/api/items?shopId=abc', 400, 'VALIDATION_FAILED');
    const body = await expectError('/api/items?kind=spaceship', 400, 'VALIDATION_FAILED');
    expect(body.error.issues?.map((i) => i.path)).toContain('querystring.kind');
  });

  it('never shows inactive listings or listings of pending/rejected retailers (list, search, detail)', async () => {
    const category = await t.factories.category();
    const approved = await t.factories.shop();
    const pending = await t.factories.shop({ status: 'pending' });
    const rejected = await t.factories.shop({ status: 'rejected' });
    const base = { categoryId: category.id, nameEn: 'Glitter Piñata', nameAr: 'بيناتا لامعة' };
    const visible = await t.factories.listing({ ...base, shopId: approved.id });
    const inactive = await t.factories.listing({ ...base, shopId: approved.id, isActive: false });
    const ofPending = await t.factories.listing({ ...base, shopId: pending.id });
    const ofRejected = await t.factories.listing({ ...base, shopId: rejected.id });

    expect(ids(await listItems({ categoryId: category.id }))).toEqual([visible.id]);
    expect(ids(await listItems({ shopId: pending.id }))).toEqual([]);
    expect(ids(await listItems({ shopId: rejected.id }))).toEqual([]);
    expect(ids(await listItems({ shopId: approved.id }))).toEqual([visible.id]);

    // Search without any filter: the hidden ones must not leak through the search path either.
    const found = ids(await listItems({ q: 'glitter piñata' }));
    expect(found).toContain(visible.id);
    for (const hidden of [inactive, ofPending, ofRejected]) {
      expect(found).not.toContain(hidden.id);
      await expectError(`/api/items/${hidden.id}`, 404, 'NOT_FOUND');
    }
    expect((await get(`/api/items/${visible.id}`)).statusCode).toBe(200);
  });

  it('requires a time slot for everything except fixed-price products', async () => {
    const { category, listing } = await shop();
    const fixedProduct = await listing({ kind: 'product', pricingType: 'fixed' });
    const hourlyProduct = await listing({ kind: 'product', pricingType: 'hourly', hourlyRateFils: 8000 });
    const fixedService = await listing({ kind: 'service', pricingType: 'fixed', priceFils: 30000 });
    const others = [];
    for (const kind of LISTING_KINDS.filter((k) => k !== 'product')) others.push(await listing({ kind }));

    const byId = new Map((await listItems({ categoryId: category.id })).map((i) => [i.id, i]));
    expect(byId.size).toBe(3 + others.length);
    expect(byId.get(fixedProduct.id)).toMatchObject({ pricingType: 'fixed', requiresTimeSlot: false });
    expect(byId.get(hourlyProduct.id)).toMatchObject({
      pricingType: 'hourly',
      hourlyRateFils: 8000,
      requiresTimeSlot: true,
    });
    expect(byId.get(fixedService.id)).toMatchObject({
      kind: 'service',
      pricingType: 'fixed',
      requiresTimeSlot: true,
    });
    for (const o of others) {
      expect(byId.get(o.id)).toMatchObject({ kind: o.kind, requiresTimeSlot: true });
    }
  });

  it('joins category and retailer names in both languages and returns money as integer fils', async () => {
    const { category, retailer, listing } = await shop({
      category: { nameEn: 'Balloons', nameAr: 'بالونات' },
      retailer: { nameEn: 'Party Palace', nameAr: 'قصر الحفلات' },
    });
    const onSale = await listing({
      nameEn: 'Gold Balloon Arch',
      nameAr: 'قوس بالونات ذهبي',
      priceFils: 12_500,
      salePriceFils: 9_750,
      isOnSale: true,
      capacity: 4,
      rating: 4.7,
      reviewCount: 12,
      imageUrl: '/media/arch.webp',
    });
    const hourly = await listing({ kind: 'entertainment', hourlyRateFils: 25_000 });

    const items = await listItems({ categoryId: category.id });
    const sale = items.find((i) => i.id === onSale.id);
    expect(sale).toEqual({
      id: onSale.id,
      kind: 'product',
      pricingType: 'fixed',
      priceFils: 12_500,
      salePriceFils: 9_750,
      isOnSale: true,
      hourlyRateFils: null,
      capacity: 4,
      name: { en: 'Gold Balloon Arch', ar: 'قوس بالونات ذهبي' },
      imageUrl: '/media/arch.webp',
      rating: 4.7,
      reviewCount: 12,
      categoryId: category.id,
      categoryName: { en: 'Balloons', ar: 'بالونات' },
      shopId: retailer.id,
      shopName: { en: 'Party Palace', ar: 'قصر الحفلات' },
      requiresTimeSlot: false,
      createdAt: onSale.createdAt.toISOString(),
    });
    // Summaries are light: no description, no nested retailer.
    expect(sale).not.toHaveProperty('description');

    const timed = items.find((i) => i.id === hourly.id);
    expect(timed).toMatchObject({ pricingType: 'hourly', hourlyRateFils: 25_000, requiresTimeSlot: true });
    for (const item of items) {
      expect(Number.isInteger(item.priceFils)).toBe(true);
      if (item.salePriceFils !== null) expect(Number.isInteger(item.salePriceFils)).toBe(true);
      if (item.hourlyRateFils !== null) expect(Number.isInteger(item.hourlyRateFils)).toBe(true);
    }
  });

  it('returns an empty list for a category nobody sells in', async () => {
    expect(await listItems({ categoryId: '00000000-0000-4000-8000-000000000000' })).toEqual([]);
  });
});

describe('GET /api/items?q= (search)', () => {
  it('matches English names case-insensitively', async () => {
    const { category, listing } = await shop();
    const truffle = await listing({ nameEn: 'Chocolate Truffle Box', nameAr: 'علبة ترافل' });
    const bar = await listing({ nameEn: 'dark CHOCOLATE bar', nameAr: 'لوح داكن' });
    await listing({ nameEn: 'Vanilla Sponge', nameAr: 'اسفنج فانيلا' });

    for (const q of ['chocolate', 'CHOCOLATE', 'ChOcOlAtE', 'Choco']) {
      expect(new Set(ids(await listItems({ categoryId: category.id, q })))).toEqual(
        new Set([truffle.id, bar.id]),
      );
    }
  });

  it.each([
    ['hamza-below alef (إ) found by bare alef', 'إكليل زهور', 'اكليل'],
    ['bare alef found by hamza-above alef (أ)', 'اساور مضيئة', 'أساور'],
    ['madda alef (آ) found by bare alef', 'آلة فشار', 'الة فشار'],
    ['ta marbuta (ة) found by ha (ه)', 'كعكة الشوكولاتة', 'كعكه'],
    ['ha (ه) found by ta marbuta (ة)', 'مفاجاه الحفل', 'مفاجاة'],
    ['alef maqsura (ى) found by ya (ي)', 'حلوى العيد', 'حلوي'],
    ['ya (ي) found by alef maqsura (ى)', 'ماي وردي', 'ماى'],
    ['plain text found by a query with diacritics', 'بالونات ملونة', 'بَالُونَات'],
    ['text with diacritics found by a plain query', 'شَمْعَةُ ذَهَبِيَّة', 'شمعه'],
    ['Arabic-Indic digits found by Latin digits', 'بالون رقم ٧', 'رقم 7'],
    ['Latin digits found by Arabic-Indic digits', 'شمعة عمر 18', 'عمر ١٨'],
  ])('matches Arabic names across spelling variants: %s', async (_label, nameAr, q) => {
    const { category, listing } = await shop();
    const match = await listing({ nameEn: 'Arabic item', nameAr });
    await listing({ nameEn: 'Table cloth', nameAr: 'مفرش طاولة' });
    expect(ids(await listItems({ categoryId: category.id, q }))).toEqual([match.id]);
  });

  it('matches descriptions in both languages', async () => {
    const { category, listing } = await shop();
    const box = await listing({
      nameEn: 'Surprise Box',
      nameAr: 'صندوق المفاجآت',
      descriptionEn: 'Includes confetti cannons and streamers',
      descriptionAr: 'يحتوي على قصاصات ورقية ملونة',
    });
    await listing({ nameEn: 'Plain Box', nameAr: 'صندوق عادي', descriptionEn: 'Just a box' });

    expect(ids(await listItems({ categoryId: category.id, q: 'confetti' }))).toEqual([box.id]);
    expect(ids(await listItems({ categoryId: category.id, q: 'قصاصات' }))).toEqual([box.id]);
    expect(ids(await listItems({ categoryId: category.id, q: 'Streamers' }))).toEqual([box.id]);
  });

  it('requires every word of a multi-word query, in any order and field', async () => {
    const { category, listing } = await shop();
    const fudge = await listing({ nameEn: 'Chocolate Fudge Cake', nameAr: 'كعكة فدج' });
    const reversed = await listing({ nameEn: 'Cake with chocolate drizzle', nameAr: 'كعكة بالصوص' });
    const split = await listing({
      nameEn: 'Layer Cake',
      nameAr: 'كعكة طبقات',
      descriptionEn: 'Dark chocolate',
    });
    const bar = await listing({ nameEn: 'Chocolate Bar', nameAr: 'لوح شوكولاتة' });
    const vanilla = await listing({ nameEn: 'Vanilla Cake', nameAr: 'كعكة فانيلا' });
    const fountain = await listing({
      nameEn: 'Chocolate Fountain',
      nameAr: 'نافورة',
      descriptionEn: 'Pairs well with lemonade',
    });

    const found = await listItems({ categoryId: category.id, q: 'chocolate cake' });
    expect(new Set(ids(found))).toEqual(new Set([fudge.id, reversed.id, split.id]));
    for (const partial of [bar, vanilla, fountain]) expect(ids(found)).not.toContain(partial.id);

    expect(ids(await listItems({ categoryId: category.id, q: 'فانيلا كعكة' }))).toEqual([vanilla.id]);
  });

  it('ranks a name starting with the query above one containing it, above a description-only match', async () => {
    const { category, listing } = await shop();
    // Ratings run against the expected order so only relevance can produce it.
    const describes = await listing({
      nameEn: 'Party Platter',
      nameAr: 'طبق الحفلة',
      descriptionEn: 'Serves cake slices for twenty',
      rating: 5,
    });
    const containsMidWord = await listing({ nameEn: 'Mini Cupcakes', nameAr: 'كب كيك صغير', rating: 4.5 });
    const containsWord = await listing({ nameEn: 'Birthday Cake Tower', nameAr: 'برج عيد ميلاد', rating: 4 });
    const starts = await listing({ nameEn: 'Cake Pops Bouquet', nameAr: 'باقة حلوى', rating: 1 });
    await listing({ nameEn: 'Paper Plates', nameAr: 'صحون ورقية', rating: 5 });

    expect(ids(await listItems({ categoryId: category.id, q: 'cake' }))).toEqual([
      starts.id,
      containsWord.id,
      containsMidWord.id,
      describes.id,
    ]);
  });

  it('finds a close name despite a small typo', async () => {
    const { category, listing } = await shop();
    const chocolate = await listing({ nameEn: 'Chocolate Drip Cake', nameAr: 'كعكة مقطرة' });
    const balloons = await listing({ nameEn: 'Helium Balloons', nameAr: 'بالونات هيليوم' });
    await listing({ nameEn: 'Vanilla Sponge', nameAr: 'اسفنج فانيلا' });

    expect(ids(await listItems({ categoryId: category.id, q: 'chocolte' }))).toEqual([chocolate.id]);
    expect(ids(await listItems({ categoryId: category.id, q: 'balloosn' }))).toEqual([balloons.id]);
    expect(ids(await listItems({ categoryId: category.id, q: 'chocolte cake' }))).toEqual([chocolate.id]);
    expect(ids(await listItems({ categoryId: category.id, q: 'xylophone' }))).toEqual([]);
  });

  it('matches % and _ literally instead of as wildcards', async () => {
    // Names without the builders' random hex tags: a shop or category whose name has a word starting
    // with "50" (one in 256 tags) matches the query "50%" too, and so would every listing it holds.
    const { category, listing } = await shop({
      category: { nameEn: 'Signs', nameAr: 'لافتات' },
      retailer: { nameEn: 'Banner House', nameAr: 'بيت اللافتات' },
    });
    const sale = await listing({ nameEn: 'Sale 50% Off Banner', nameAr: 'لافتة خصم' });
    await listing({ nameEn: 'Happy Birthday Banner', nameAr: 'لافتة عيد ميلاد' });
    await listing({ nameEn: 'snake_case sign', nameAr: 'لافتة' });

    for (const q of ['%', '%%', '_', '__', '%_%']) {
      expect(await listItems({ categoryId: category.id, q }), `q=${q}`).toEqual([]);
    }
    // Not even without a filter: a lone wildcard must not dump the whole catalogue.
    expect(await listItems({ q: '%' })).toEqual([]);
    expect(await listItems({ q: '_' })).toEqual([]);
    expect(ids(await listItems({ categoryId: category.id, q: '50%' }))).toEqual([sale.id]);
  });

  it('strips markup from the query', async () => {
    const { category, listing } = await shop();
    const cake = await listing({ nameEn: 'Rainbow Cake', nameAr: 'كعكة قوس قزح' });
    await listing({ nameEn: 'Bold Letters', nameAr: 'حروف عريضة' });

    const plain = ids(await listItems({ categoryId: category.id, q: 'cake' }));
    expect(plain).toEqual([cake.id]);
    expect(ids(await listItems({ categoryId: category.id, q: '<b>cake</b>' }))).toEqual(plain);
    expect(ids(await listItems({ categoryId: category.id, q: '<i>rainbow</i> <b>cake' }))).toEqual(plain);
  });

  it('treats a blank or whitespace-only query as no search', async () => {
    const { category, listing } = await shop();
    const older = await listing({ createdAt: minutesAgo(10) });
    const newer = await listing({ createdAt: minutesAgo(1) });
    const expected = [newer.id, older.id];

    expect(ids(await listItems({ categoryId: category.id }))).toEqual(expected);
    for (const q of ['', ' ', '   ', '\t', '<b></b>']) {
      expect(ids(await listItems({ categoryId: category.id, q })), `q=${JSON.stringify(q)}`).toEqual(
        expected,
      );
    }
  });

  it('combines search with filters and the limit', async () => {
    const { category, retailer, listing } = await shop();
    const other = await t.factories.shop();
    const a = await listing({ nameEn: 'Wedding Arch', nameAr: 'قوس زفاف', kind: 'rental' });
    const b = await listing({ nameEn: 'Wedding Singer', nameAr: 'مطرب زفاف', kind: 'entertainment' });
    const c = await t.factories.listing({
      shopId: other.id,
      categoryId: category.id,
      nameEn: 'Wedding Favours',
      nameAr: 'توزيعات زفاف',
    });

    expect(new Set(ids(await listItems({ categoryId: category.id, q: 'wedding' })))).toEqual(
      new Set([a.id, b.id, c.id]),
    );
    expect(ids(await listItems({ categoryId: category.id, q: 'wedding', kind: 'rental' }))).toEqual([a.id]);
    expect(new Set(ids(await listItems({ shopId: retailer.id, q: 'زفاف' })))).toEqual(new Set([a.id, b.id]));
    expect(await listItems({ categoryId: category.id, q: 'wedding', limit: 2 })).toHaveLength(2);
  });

  it('rejects a query longer than the maximum', async () => {
    await expectError(`/api/items?${qs({ q: 'a'.repeat(101) })}`, 400, 'VALIDATION_FAILED');
    expect(await listItems({ q: `zq${'x'.repeat(98)}` })).toEqual([]);
  });
});

describe('GET /api/items/:id', () => {
  it('returns the listing with its description and retailer', async () => {
    const { category, retailer, listing } = await shop({
      category: { nameEn: 'Entertainment', nameAr: 'ترفيه' },
      retailer: {
        nameEn: 'Fun Factory',
        nameAr: 'مصنع المرح',
        rating: 4.6,
        reviewCount: 88,
        deliveryMinutes: 60,
        deliveryFeeFils: 2_000,
        areaEn: 'Riffa',
        areaAr: 'الرفاع',
      },
    });
    const magician = await listing({
      kind: 'entertainment',
      nameEn: 'Magic Show',
      nameAr: 'عرض سحري',
      descriptionEn: 'A 90-minute show for kids',
      descriptionAr: 'عرض لمدة ٩٠ دقيقة للأطفال',
      hourlyRateFils: 35_000,
      capacity: 2,
    });

    const res = await get(`/api/items/${magician.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=30');
    const { item } = itemResponseSchema.parse(res.json());
    expect(item).toMatchObject({
      id: magician.id,
      kind: 'entertainment',
      pricingType: 'hourly',
      hourlyRateFils: 35_000,
      capacity: 2,
      name: { en: 'Magic Show', ar: 'عرض سحري' },
      description: { en: 'A 90-minute show for kids', ar: 'عرض لمدة ٩٠ دقيقة للأطفال' },
      categoryId: category.id,
      categoryName: { en: 'Entertainment', ar: 'ترفيه' },
      shopId: retailer.id,
      shopName: { en: 'Fun Factory', ar: 'مصنع المرح' },
      requiresTimeSlot: true,
    });
    expect(item.shop).toEqual({
      id: retailer.id,
      name: { en: 'Fun Factory', ar: 'مصنع المرح' },
      logoUrl: null,
      rating: 4.6,
      reviewCount: 88,
      deliveryMinutes: 60,
      deliveryFeeFils: 2_000,
      area: { en: 'Riffa', ar: 'الرفاع' },
    });
  });

  it('answers 404 NOT_FOUND for an unknown id and 400 for a malformed one', async () => {
    await expectError('/api/items/3f1c2d4e-5b6a-4c7d-8e9f-0a1b2c3d4e5f', 404, 'NOT_FOUND');
    const body = await expectError('/api/items/not-a-uuid', 400, 'VALIDATION_FAILED');
    expect(body.error.issues?.map((i) => i.path)).toContain('params.id');
  });
});

describe('everything else', () => {
  it('answers unknown /api routes with a JSON 404 in the error shape', async () => {
    const body = await expectError('/api/nothing-here?x=1', 404, 'NOT_FOUND');
    expect(body.error.message).toContain('/api/nothing-here');
    expect(body.error.message).not.toContain('x=1');

    // Even a browser asking for HTML gets JSON under /api.
    const html = await t.app.inject({ method: 'GET', url: '/api/nope', headers: { accept: 'text/html' } });
    expect(html.statusCode).toBe(404);
    expect(apiErrorSchema.parse(html.json()).error.code).toBe('NOT_FOUND');

    // A known path with an unsupported method is also a 404 in the same shape.
    const post = await t.app.inject({ method: 'POST', url: '/api/items', payload: {} });
    expect(post.statusCode).toBe(404);
    expect(apiErrorSchema.parse(post.json()).error.code).toBe('NOT_FOUND');
  });

  it('reports health', async () => {
    const res = await get('/healthz');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('publishes an OpenAPI document with the catalogue routes', async () => {
    const res = await get('/api/docs/json');
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.info.title).toBe('Haflah API');
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/items', '/api/items/{id}', '/api/shops', '/api/categories']),
    );
    expect(doc.paths['/api/items'].get.parameters.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(['categoryId', 'shopId', 'kind', 'q', 'limit']),
    );
    expect(doc.paths['/api/items/{id}'].get.responses).toHaveProperty('404');
    expect(doc.paths).not.toHaveProperty('/healthz');
  });
});
