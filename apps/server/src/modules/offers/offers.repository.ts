import type { PromoCodeTerms, ShopOfferTerms } from '@haflah/contracts';
import { and, asc, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client.js';
import { promoCodes, shopOffers } from './offers.schema.js';

/**
 * The offers' reads for checkout and the code's use. The shop's and admin's writes of offers and codes
 * are the offers service's (helper F's files).
 */
export function createOffersCheckoutRepository() {
  return {
    /** Each shop's offer running at `now` (one at a time; the earliest started if ever two). */
    async runningOffers(
      db: Executor,
      shopIds: readonly string[],
      now: Date,
    ): Promise<Map<string, ShopOfferTerms>> {
      if (shopIds.length === 0) return new Map();
      const rows = await db
        .select({
          id: shopOffers.id,
          shopId: shopOffers.shopId,
          percent: shopOffers.percent,
          capFils: shopOffers.capFils,
          minOrderFils: shopOffers.minOrderFils,
          startsAt: shopOffers.startsAt,
          endsAt: shopOffers.endsAt,
          firstOrderOnly: shopOffers.firstOrderOnly,
        })
        .from(shopOffers)
        .where(
          and(
            inArray(shopOffers.shopId, [...shopIds]),
            lte(shopOffers.startsAt, now),
            gt(shopOffers.endsAt, now),
          ),
        )
        .orderBy(asc(shopOffers.startsAt), asc(shopOffers.id));
      const byShop = new Map<string, ShopOfferTerms>();
      for (const { shopId, ...terms } of rows) if (!byShop.has(shopId)) byShop.set(shopId, terms);
      return byShop;
    },

    /** A code by its text (stored upper-case), whatever its state: the rule says why it doesn't apply. */
    async codeByText(db: Executor, code: string): Promise<PromoCodeTerms | null> {
      const [row] = await db
        .select({
          id: promoCodes.id,
          code: promoCodes.code,
          shopId: promoCodes.shopId,
          percent: promoCodes.percent,
          capFils: promoCodes.capFils,
          minOrderFils: promoCodes.minOrderFils,
          startsAt: promoCodes.startsAt,
          endsAt: promoCodes.expiresAt,
          firstOrderOnly: promoCodes.firstOrderOnly,
          usageLimit: promoCodes.usageLimit,
          usedCount: promoCodes.usedCount,
          disabledAt: promoCodes.disabledAt,
        })
        .from(promoCodes)
        .where(eq(promoCodes.code, code.toUpperCase()));
      if (!row) return null;
      const { disabledAt, ...terms } = row;
      return { ...terms, disabled: disabledAt != null };
    },

    /**
     * The shops (of `shopIds`) where the customer has an order that was not cancelled, and whether
     * they have one anywhere: a cancelled order does not use up a first-order offer.
     */
    async orderedBefore(db: Executor, userId: string, shopIds: readonly string[]) {
      // The orders table by name, not through the orders module's front door: the orders module
      // needs this one (checkout), and the catalogue reaches this module for its cards, so importing
      // the orders here would close the cycle catalogue → offers → orders → cart → catalogue.
      const { rows } = await db.execute<{ shop_id: string }>(
        sql`select distinct shop_id from orders where user_id = ${userId} and status <> 'cancelled'`,
      );
      const wanted = new Set(shopIds);
      return {
        shops: new Set(rows.map((r) => r.shop_id).filter((id) => wanted.has(id))),
        anywhere: rows.length > 0,
      };
    },

    /**
     * One use of a code, inside the placing transaction: raised only while it is under its limit, not
     * disabled and not expired, so concurrent checkouts never use it past its limit (the row lock makes
     * the others wait and re-check). False: used up (or gone) since the rule looked.
     */
    async useCode(tx: Tx, id: string, now: Date): Promise<boolean> {
      const rows = await tx
        .update(promoCodes)
        .set({ usedCount: sql`${promoCodes.usedCount} + 1` })
        .where(
          and(
            eq(promoCodes.id, id),
            or(isNull(promoCodes.usageLimit), sql`${promoCodes.usedCount} < ${promoCodes.usageLimit}`),
            isNull(promoCodes.disabledAt),
            gt(promoCodes.expiresAt, now),
          ),
        )
        .returning({ id: promoCodes.id });
      return rows.length > 0;
    },
  };
}

export type OffersCheckoutRepository = ReturnType<typeof createOffersCheckoutRepository>;
