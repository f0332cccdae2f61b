import { eq } from 'drizzle-orm';
import type { OwnedSetup, SweepTable } from '../../test-support/wrong-user-sweep.js';
import { promoCodes, shopOffers } from './offers.schema.js';

/** An offer of a shop the owner runs, at the route `url` names with its id. */
const ownOffer =
  (url: (id: string) => string, body?: unknown): OwnedSetup =>
  async (factories, owner, db) => {
    const shop = await factories.shop({ ownerUserId: owner.id });
    const offer = await factories.shopOffer({ shopId: shop.id });
    return {
      url: url(offer.id),
      body,
      read: () => db.select().from(shopOffers).where(eq(shopOffers.id, offer.id)),
    };
  };

/** The offers' routes with an id in the wrong-user sweep (ADR 009, ADR 017). */
export const sweep: SweepTable = {
  // A shop's own offers and codes: other roles never reach the retailer area (403, staffArea);
  // another retailer, with a shop or without, gets 404.
  'PATCH /api/retailer/offers/:id': {
    owner: 'retailer',
    setup: { offer: ownOffer((id) => `/api/retailer/offers/${id}`, { percent: 20 }) },
  },
  'POST /api/retailer/offers/:id/end': {
    owner: 'retailer',
    setup: { offer: ownOffer((id) => `/api/retailer/offers/${id}/end`) },
  },
  'POST /api/retailer/promo-codes/:id/disable': {
    owner: 'retailer',
    setup: {
      code: async (factories, owner, db) => {
        const shop = await factories.shop({ ownerUserId: owner.id });
        const code = await factories.promoCode({ shopId: shop.id });
        return {
          url: `/api/retailer/promo-codes/${code.id}/disable`,
          read: () => db.select().from(promoCodes).where(eq(promoCodes.id, code.id)),
        };
      },
    },
  },
  'POST /api/admin/promo-codes/:id/disable': {
    onlyRole: 'admin',
    why: "an admin stops any marketplace-wide code (a shop's code answers 404); every other role is refused the admin area",
  },
};
