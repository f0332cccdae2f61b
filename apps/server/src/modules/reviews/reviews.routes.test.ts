import {
  apiErrorSchema,
  type ItemReviewsPage,
  type OrderReviews,
  type ReportedReviews,
  type ShopReview,
  type ShopReviewsPage,
} from '@haflah/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BuiltUser } from '../../test-support/builders.js';
import { call, mailbox } from '../../test-support/http.js';
import { useTestApp } from '../../test-support/test-app.js';
import { createAudit } from '../audit/index.js';
import { listings } from '../catalogue/index.js';
import { shops } from '../shops/index.js';

const t = useTestApp();
const codeOf = (res: { json(): unknown }) => apiErrorSchema.parse(res.json()).error.code;

let customer: BuiltUser;
let retailer: BuiltUser;
let admin: BuiltUser;
beforeAll(async () => {
  customer = await t.factories.user({ role: 'customer', name: 'Sara Ahmed' });
  retailer = await t.factories.user({ role: 'retailer' });
  admin = await t.factories.user({ role: 'admin' });
});

/** A shop owned by `owner` (a new one without) with one listing, and an order of it in `status`. */
async function scene(status: 'delivered' | 'pending' = 'delivered', owner?: BuiltUser) {
  const shop = await t.factories.shop({ status: 'approved', ...(owner ? { ownerUserId: owner.id } : {}) });
  const listing = await t.factories.listing({
    shopId: shop.id,
    categoryId: (await t.factories.category()).id,
  });
  const order = await t.factories.order({
    userId: customer.id,
    shopId: shop.id,
    listingId: listing.id,
    status,
  });
  return { shop, listing, order };
}

const rate = (orderId: string, body: Record<string, unknown>, cookie = customer.cookie) =>
  call(t.app, 'POST', `/api/orders/${orderId}/reviews`, body, { cookie });

async function figures(listingId: string, shopId: string) {
  const [l] = await t.db
    .select({ rating: listings.rating, count: listings.reviewCount })
    .from(listings)
    .where(eq(listings.id, listingId));
  const [s] = await t.db
    .select({ rating: shops.rating, count: shops.reviewCount })
    .from(shops)
    .where(eq(shops.id, shopId));
  return { listing: l!, shop: s! };
}

describe("a customer's review", () => {
  it('rates a delivered order’s item once: markup stripped, aggregates real, a second refused', async () => {
    const { shop, listing, order } = await scene();
    const before = (
      await call(t.app, 'GET', `/api/orders/${order.id}/reviews`, undefined, { cookie: customer.cookie })
    ).json() as OrderReviews;
    expect(before).toMatchObject({ canReview: true, items: [{ listingId: listing.id, review: null }] });

    const res = await rate(order.id, { listingId: listing.id, rating: 4, body: '<b>Great</b> balloons' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ rating: 4, body: 'Great balloons' });
    expect(await figures(listing.id, shop.id)).toEqual({
      listing: { rating: 4, count: 1 },
      shop: { rating: 4, count: 1 },
    });

    const again = await rate(order.id, { listingId: listing.id, rating: 1 });
    expect(again.statusCode).toBe(409);
    expect(codeOf(again)).toBe('REVIEW_EXISTS');
    expect((await figures(listing.id, shop.id)).listing).toEqual({ rating: 4, count: 1 });

    const page = (await call(t.app, 'GET', `/api/items/${listing.id}/reviews`)).json() as ItemReviewsPage;
    expect(page.reviews).toEqual([
      expect.objectContaining({ reviewer: 'Sara A.', rating: 4, body: 'Great balloons', reply: null }),
    ]);
  });

  it('before delivery, or for an item not in the order: REVIEW_NOT_ALLOWED; 1–5 stars only', async () => {
    const pending = await scene('pending');
    const early = await rate(pending.order.id, { listingId: pending.listing.id, rating: 5 });
    expect([early.statusCode, codeOf(early)]).toEqual([409, 'REVIEW_NOT_ALLOWED']);

    const { order } = await scene();
    const foreign = await rate(order.id, { listingId: pending.listing.id, rating: 5 });
    expect([foreign.statusCode, codeOf(foreign)]).toEqual([409, 'REVIEW_NOT_ALLOWED']);
    expect((await rate(order.id, { listingId: pending.listing.id, rating: 6 })).statusCode).toBe(400);
    expect((await rate(order.id, { listingId: pending.listing.id, rating: 0 })).statusCode).toBe(400);
  });

  it('another customer’s order: 404, nothing written', async () => {
    const { listing, order } = await scene();
    const stranger = await t.factories.user({ role: 'customer' });
    const res = await rate(order.id, { listingId: listing.id, rating: 5 }, stranger.cookie);
    expect(res.statusCode).toBe(404);
  });
});

describe("the shop's reply and report; the admin's decision", () => {
  it('replies once (the reviewer emailed), reports once; the admin hides (audit, aggregates) or keeps', async () => {
    const { shop, listing, order } = await scene('delivered', retailer);
    const created = (await rate(order.id, { listingId: listing.id, rating: 2, body: 'Late' })).json() as {
      id: string;
    };

    const list = (
      await call(t.app, 'GET', '/api/retailer/reviews?unanswered=true', undefined, {
        cookie: retailer.cookie,
      })
    ).json() as ShopReviewsPage;
    expect(list.reviews.map((r) => r.id)).toEqual([created.id]);
    expect(list.reviews[0]).toMatchObject({ orderNumber: order.number, rating: 2, reply: null });

    const url = `/api/retailer/reviews/${created.id}`;
    const reply = await call(
      t.app,
      'POST',
      `${url}/reply`,
      { text: 'Sorry, <i>traffic</i>!' },
      {
        cookie: retailer.cookie,
      },
    );
    expect(reply.statusCode, reply.body).toBe(200);
    expect((reply.json() as ShopReview).reply?.text).toBe('Sorry, traffic!');
    const twice = await call(t.app, 'POST', `${url}/reply`, { text: 'Again' }, { cookie: retailer.cookie });
    expect([twice.statusCode, codeOf(twice)]).toEqual([409, 'REPLY_EXISTS']);
    const mail = (await mailbox(t.app)).find((m) => m.to === customer.email && m.subject.includes('replied'));
    expect(mail?.text).toContain('Sorry, traffic!');
    const shown = (await call(t.app, 'GET', `/api/items/${listing.id}/reviews`)).json() as ItemReviewsPage;
    expect(shown.reviews[0]?.reply?.text).toBe('Sorry, traffic!');
    const answered = (
      await call(t.app, 'GET', '/api/retailer/reviews?unanswered=true', undefined, {
        cookie: retailer.cookie,
      })
    ).json() as ShopReviewsPage;
    expect(answered.reviews).toEqual([]);

    const report = await call(
      t.app,
      'POST',
      `${url}/report`,
      { reason: 'Never late' },
      {
        cookie: retailer.cookie,
      },
    );
    expect(report.statusCode, report.body).toBe(200);
    const again = await call(t.app, 'POST', `${url}/report`, { reason: 'x' }, { cookie: retailer.cookie });
    expect([again.statusCode, codeOf(again)]).toEqual([409, 'REVIEW_ALREADY_REPORTED']);

    const reported = (
      await call(t.app, 'GET', '/api/admin/reviews/reported', undefined, { cookie: admin.cookie })
    ).json() as ReportedReviews;
    expect(reported.reviews.find((r) => r.id === created.id)).toMatchObject({
      reason: 'Never late',
      shopNameEn: shop.nameEn,
      decision: null,
    });

    const hide = await call(t.app, 'POST', `/api/admin/reviews/${created.id}/hide`, undefined, {
      cookie: admin.cookie,
    });
    expect(hide.statusCode, hide.body).toBe(200);
    expect(hide.json()).toMatchObject({ decision: 'hidden' });
    expect(await figures(listing.id, shop.id)).toEqual({
      listing: { rating: 0, count: 0 },
      shop: { rating: 0, count: 0 },
    });
    const gone = (await call(t.app, 'GET', `/api/items/${listing.id}/reviews`)).json() as ItemReviewsPage;
    expect(gone.reviews).toEqual([]);
    const left = (
      await call(t.app, 'GET', '/api/admin/reviews/reported', undefined, { cookie: admin.cookie })
    ).json() as ReportedReviews;
    expect(left.reviews.some((r) => r.id === created.id)).toBe(false);

    const keep = await call(t.app, 'POST', `/api/admin/reviews/${created.id}/keep`, undefined, {
      cookie: admin.cookie,
    });
    expect(keep.json()).toMatchObject({ decision: 'kept' });
    expect((await figures(listing.id, shop.id)).listing).toEqual({ rating: 2, count: 1 });
    const audit = await createAudit(t.db).forTarget('review', created.id);
    expect(audit.map((a) => a.action)).toEqual(['review.hide', 'review.keep']);
  });

  it("another shop's review: 404 to reply and report, absent from its list", async () => {
    const { listing, order } = await scene();
    const created = (await rate(order.id, { listingId: listing.id, rating: 5 })).json() as { id: string };
    const url = `/api/retailer/reviews/${created.id}`;
    const reply = await call(t.app, 'POST', `${url}/reply`, { text: 'Hi' }, { cookie: retailer.cookie });
    const report = await call(t.app, 'POST', `${url}/report`, { reason: 'x' }, { cookie: retailer.cookie });
    expect([reply.statusCode, report.statusCode]).toEqual([404, 404]);
    const list = (
      await call(t.app, 'GET', '/api/retailer/reviews', undefined, { cookie: retailer.cookie })
    ).json() as ShopReviewsPage;
    expect(list.reviews.some((r) => r.id === created.id)).toBe(false);
  });

  it('the product page pages through reviews newest first', async () => {
    const shop = await t.factories.shop({ status: 'approved' });
    const listing = await t.factories.listing({
      shopId: shop.id,
      categoryId: (await t.factories.category()).id,
    });
    for (let i = 0; i < 12; i++) {
      const order = await t.factories.order({
        userId: customer.id,
        shopId: shop.id,
        listingId: listing.id,
        status: 'delivered',
      });
      await t.factories.review({
        orderId: order.id,
        listingId: listing.id,
        shopId: shop.id,
        userId: customer.id,
        rating: (i % 5) + 1,
        createdAt: new Date(Date.UTC(2026, 0, 1 + i)),
      });
    }
    const first = (await call(t.app, 'GET', `/api/items/${listing.id}/reviews`)).json() as ItemReviewsPage;
    expect(first.reviews).toHaveLength(10);
    expect(first.nextCursor).not.toBeNull();
    const next = (
      await call(
        t.app,
        'GET',
        `/api/items/${listing.id}/reviews?after=${encodeURIComponent(first.nextCursor!)}`,
      )
    ).json() as ItemReviewsPage;
    expect(next.reviews).toHaveLength(2);
    expect(next.nextCursor).toBeNull();
    const dates = [...first.reviews, ...next.reviews].map((r) => r.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
    expect((await figures(listing.id, shop.id)).listing).toEqual({ rating: 33 / 12, count: 12 });
  });
});
