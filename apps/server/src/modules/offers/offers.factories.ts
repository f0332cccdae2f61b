import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/client.js';
import { promoCodes, shopOffers } from './offers.schema.js';

const DAY_MS = 86_400_000;

/**
 * Offers and codes written directly (as the shop's or admin's screen would leave them): for setting the
 * scene of a test, never for proving what creating one does (offers.service.ts decides that).
 */
export function createOffersFactories(db: Db) {
  return {
    /** A shop's offer: 30% up to BD 20, running from a day ago for a week unless told otherwise. */
    async shopOffer(values: Partial<typeof shopOffers.$inferInsert> & { shopId: string }) {
      const now = Date.now();
      const [row] = await db
        .insert(shopOffers)
        .values({
          percent: 30,
          capFils: 20_000,
          startsAt: new Date(now - DAY_MS),
          endsAt: new Date(now + 7 * DAY_MS),
          ...values,
        })
        .returning();
      return row!;
    },

    /** A code (marketplace-wide unless `shopId`): 10% up to BD 5, for a month, 100 uses. */
    async promoCode(values: Partial<typeof promoCodes.$inferInsert> = {}) {
      const [row] = await db
        .insert(promoCodes)
        .values({
          code: `T${randomUUID().replaceAll('-', '').slice(0, 10).toUpperCase()}`,
          percent: 10,
          capFils: 5_000,
          expiresAt: new Date(Date.now() + 30 * DAY_MS),
          usageLimit: 100,
          ...values,
        })
        .returning();
      return row!;
    },
  };
}
