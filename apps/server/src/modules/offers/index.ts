import type { FastifyPluginAsync } from 'fastify';
import type { SessionReader } from '../../http/guard.js';
import type { ModuleContext } from '../../platform/module.js';
import { defineModule } from '../../platform/module.js';
import { createOffersCheckout, type OffersCheckout } from './offers.checkout.js';
import { createOffersCheckoutRepository } from './offers.repository.js';

/**
 * Offers and promo codes (issue 27 point 6): a shop's offer (percent off with a cap, minimum order,
 * start and end, first order only or everyone) and promo codes (a shop's or marketplace-wide, usage
 * limit, expiry). Checkout applies them by the one rule in contracts (discounts.ts) through
 * `offersCheckout`; the shop's and admin's management routes are registered in `plugin`.
 */
export function createOffersModule(_ctx: ModuleContext & { auth: SessionReader }) {
  const checkout = createOffersCheckout(createOffersCheckoutRepository());

  const plugin: FastifyPluginAsync = async (_app) => {
    // The shop's offers and codes and the admin's marketplace codes (/api/retailer/…, /api/admin/…):
    // their routes (offers.staff-routes.ts, with `auth` from the context) are registered here.
  };
  return { checkout, plugin };
}

export type { CheckoutDiscountQuery, OffersCheckout } from './offers.checkout.js';
export { promoCodes, shopOffers } from './offers.schema.js';

/** Listed in app.ts before the orders module, whose checkout applies the discounts. */
export const offersModule = defineModule({
  name: 'offers',
  needs: ['auth'],
  build: (ctx) => {
    const { checkout, plugin } = createOffersModule(ctx);
    return { plugin, provides: { offersCheckout: checkout } };
  },
});

declare module '../../platform/module.js' {
  interface Services {
    /** The discounts of a checkout and a promo code's use (the orders' checkout). */
    offersCheckout: OffersCheckout;
  }
}
