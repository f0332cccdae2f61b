import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { OwnedSetup, SweepTable } from '../../test-support/wrong-user-sweep.js';
import { listingImages, listings } from './catalogue.schema.js';

/**
 * A listing (with a picture) of a shop `owner` runs, at the URL `path` gives (the listing's id and its
 * picture's), with the body `body` gives.
 */
const shopListing =
  (
    path: (id: string, imageId: string) => string,
    body?: (ids: { categoryId: string; imageId: string }) => unknown,
    extra: { headers?: Record<string, string> } = {},
  ): OwnedSetup =>
  async (factories, owner, db) => {
    const shop = await factories.shop({ ownerUserId: owner.id });
    const category = await factories.category();
    const row = await factories.listing({
      shopId: shop.id,
      categoryId: category.id,
      imageUrl: '/media/seed/sweep.webp',
    });
    const [image] = await db.select().from(listingImages).where(eq(listingImages.listingId, row.id));
    const ids = { categoryId: category.id, imageId: image!.id };
    return {
      url: path(row.id, image!.id),
      body: body?.(ids),
      ...extra,
      read: async () => ({
        listing: await db.select().from(listings).where(eq(listings.id, row.id)),
        images: await db.select().from(listingImages).where(eq(listingImages.listingId, row.id)),
      }),
    };
  };

const form = ({ categoryId }: { categoryId: string }) => ({
  kind: 'product',
  pricingType: 'fixed',
  categoryId,
  name: { en: 'Renamed', ar: 'اسم آخر' },
  priceFils: 1000,
});

/** A multipart upload of one small PNG, as the picture route takes it. */
const BOUNDARY = `----sweep${randomUUID()}`;
const picture = async () => {
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#888' } })
    .png()
    .toBuffer();
  const head = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`;
  return Buffer.concat([Buffer.from(head), png, Buffer.from(`\r\n--${BOUNDARY}--\r\n`)]);
};
const pictureUpload: OwnedSetup = async (factories, owner, db) => {
  const row = await shopListing((id) => `/api/retailer/listings/${id}/images`)(factories, owner, db);
  return {
    ...row,
    body: await picture(),
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
  };
};

/** The catalogue's routes with an id in the wrong-user sweep (ADR 009, ADR 017). */
export const sweep: SweepTable = {
  'GET /api/items/:id': { public: 'a listing customers may see is shown to anyone, signed in or not' },
  'GET /api/shops/:id': { public: 'a shop customers may see has a page anyone may open, signed in or not' },
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
  'POST /api/retailer/listings/:id/images': { owner: 'retailer', setup: { listing: pictureUpload } },
  'PUT /api/retailer/listings/:id/images/order': {
    owner: 'retailer',
    setup: {
      listing: shopListing(
        (id) => `/api/retailer/listings/${id}/images/order`,
        ({ imageId }) => ({ imageIds: [imageId] }),
      ),
    },
  },
  'DELETE /api/retailer/listings/:id/images/:imageId': {
    owner: 'retailer',
    setup: { listing: shopListing((id, imageId) => `/api/retailer/listings/${id}/images/${imageId}`) },
  },
};
