import type { AdminShopListing } from '@haflah/contracts';
import { and, count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { listings } from './catalogue.schema.js';
import { createShopListingReads } from './catalogue.shop-reads.js';

/** What a customer pays for a listing: the sale price when on sale, the hourly rate when by the hour. */
function shownPrice(l: {
  pricingType: string;
  priceFils: number;
  salePriceFils: number | null;
  isOnSale: boolean;
  hourlyRateFils: number | null;
}): number {
  if (l.pricingType === 'hourly') return l.hourlyRateFils ?? 0;
  return l.isOnSale && l.salePriceFils != null ? l.salePriceFils : l.priceFils;
}

/**
 * What the admin's retailer screens read of a shop's listings (issue 24 points 3 and 4): how many are
 * active per shop (the list), and a shop's counts with its newest listings (the details page). Read
 * only; every state, never what customers see.
 */
export function createShopListingsOverview(db: Db) {
  const reads = createShopListingReads(db);
  return {
    /** How many active listings each of these shops has (a shop with none is left out). */
    async activeCounts(shopIds: readonly string[]): Promise<Map<string, number>> {
      if (shopIds.length === 0) return new Map();
      const rows = await db
        .select({ shopId: listings.shopId, n: count() })
        .from(listings)
        .where(and(inArray(listings.shopId, [...shopIds]), eq(listings.isActive, true)))
        .groupBy(listings.shopId);
      return new Map(rows.map((r) => [r.shopId, Number(r.n)]));
    },

    /** A shop's listing counts and its `limit` newest listings, active or not. */
    async ofShop(shopId: string, limit: number) {
      const [summary, rows] = await Promise.all([
        reads.summary(shopId),
        reads.page(shopId, { status: 'all' }, limit),
      ]);
      const latest: AdminShopListing[] = rows.slice(0, limit).map((l) => ({
        id: l.id,
        name: { en: l.nameEn, ar: l.nameAr },
        kind: l.kind,
        pricingType: l.pricingType,
        priceFils: shownPrice(l),
        imageUrl: l.imageUrl,
        isActive: l.isActive,
      }));
      return { total: summary.total, active: summary.active, inactive: summary.inactive, latest };
    },
  };
}

export type ShopListingsOverview = ReturnType<typeof createShopListingsOverview>;
