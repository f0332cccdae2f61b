import {
  ADMIN_SHOP_LISTINGS_SHOWN,
  ADMIN_SHOP_ORDERS_SHOWN,
  type AdminShopDetail,
  type AdminShopListing,
  type AdminShopOrder,
  type AdminShopsPage,
} from '@haflah/contracts';
import type { Actor } from '../../platform/access.js';
import type { ShopsService } from './shops.service.js';

/** What the catalogue tells of a shop's listings (its front door: shopListingsOverview). */
export interface ListingsOfShops {
  activeCounts(shopIds: readonly string[]): Promise<Map<string, number>>;
  ofShop(
    shopId: string,
    limit: number,
  ): Promise<{ total: number; active: number; inactive: number; latest: AdminShopListing[] }>;
}

/** What the orders module tells of a shop's orders (its front door: shopOrdersOverview). */
export interface OrdersOfShop {
  ofShop(
    shopId: string,
    limit: number,
  ): Promise<{
    orders: { total: number; latest: AdminShopOrder[] };
    revenue: { allTimeFils: number; last30DaysFils: number };
  }>;
}

/**
 * The admin's reads of retailers (issue 24 points 3 and 4), composed of the shops' rows with the
 * catalogue's and the orders' figures, each read through its module's front door (the shops module
 * is built before them: shopsAdminModule joins them later in app.ts's list).
 */
export function createShopsAdmin(deps: {
  shops: ShopsService;
  listings: ListingsOfShops;
  orders: OrdersOfShop;
}) {
  return {
    async list(query: Parameters<ShopsService['adminPage']>[0]): Promise<AdminShopsPage> {
      const page = await deps.shops.adminPage(query);
      const counts = await deps.listings.activeCounts(page.shops.map((s) => s.id));
      return { ...page, shops: page.shops.map((s) => ({ ...s, activeListings: counts.get(s.id) ?? 0 })) };
    },

    async detail(actor: Actor, shopId: string): Promise<AdminShopDetail> {
      // The shop first: a missing one answers 404 before anything else is read.
      const shop = await deps.shops.adminProfile(actor, shopId);
      const [listings, orders] = await Promise.all([
        deps.listings.ofShop(shopId, ADMIN_SHOP_LISTINGS_SHOWN),
        deps.orders.ofShop(shopId, ADMIN_SHOP_ORDERS_SHOWN),
      ]);
      return { ...shop, listings, ...orders };
    },
  };
}

export type ShopsAdmin = ReturnType<typeof createShopsAdmin>;
