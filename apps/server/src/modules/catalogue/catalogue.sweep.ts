import { eq } from 'drizzle-orm';
import type { OwnedSetup, SweepTable } from '../../test-support/wrong-user-sweep.js';
import { listingImages, listings } from './catalogue.schema.js';

/** A listing (with a picture) of a shop `owner` runs, at the URL `path` gives, with `body`. */
const shopListing =
  (path: (id: string) => string, body?: (categoryId: string) => unknown): OwnedSetup =>
  async (factories, owner, db) => {
    const shop = await factories.shop({ ownerUserId: owner.id });
    const category = await factories.category();
    const row = await factories.listing({
      shopId: shop.id,
      categoryId: category.id,
      imageUrl: '/media/seed/sweep.webp',
    });
    return {
      url: path(row.id),
      body: body?.(category.id),
      read: async () => ({
        listing: await db.select().from(listings).where(eq(listings.id, row.id)),
        images: await db.select().from(listingImages).where(eq(listingImages.listingId, row.id)),
      }),
    };
  };

const form = (categoryId: string) => ({
  kind: 'product',
  pricingType: 'fixed',
  categoryId,
  name: { en: 'Renamed', ar: 'اسم آخر' },
  priceFils: 1000,
});

/** The catalogue's routes with an id in the wrong-user sweep (ADR 009, ADR 017). */
export const sweep: SweepTable = {
  'GET /api/items/:id': { public: 'a listing customers may see is shown to anyone, signed in or not' },
  // A shop's own listings (catalogue.staff-routes.ts): other roles never reach the retailer area
  // (403, staffArea); another retailer, with a shop or without, gets 404.
  'GET /api/retailer/listings/:id': {
    owner: 'retailer',
    setup: { listing: shopListing((id) => `/api/retailer/listings/${id}`) },
  },
  'PATCH /api/retailer/listings/:id': {
    owner: 'retailer',
    setup: { listing: shopListing((id) => `/api/retailer/listings/${id}`, form) },
  },
  'POST /api/retailer/listings/:id/status': {
    owner: 'retailer',
    setup: {
      listing: shopListing(
        (id) => `/api/retailer/listings/${id}/status`,
        () => ({ active: false, confirm: true }),
      ),
    },
  },
};
