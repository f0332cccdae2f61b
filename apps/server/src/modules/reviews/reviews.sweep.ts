import { ROLES } from '@haflah/contracts';
import { eq } from 'drizzle-orm';
import type { Builders } from '../../test-support/builders.js';
import type { OwnedSetup, SweepTable } from '../../test-support/wrong-user-sweep.js';
import { orders } from '../orders/index.js';
import { reviews } from './reviews.schema.js';

/** A delivered order at a new shop (owned by `shopOwner` when given) with a review by its customer. */
async function reviewedOrder(factories: Builders, customerId: string, shopOwnerId?: string) {
  const shop = await factories.shop(shopOwnerId ? { ownerUserId: shopOwnerId } : {});
  const listing = await factories.listing({ shopId: shop.id, categoryId: (await factories.category()).id });
  const order = await factories.order({
    userId: customerId,
    shopId: shop.id,
    listingId: listing.id,
    status: 'delivered',
  });
  return { shop, listing, order };
}

/** A review of the owner's shop (the owner a retailer), to reply to or report. */
const shopReview =
  (path: (id: string) => string, body: unknown): OwnedSetup =>
  async (factories, owner, db) => {
    const customer = await factories.user({ role: 'customer' });
    const { shop, listing, order } = await reviewedOrder(factories, customer.id, owner.id);
    const row = await factories.review({
      orderId: order.id,
      listingId: listing.id,
      shopId: shop.id,
      userId: customer.id,
      body: 'Lovely balloons, on time.',
    });
    return { url: path(row.id), body, read: () => db.select().from(reviews).where(eq(reviews.id, row.id)) };
  };

const ADMIN_WHY = 'an admin decides on any reported review; every other role is refused the admin area';

/** The reviews' routes with an id in the wrong-user sweep (ADR 009, ADR 017). */
export const sweep: SweepTable = {
  // The order's customer alone rates it (even its shop and admins do not).
  'GET /api/orders/:id/reviews': {
    owner: 'customer',
    strangers: ROLES,
    setup: {
      order: async (factories, owner, db) => {
        const { order } = await reviewedOrder(factories, owner.id);
        return {
          url: `/api/orders/${order.id}/reviews`,
          // The order and its reviews: none before, none after the stranger's call.
          read: async () => [
            ...(await db.select().from(orders).where(eq(orders.id, order.id))),
            ...(await db.select().from(reviews).where(eq(reviews.orderId, order.id))),
          ],
        };
      },
    },
  },
  'POST /api/orders/:id/reviews': {
    owner: 'customer',
    strangers: ROLES,
    setup: {
      order: async (factories, owner, db) => {
        const { order, listing } = await reviewedOrder(factories, owner.id);
        return {
          url: `/api/orders/${order.id}/reviews`,
          body: { listingId: listing.id, rating: 4, body: 'Great' },
          // The order and its reviews: none before, none after the stranger's call.
          read: async () => [
            ...(await db.select().from(orders).where(eq(orders.id, order.id))),
            ...(await db.select().from(reviews).where(eq(reviews.orderId, order.id))),
          ],
        };
      },
    },
  },
  'GET /api/items/:id/reviews': { public: "a listing's visible reviews are public, as the listing is" },
  'POST /api/retailer/reviews/:id/reply': {
    owner: 'retailer',
    setup: { review: shopReview((id) => `/api/retailer/reviews/${id}/reply`, { text: 'Thank you!' }) },
  },
  'POST /api/retailer/reviews/:id/report': {
    owner: 'retailer',
    setup: {
      review: shopReview((id) => `/api/retailer/reviews/${id}/report`, { reason: 'Not our customer' }),
    },
  },
  'POST /api/admin/reviews/:id/keep': { onlyRole: 'admin', why: ADMIN_WHY },
  'POST /api/admin/reviews/:id/hide': { onlyRole: 'admin', why: ADMIN_WHY },
};
