import { type DiscountInput, type DiscountResult, discountsOf, PROMO_CODE_PATTERN } from '@haflah/contracts';
import type { Executor, Tx } from '../../db/client.js';
import type { OffersCheckoutRepository } from './offers.repository.js';

export interface CheckoutDiscountQuery {
  userId: string;
  /** Each shop order of the checkout, in the checkout's order, with its items' subtotal. */
  orders: readonly { shopId: string; subtotalFils: number }[];
  /** The code as typed (trimmed, any case), or null. */
  code: string | null;
  now: Date;
}

/**
 * What checkout asks of the offers: the discounts of a checkout's shop orders by the rule (contracts
 * discounts.ts), from the shops' offers running now, the typed code and the customer's earlier orders;
 * and a code's use, in the placing transaction.
 */
export function createOffersCheckout(repo: OffersCheckoutRepository) {
  return {
    async discounts(db: Executor, query: CheckoutDiscountQuery): Promise<DiscountResult> {
      const shopIds = [...new Set(query.orders.map((o) => o.shopId))];
      const typed = query.code?.trim().toUpperCase() || null;
      const [offers, before, found] = await Promise.all([
        repo.runningOffers(db, shopIds, query.now),
        repo.orderedBefore(db, query.userId, shopIds),
        typed && PROMO_CODE_PATTERN.test(typed) ? repo.codeByText(db, typed) : Promise.resolve(null),
      ]);
      const input: DiscountInput = {
        orders: query.orders.map((o) => ({
          ...o,
          offer: offers.get(o.shopId) ?? null,
          firstAtShop: !before.shops.has(o.shopId),
        })),
        code: typed == null ? null : (found ?? 'unknown'),
        firstAtHaflah: !before.anywhere,
        now: query.now,
      };
      return discountsOf(input);
    },

    /** One use of the code (false: used up since); in the placing transaction. */
    useCode(tx: Tx, promoCodeId: string, now: Date): Promise<boolean> {
      return repo.useCode(tx, promoCodeId, now);
    },
  };
}

export type OffersCheckout = ReturnType<typeof createOffersCheckout>;
