import type { FastifyPluginAsync } from 'fastify';
import type { SessionReader } from '../../http/guard.js';
import type { ModuleContext } from '../../platform/module.js';
import { defineModule } from '../../platform/module.js';
import type { AuditService } from '../audit/index.js';
import type { ShopsService } from '../shops/index.js';
import { createOffersCheckout, type OffersCheckout } from './offers.checkout.js';
import { createOffersPolicy } from './offers.policy.js';
import { createOffersCheckoutRepository } from './offers.repository.js';
import { createOffersService, type OffersService } from './offers.service.js';
import { createOffersStaffRepository } from './offers.staff-repository.js';
import { offersStaffRoutes } from './offers.staff-routes.js';

/**
 * Offers and promo codes (issue 27 point 6): a shop's offer (percent off with a cap, minimum order,
 * start and end, first order only or everyone) and promo codes (a shop's or marketplace-wide, usage
 * limit, expiry). Checkout applies them by the one rule in contracts (discounts.ts) through
 * `offersCheckout`; the shop's and admin's management routes are registered in `plugin`.
 */
export function createOffersModule(
  ctx: ModuleContext & { auth: SessionReader; audit: AuditService; shops: Pick<ShopsService, 'listOwned'> },
) {
  const checkout = createOffersCheckout(createOffersCheckoutRepository());
  const repo = createOffersStaffRepository(ctx.db);
  const service = createOffersService({
    db: ctx.db,
    repo,
    policy: createOffersPolicy(repo),
    audit: ctx.audit,
    clock: ctx.clock,
    // The account's shop through the shops module's front door.
    shopsOf: async (userId) => (await ctx.shops.listOwned(userId)).map((s) => s.id),
  });

  const plugin: FastifyPluginAsync = async (app) => {
    // The shop's offers and codes and the admin's marketplace codes (/api/retailer/…, /api/admin/…).
    await app.register(offersStaffRoutes({ auth: ctx.auth, offers: service }));
  };
  return { checkout, service, plugin };
}

/** Customers' browsing (the catalogue's shop lists, Hot Deals): read-only. */
export { createOfferNotes, type OfferNotes, runningOfferPercent } from './offers.catalogue.js';
export type { CheckoutDiscountQuery, OffersCheckout } from './offers.checkout.js';
export { promoCodes, shopOffers } from './offers.schema.js';
export type { OffersService } from './offers.service.js';

/** Listed in app.ts before the orders module, whose checkout applies the discounts. */
export const offersModule = defineModule({
  name: 'offers',
  needs: ['auth', 'audit', 'shops'],
  build: (ctx) => {
    const { checkout, service, plugin } = createOffersModule(ctx);
    return { plugin, provides: { offersCheckout: checkout, offers: service } };
  },
});

declare module '../../platform/module.js' {
  interface Services {
    /** The discounts of a checkout and a promo code's use (the orders' checkout). */
    offersCheckout: OffersCheckout;
    /** The shop's offers and codes, the marketplace's codes (the staff screens, the demo seed). */
    offers: OffersService;
  }
}
