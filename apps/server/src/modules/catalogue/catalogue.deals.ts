import {
  bahrainDate,
  deliveryDays,
  type ItemsResponse,
  isOpenAt,
  itemsResponseSchema,
  type OpeningHours,
} from '@haflah/contracts';
import { and, desc, eq, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.js';
import { runningOfferPercent } from '../offers/index.js';
import { shops, visibleShop } from '../shops/index.js';
import { itemColumns, visibleListing } from './catalogue.reads.js';
import { categories, listings } from './catalogue.schema.js';
import { toItemSummary } from './catalogue.service.js';

/** How many items Hot Deals and Express list (the best, one page). */
export const DEALS_LIMIT = 50;
/** Express (spec: 'Under 2 hours'): shops whose delivery time is below this. */
export const EXPRESS_MAX_DELIVERY_MINUTES = 120;

/**
 * Hot Deals and Express (issue 27 point 6, spec: 'Up to 30% off', 'Under 2 hours'), made true.
 * Hot Deals: listings really on sale (a sale price below the price) and those of shops running an offer
 * now, the best discount first. Express: products bought without a time slot, of shops that deliver in
 * under 2 hours, open now (when they keep hours), while a delivery window today is still open.
 * Both depend on the clock, so they are not kept by the catalogue's cache.
 */
export function createDealsReads(db: Db) {
  const fromListings = () =>
    db
      .select(itemColumns)
      .from(listings)
      .innerJoin(shops, eq(shops.id, listings.shopId))
      .innerJoin(categories, eq(categories.id, listings.categoryId));

  return {
    async deals(now: Date) {
      const salePercent = sql<
        number | null
      >`case when ${listings.isOnSale} and ${listings.salePriceFils} < ${listings.priceFils}
        then (${listings.priceFils} - ${listings.salePriceFils}) * 100.0 / ${listings.priceFils} end`;
      const offerPercent = runningOfferPercent(listings.shopId, now);
      const discount: SQL = sql`greatest(${salePercent}, ${offerPercent})`;
      return fromListings()
        .where(and(visibleListing, sql`${discount} > 0`))
        .orderBy(desc(discount), desc(listings.createdAt), desc(listings.id))
        .limit(DEALS_LIMIT);
    },

    async express(now: Date) {
      // A delivery today: a window still open, given the shop's lead (contracts delivery.ts).
      if (deliveryDays(now)[0]?.date !== bahrainDate(now)) return [];
      const quick = await db
        .select({ id: shops.id, openingHours: shops.openingHours })
        .from(shops)
        .where(and(visibleShop, lt(shops.deliveryMinutes, EXPRESS_MAX_DELIVERY_MINUTES)));
      const open = quick.filter((s) => isOpenAt(now, s.openingHours as OpeningHours | null)).map((s) => s.id);
      if (open.length === 0) return [];
      return fromListings()
        .where(
          and(
            visibleListing,
            inArray(listings.shopId, open),
            eq(listings.kind, 'product'),
            eq(listings.pricingType, 'fixed'),
          ),
        )
        .orderBy(desc(listings.createdAt), desc(listings.id))
        .limit(DEALS_LIMIT);
    },
  };
}

/** `GET /api/deals` and `GET /api/express`: one page of item cards each. */
export const dealsRoutes =
  (reads: ReturnType<typeof createDealsReads>, clock: () => Date): FastifyPluginAsyncZod =>
  async (app) => {
    const page = async (rows: Promise<Parameters<typeof toItemSummary>[0][]>): Promise<ItemsResponse> => ({
      items: (await rows).map(toItemSummary),
      nextCursor: null,
    });
    app.get(
      '/deals',
      {
        schema: {
          tags: ['catalogue'],
          summary: 'Hot Deals: items on sale and items of shops running an offer now, best discount first',
          response: { 200: itemsResponseSchema },
        },
      },
      async (_req, reply) => {
        reply.header('cache-control', 'public, max-age=30');
        return page(reads.deals(clock()));
      },
    );
    app.get(
      '/express',
      {
        schema: {
          tags: ['catalogue'],
          summary:
            'Express: products of open shops delivering in under 2 hours, while today can still be delivered',
          response: { 200: itemsResponseSchema },
        },
      },
      async (_req, reply) => {
        reply.header('cache-control', 'public, max-age=30');
        return page(reads.express(clock()));
      },
    );
  };
