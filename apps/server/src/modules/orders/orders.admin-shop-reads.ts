import type { AdminShopOrder } from '@haflah/contracts';
import { count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { orders } from './orders.schema.js';

const DAY_MS = 86_400_000;

/**
 * What the admin's retailer details page reads of a shop's orders (issue 24 point 4): its newest
 * orders, how many it has had, and its revenue (orders not cancelled, all time and the last 30 days).
 * Read only; the index orders_shop_number_idx serves the newest.
 */
export function createShopOrdersOverview(db: Db, clock: () => Date) {
  return {
    async ofShop(shopId: string, limit: number) {
      const since = new Date(clock().getTime() - 30 * DAY_MS);
      const [latest, [totals]] = await Promise.all([
        db
          .select({
            id: orders.id,
            number: orders.number,
            status: orders.status,
            totalFils: orders.totalFils,
            createdAt: orders.createdAt,
          })
          .from(orders)
          .where(eq(orders.shopId, shopId))
          .orderBy(desc(orders.number))
          .limit(limit),
        db
          .select({
            total: count(),
            allTime: sql<number>`coalesce(sum(${orders.totalFils}) filter (where ${orders.status} <> 'cancelled'), 0)::bigint`,
            last30Days: sql<number>`coalesce(sum(${orders.totalFils}) filter (where ${orders.status} <> 'cancelled' and ${orders.createdAt} >= ${since}), 0)::bigint`,
          })
          .from(orders)
          .where(eq(orders.shopId, shopId)),
      ]);
      return {
        orders: {
          total: Number(totals?.total ?? 0),
          latest: latest.map(
            (o): AdminShopOrder => ({
              id: o.id,
              number: o.number,
              status: o.status,
              totalFils: o.totalFils,
              placedAt: o.createdAt.toISOString(),
            }),
          ),
        },
        revenue: {
          allTimeFils: Number(totals?.allTime ?? 0),
          last30DaysFils: Number(totals?.last30Days ?? 0),
        },
      };
    },
  };
}

export type ShopOrdersOverview = ReturnType<typeof createShopOrdersOverview>;
