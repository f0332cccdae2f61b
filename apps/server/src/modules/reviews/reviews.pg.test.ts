import { and, eq, isNull, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { call } from '../../test-support/http.js';
import { useTestApp } from '../../test-support/test-app.js';
import { listings } from '../catalogue/index.js';
import { shops } from '../shops/index.js';
import { reviews } from './reviews.schema.js';

/**
 * Reviews under concurrency, on real PostgreSQL (PGlite serialises everything): 30 customers review
 * one listing at once (and 30 more another listing of the same shop), and the listing's and shop's
 * figures equal a recount of the rows; the same item reviewed 10 times at once is stored once.
 */
describe.skipIf(!process.env.DATABASE_URL)('reviews on PostgreSQL', () => {
  const t = useTestApp();

  async function recount(column: typeof reviews.listingId | typeof reviews.shopId, id: string) {
    const [row] = await t.db
      .select({ avg: sql<number>`coalesce(avg(${reviews.rating})::real, 0)`, n: sql<number>`count(*)::int` })
      .from(reviews)
      .where(and(eq(column, id), isNull(reviews.hiddenAt)));
    return { rating: Number(row!.avg), count: row!.n };
  }

  // Slow to set up (60 accounts with sessions), quick to race.
  it('30 concurrent reviews of one listing (and 30 of another of the shop): exact aggregates', {
    timeout: 180_000,
  }, async () => {
    const f = t.factories;
    const shop = await f.shop({ status: 'approved' });
    const category = await f.category();
    const [a, b] = await Promise.all([
      f.listing({ shopId: shop.id, categoryId: category.id }),
      f.listing({ shopId: shop.id, categoryId: category.id }),
    ]);
    const people = await Promise.all(
      Array.from({ length: 60 }, async (_, i) => {
        const customer = await f.user({ role: 'customer' });
        const listing = i % 2 ? a! : b!;
        const order = await f.order({
          userId: customer.id,
          shopId: shop.id,
          listingId: listing.id,
          status: 'delivered',
        });
        return { customer, listing, order, rating: (i % 5) + 1 };
      }),
    );
    const answers = await Promise.all(
      people.map((p) =>
        call(
          t.app,
          'POST',
          `/api/orders/${p.order.id}/reviews`,
          { listingId: p.listing.id, rating: p.rating },
          {
            cookie: p.customer.cookie,
          },
        ),
      ),
    );
    expect(answers.filter((r) => r.statusCode !== 201).map((r) => r.body)).toEqual([]);

    for (const listing of [a!, b!]) {
      const [stored] = await t.db
        .select({ rating: listings.rating, count: listings.reviewCount })
        .from(listings)
        .where(eq(listings.id, listing.id));
      const expected = await recount(reviews.listingId, listing.id);
      expect(expected.count).toBe(30);
      expect(stored!.count).toBe(30);
      expect(stored!.rating).toBeCloseTo(expected.rating, 5);
    }
    const [s] = await t.db
      .select({ rating: shops.rating, count: shops.reviewCount })
      .from(shops)
      .where(eq(shops.id, shop.id));
    const expected = await recount(reviews.shopId, shop.id);
    expect(s!.count).toBe(60);
    expect(expected.count).toBe(60);
    expect(s!.rating).toBeCloseTo(expected.rating, 5);
  });

  it('the same item reviewed 10 times at once: one 201, nine REVIEW_EXISTS, counted once', {
    timeout: 60_000,
  }, async () => {
    const f = t.factories;
    const shop = await f.shop({ status: 'approved' });
    const listing = await f.listing({ shopId: shop.id, categoryId: (await f.category()).id });
    const customer = await f.user({ role: 'customer' });
    const order = await f.order({
      userId: customer.id,
      shopId: shop.id,
      listingId: listing.id,
      status: 'delivered',
    });
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        call(
          t.app,
          'POST',
          `/api/orders/${order.id}/reviews`,
          { listingId: listing.id, rating: (i % 5) + 1 },
          {
            cookie: customer.cookie,
          },
        ),
      ),
    );
    const codes = answers.map((r) => r.statusCode).sort();
    expect(codes).toEqual([201, ...Array(9).fill(409)]);
    const [stored] = await t.db
      .select({ count: listings.reviewCount })
      .from(listings)
      .where(eq(listings.id, listing.id));
    expect(stored!.count).toBe(1);
  });
});
