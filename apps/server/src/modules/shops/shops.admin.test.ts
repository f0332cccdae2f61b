import { randomUUID } from 'node:crypto';
import {
  ADMIN_SHOPS_PAGE_SIZE,
  adminShopDetailSchema,
  adminShopsPageSchema,
  apiErrorSchema,
  type ItemsResponse,
} from '@haflah/contracts';
import { inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BuiltUser } from '../../test-support/builders.js';
import { call, mailbox } from '../../test-support/http.js';
import { useTestApp } from '../../test-support/test-app.js';
import { createAudit } from '../audit/index.js';
import { shops } from './shops.schema.js';

// One database for the file; each test makes its own shops, named with a word only they hold.
const t = useTestApp();

let admin: BuiltUser;
beforeAll(async () => {
  admin = await t.factories.user({ role: 'admin', name: 'Maryam the admin' });
});

/** A word of letters only (search matches inside words: no digits a random tag could share). */
const word = () =>
  `q${randomUUID()
    .replace(/[^a-f]/g, '')
    .slice(0, 8)}`;
const rowsOf = (shopId: string) => createAudit(t.db).forTarget('shop', shopId);
const codeOf = (res: { json(): unknown }) => apiErrorSchema.parse(res.json()).error.code;

async function list(query: string) {
  const res = await call(t.app, 'GET', `/api/admin/shops?${query}`, undefined, { cookie: admin.cookie });
  expect(res.statusCode, res.body).toBe(200);
  return adminShopsPageSchema.parse(res.json());
}
const suspend = (shopId: string, reason: unknown = 'Repeated late deliveries', cookie = admin.cookie) =>
  call(t.app, 'POST', `/api/admin/shops/${shopId}/suspend`, { reason }, { cookie, ip: '10.7.0.1' });
const reinstate = (shopId: string, body: unknown = {}, cookie = admin.cookie) =>
  call(t.app, 'POST', `/api/admin/shops/${shopId}/reinstate`, body, { cookie, ip: '10.7.0.2' });

describe('GET /api/admin/shops: every shop, searched, filtered and paged', () => {
  it('finds a shop by either name, as the catalogue matches (Arabic letter forms, case, diacritics)', async () => {
    const tag = word();
    const bakery = await t.factories.shop({ nameEn: `Al Amal ${tag} Bakery`, nameAr: `مخبز الأمل ${tag}` });
    const other = await t.factories.shop({ nameEn: `Sweet ${tag} House`, nameAr: `بيت الحلويات ${tag}` });

    const ids = async (q: string) => (await list(`q=${encodeURIComponent(q)}`)).shops.map((s) => s.id);
    expect(await ids(`${tag} bakery`)).toEqual([bakery.id]);
    expect(await ids(`BAKERY ${tag.toUpperCase()}`)).toEqual([bakery.id]);
    // Alef with hamza typed plain, and the other way round; diacritics ignored.
    expect(await ids(`الامل ${tag}`)).toEqual([bakery.id]);
    expect(await ids(`مَخْبَز ${tag}`)).toEqual([bakery.id]);
    expect(await ids(`الحلويات ${tag}`)).toEqual([other.id]);
    expect((await ids(tag)).sort()).toEqual([bakery.id, other.id].sort());
    expect(await ids(`${tag} nothing-like-it`)).toEqual([]);
  });

  it('filters by status, or lists every status without one; each row with what an admin decides by', async () => {
    const tag = word();
    const owner = await t.factories.user({ role: 'retailer' });
    const made = {
      pending: await t.factories.shop({ status: 'pending', nameEn: `${tag} one`, ownerUserId: owner.id }),
      approved: await t.factories.shop({ status: 'approved', nameEn: `${tag} two` }),
      rejected: await t.factories.shop({ status: 'rejected', nameEn: `${tag} three`, statusReason: 'No CR' }),
      suspended: await t.factories.shop({ status: 'suspended', nameEn: `${tag} four` }),
    };
    for (const [status, shop] of Object.entries(made)) {
      const page = await list(`q=${tag}&status=${status}`);
      expect(
        page.shops.map((s) => s.id),
        status,
      ).toEqual([shop.id]);
      expect(page.total).toBe(1);
    }
    const all = await list(`q=${tag}`);
    expect(all.total).toBe(4);
    // Newest application first.
    expect(all.shops.map((s) => s.id)).toEqual([
      made.suspended.id,
      made.rejected.id,
      made.approved.id,
      made.pending.id,
    ]);
    const category = await t.factories.category();
    await t.factories.listing({ shopId: made.approved.id, categoryId: category.id });
    await t.factories.listing({ shopId: made.approved.id, categoryId: category.id });
    await t.factories.listing({ shopId: made.approved.id, categoryId: category.id, isActive: false });
    const rows = new Map((await list(`q=${tag}`)).shops.map((s) => [s.id, s]));
    expect(rows.get(made.approved.id)).toMatchObject({
      status: 'approved',
      activeListings: 2,
      paused: false,
    });
    expect(rows.get(made.pending.id)).toMatchObject({ ownerEmail: owner.email, activeListings: 0 });
    expect(rows.get(made.rejected.id)).toMatchObject({ statusReason: 'No CR', ownerEmail: null });

    const bogus = await call(t.app, 'GET', '/api/admin/shops?status=closed', undefined, {
      cookie: admin.cookie,
    });
    expect(bogus.statusCode).toBe(400);
  });

  it('pages through many shops: each once, newest first, with the total', async () => {
    const tag = word();
    const made: string[] = [];
    for (let i = 0; i < 60; i++) made.push((await t.factories.shop({ nameEn: `${tag} shop ${i}` })).id);
    const seen: string[] = [];
    for (let page = 1; page <= 3; page++) {
      const p = await list(`q=${tag}&page=${page}`);
      expect(p).toMatchObject({ total: 60, page, pageSize: ADMIN_SHOPS_PAGE_SIZE });
      expect(p.shops).toHaveLength(20);
      seen.push(...p.shops.map((s) => s.id));
    }
    // Newest first, and by id among shops made in the same instant (PGlite's clock has millisecond
    // steps, so two shops made in one millisecond tie on created_at): the order the list promises.
    // created_at in microseconds, as PostgreSQL orders it (a JavaScript Date keeps milliseconds only).
    const stamps = await t.db
      .select({
        id: shops.id,
        at: sql<string>`(extract(epoch from ${shops.createdAt}) * 1000000)::bigint::text`,
      })
      .from(shops)
      .where(inArray(shops.id, made));
    const newestFirst = stamps
      .sort((a, b) => {
        const byTime = BigInt(b.at) - BigInt(a.at);
        if (byTime !== 0n) return byTime > 0n ? 1 : -1;
        return a.id < b.id ? 1 : a.id > b.id ? -1 : 0;
      })
      .map((s) => s.id);
    expect(seen).toEqual(newestFirst);
    expect(new Set(seen).size).toBe(60);
    expect((await list(`q=${tag}&page=4`)).shops).toEqual([]);
  });
});

describe('POST /api/admin/shops/:id/suspend and /reinstate', () => {
  /** An approved shop with an owner, an active listing and a customer's order of it. */
  async function scene() {
    const owner = await t.factories.user({ role: 'retailer' });
    const shop = await t.factories.shop({ ownerUserId: owner.id });
    const category = await t.factories.category();
    const listing = await t.factories.listing({ shopId: shop.id, categoryId: category.id });
    const customer = await t.factories.user({ role: 'customer' });
    const order = await t.factories.order({ userId: customer.id, shopId: shop.id, listingId: listing.id });
    return { owner, shop, listing, customer, order };
  }
  const shopListings = async (shopId: string) => {
    const res = await call(t.app, 'GET', `/api/items?shopId=${shopId}`);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as ItemsResponse).items.map((i) => i.id);
  };

  it('suspending hides the shop and its listings and refuses a new cart line; reinstating brings them back; one audit row each', async () => {
    const s = await scene();
    const buyer = await t.factories.user({ role: 'customer' });
    const add = () =>
      call(t.app, 'POST', '/api/cart/items', { listingId: s.listing.id }, { cookie: buyer.cookie });
    expect(await shopListings(s.shop.id)).toEqual([s.listing.id]);

    const suspended = await suspend(s.shop.id, '  Complaints <b>about</b> hygiene ');
    expect(suspended.statusCode, suspended.body).toBe(200);
    expect(suspended.json()).toMatchObject({ status: 'suspended', statusReason: 'Complaints about hygiene' });
    expect(await shopListings(s.shop.id)).toEqual([]);
    expect((await call(t.app, 'GET', `/api/items/${s.listing.id}`)).statusCode).toBe(404);
    const refused = await add();
    expect(refused.statusCode).toBe(409);
    expect(codeOf(refused)).toBe('SHOP_UNAVAILABLE');

    let rows = await rowsOf(s.shop.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      action: 'shop.suspend',
      actorUserId: admin.id,
      ip: '10.7.0.1',
      reason: 'Complaints about hygiene',
      before: { status: 'approved', statusReason: null },
      after: { status: 'suspended', statusReason: 'Complaints about hygiene' },
    });

    const back = await reinstate(s.shop.id, { reason: 'Inspection passed' });
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json()).toMatchObject({ status: 'approved', statusReason: null });
    expect(await shopListings(s.shop.id)).toEqual([s.listing.id]);
    expect((await add()).statusCode).toBe(201);
    rows = await rowsOf(s.shop.id);
    expect(rows).toHaveLength(2);
    expect(rows[1]).toMatchObject({
      action: 'shop.reinstate',
      ip: '10.7.0.2',
      reason: 'Inspection passed',
      before: { status: 'suspended' },
      after: { status: 'approved' },
    });
  });

  it('keeps existing orders: the customer and the shop still see them while it is suspended', async () => {
    const s = await scene();
    expect((await suspend(s.shop.id)).statusCode).toBe(200);
    const mine = await call(t.app, 'GET', `/api/orders/${s.order.id}`, undefined, {
      cookie: s.customer.cookie,
    });
    expect(mine.statusCode, mine.body).toBe(200);
    const theirs = await call(t.app, 'GET', `/api/retailer/orders/${s.order.id}`, undefined, {
      cookie: s.owner.cookie,
    });
    expect(theirs.statusCode, theirs.body).toBe(200);
    // And the shop can still fulfil it.
    const accepted = await call(t.app, 'POST', `/api/retailer/orders/${s.order.id}/accept`, undefined, {
      cookie: s.owner.cookie,
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
  });

  it('emails the owner of a suspension (with the reason) and of a reinstatement, in English and Arabic', async () => {
    const s = await scene();
    const mailTo = async () => (await mailbox(t.app)).filter((m) => m.to === s.owner.email);
    expect((await suspend(s.shop.id, 'Unpaid commission')).statusCode).toBe(200);
    const [told, ...none] = await mailTo();
    expect(none).toHaveLength(0);
    expect(told!.subject).toContain('suspended');
    expect(told!.text).toContain('Unpaid commission');
    expect(told!.text).toContain('تم تعليق');
    expect((await reinstate(s.shop.id)).statusCode).toBe(200);
    const messages = await mailTo();
    expect(messages).toHaveLength(2);
    const back = messages.find((m) => m.subject.includes('reinstated'));
    expect(back!.text).toContain('إعادة تفعيل');
  });

  it('refuses what the status does not allow, writing nothing: a pending shop is not suspended, only a suspended one reinstated', async () => {
    const pending = await t.factories.shop({ status: 'pending' });
    const notSuspendable = await suspend(pending.id);
    expect(notSuspendable.statusCode).toBe(409);
    expect(codeOf(notSuspendable)).toBe('SHOP_NOT_SUSPENDABLE');
    const rejected = await t.factories.shop({ status: 'rejected' });
    expect(codeOf(await suspend(rejected.id))).toBe('SHOP_NOT_SUSPENDABLE');

    const approved = await t.factories.shop();
    const notSuspended = await reinstate(approved.id);
    expect(notSuspended.statusCode).toBe(409);
    expect(codeOf(notSuspended)).toBe('SHOP_NOT_SUSPENDED');
    expect(codeOf(await reinstate(pending.id))).toBe('SHOP_NOT_SUSPENDED');

    // Twice in a row: the second is refused.
    expect((await suspend(approved.id)).statusCode).toBe(200);
    expect(codeOf(await suspend(approved.id))).toBe('SHOP_NOT_SUSPENDABLE');

    // No reason, markup only, too long: 400.
    for (const reason of ['', '<b></b>', 'x'.repeat(501), null]) {
      expect((await suspend(pending.id, reason)).statusCode, String(reason)).toBe(400);
    }
    const noBody = await call(
      t.app,
      'POST',
      `/api/admin/shops/${pending.id}/suspend`,
      {},
      { cookie: admin.cookie },
    );
    expect(noBody.statusCode).toBe(400);
    const missing = randomUUID();
    expect((await suspend(missing)).statusCode).toBe(404);
    expect((await reinstate(missing)).statusCode).toBe(404);
    for (const role of ['customer', 'retailer', 'driver'] as const) {
      const other = await t.factories.user({ role });
      expect((await suspend(pending.id, 'No', other.cookie)).statusCode, role).toBe(403);
    }

    expect(await rowsOf(pending.id)).toHaveLength(0);
    expect(await rowsOf(rejected.id)).toHaveLength(0);
    expect(await rowsOf(missing)).toHaveLength(0);
    expect((await rowsOf(approved.id)).map((r) => r.action)).toEqual(['shop.suspend']);
  });
});

describe('GET /api/admin/shops/:id: the retailer details', () => {
  it('tells the profile, owner, listings, recent orders, revenue, rating and who changed its status, why', async () => {
    const owner = await t.factories.user({ role: 'retailer', name: 'Fatima Al Khalifa' });
    const shop = await t.factories.shop({
      status: 'pending',
      ownerUserId: owner.id,
      crNumber: '445566',
      rating: 4.26,
      reviewCount: 31,
    });
    const category = await t.factories.category();
    const active = await t.factories.listing({ shopId: shop.id, categoryId: category.id, priceFils: 7500 });
    await t.factories.listing({ shopId: shop.id, categoryId: category.id, isActive: false });
    const customer = await t.factories.user({ role: 'customer' });
    const order = (status: 'pending' | 'delivered' | 'cancelled', priceFils: number, daysAgo = 0) =>
      t.factories.order({
        userId: customer.id,
        shopId: shop.id,
        listingId: active.id,
        status,
        priceFils,
        createdAt: new Date(Date.now() - daysAgo * 86_400_000),
      });
    const old = await order('delivered', 10_000, 45);
    const recent = await order('delivered', 20_000, 2);
    await order('cancelled', 40_000, 1);
    const latest = await order('pending', 5_000);

    expect(
      (await call(t.app, 'POST', `/api/admin/shops/${shop.id}/approve`, undefined, { cookie: admin.cookie }))
        .statusCode,
    ).toBe(200);
    expect((await suspend(shop.id, 'Fake reviews')).statusCode).toBe(200);

    const res = await call(t.app, 'GET', `/api/admin/shops/${shop.id}`, undefined, { cookie: admin.cookie });
    expect(res.statusCode, res.body).toBe(200);
    const detail = adminShopDetailSchema.parse(res.json());
    expect(detail.profile).toMatchObject({ id: shop.id, crNumber: '445566', status: 'suspended' });
    expect(detail.owner).toEqual({ name: 'Fatima Al Khalifa', email: owner.email });
    expect(detail).toMatchObject({ rating: 4.3, reviewCount: 31 });
    expect(detail.listings).toMatchObject({ total: 2, active: 1, inactive: 1 });
    expect(detail.listings.latest.find((l) => l.id === active.id)).toMatchObject({
      priceFils: 7500,
      isActive: true,
    });
    expect(detail.orders.total).toBe(4);
    expect(detail.orders.latest[0]).toMatchObject({ id: latest.id, status: 'pending' });
    expect(detail.orders.latest.map((o) => o.id)).toContain(old.id);
    // Not cancelled: all time every one but the cancelled; the last 30 days leave out the old one.
    const totalOf = async (id: string) => detail.orders.latest.find((o) => o.id === id)!.totalFils;
    const [oldTotal, recentTotal, latestTotal] = await Promise.all([
      totalOf(old.id),
      totalOf(recent.id),
      totalOf(latest.id),
    ]);
    expect(detail.revenue).toEqual({
      allTimeFils: oldTotal + recentTotal + latestTotal,
      last30DaysFils: recentTotal + latestTotal,
    });
    expect(detail.history.map((h) => [h.action, h.actor.name, h.actor.email, h.reason])).toEqual([
      ['shop.approve', 'Maryam the admin', admin.email, null],
      ['shop.suspend', 'Maryam the admin', admin.email, 'Fake reviews'],
    ]);
  });

  it('answers 404 for no such shop, and only to admins', async () => {
    const missing = await call(t.app, 'GET', `/api/admin/shops/${randomUUID()}`, undefined, {
      cookie: admin.cookie,
    });
    expect(missing.statusCode).toBe(404);
    const shop = await t.factories.shop();
    const retailer = await t.factories.user({ role: 'retailer' });
    expect(
      (await call(t.app, 'GET', `/api/admin/shops/${shop.id}`, undefined, { cookie: retailer.cookie }))
        .statusCode,
    ).toBe(403);
    expect((await call(t.app, 'GET', `/api/admin/shops/${shop.id}`)).statusCode).toBe(401);
  });
});
