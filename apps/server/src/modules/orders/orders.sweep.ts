import { type OrderStatus, ROLES } from '@haflah/contracts';
import { eq } from 'drizzle-orm';
import { listingFor, type OwnedSetup, type SweepTable } from '../../test-support/wrong-user-sweep.js';
import { orders } from './orders.schema.js';

/** A customer's order (placed at some shop): read by the customer, the shop's owner, an admin. */
const customerOrder = (path: (id: string) => string): Record<string, OwnedSetup> => ({
  order: async (factories, owner, db) => {
    const listing = await listingFor(factories, 'product');
    const row = await factories.order({
      userId: owner.id,
      shopId: listing.shopId,
      listingId: listing.id,
    });
    return { url: path(row.id), read: () => db.select().from(orders).where(eq(orders.id, row.id)) };
  },
});
const HOUR = 3_600_000;

/**
 * An order placed at a shop `owner` owns (the owner is the shop's retailer user), in `status`: a product,
 * or with `booking: 'ended'` a booked slot that ended an hour ago (an order the shop may mark done).
 */
const shopOrder = (
  path: (id: string) => string,
  body: unknown,
  options: { status?: OrderStatus; booking?: 'ended' } = {},
): Record<string, OwnedSetup> => ({
  order: async (factories, owner, db) => {
    const shop = await factories.shop({ ownerUserId: owner.id });
    const listing = await factories.listing({
      shopId: shop.id,
      categoryId: (await factories.category()).id,
      ...(options.booking ? { kind: 'entertainment' as const, capacity: 1, hourlyRateFils: 20_000 } : {}),
    });
    const customer = await factories.user({ role: 'customer' });
    const row = await factories.order({
      userId: customer.id,
      shopId: shop.id,
      listingId: listing.id,
      status: options.status,
      ...(options.booking
        ? { booked: { start: new Date(Date.now() - 3 * HOUR), end: new Date(Date.now() - HOUR) } }
        : {}),
    });
    return { url: path(row.id), body, read: () => db.select().from(orders).where(eq(orders.id, row.id)) };
  },
});

/** The orders' routes with an id in the wrong-user sweep, the staff areas' included (ADR 009, ADR 017). */
export const sweep: SweepTable = {
  // Not an admin: admins read every order (orders.policy.ts).
  'GET /api/orders/:id': {
    owner: 'customer',
    strangers: ['customer', 'retailer', 'driver'],
    setup: customerOrder((id) => `/api/orders/${id}`),
  },
  // The "Order placed" screen: a checkout is its customer's alone (not even an admin's to read).
  'GET /api/checkouts/:id': {
    owner: 'customer',
    strangers: ROLES,
    setup: {
      checkout: async (factories, owner, db) => {
        const listing = await listingFor(factories, 'product');
        const row = await factories.order({
          userId: owner.id,
          shopId: listing.shopId,
          listingId: listing.id,
        });
        return {
          url: `/api/checkouts/${row.checkoutId}`,
          read: () => db.select().from(orders).where(eq(orders.id, row.id)),
        };
      },
    },
  },
  'POST /api/orders/:id/cancel': {
    owner: 'customer',
    strangers: ROLES,
    setup: customerOrder((id) => `/api/orders/${id}/cancel`),
  },
  'POST /api/orders/:id/reorder': {
    owner: 'customer',
    strangers: ROLES,
    setup: customerOrder((id) => `/api/orders/${id}/reorder`),
  },
  // Other roles never reach the retailer area (403, staffArea).
  'POST /api/retailer/orders/:id/status': {
    owner: 'retailer',
    setup: shopOrder((id) => `/api/retailer/orders/${id}/status`, { status: 'processing' }),
  },
  // The shop's own orders (contracts shop-orders.ts): each set up where its owner's call succeeds.
  'GET /api/retailer/orders/:id': {
    owner: 'retailer',
    setup: shopOrder((id) => `/api/retailer/orders/${id}`, undefined),
  },
  'GET /api/retailer/orders/:id/invoice': {
    owner: 'retailer',
    setup: shopOrder((id) => `/api/retailer/orders/${id}/invoice`, undefined),
  },
  'POST /api/retailer/orders/:id/accept': {
    owner: 'retailer',
    setup: shopOrder((id) => `/api/retailer/orders/${id}/accept`, undefined),
  },
  'POST /api/retailer/orders/:id/reject': {
    owner: 'retailer',
    setup: shopOrder((id) => `/api/retailer/orders/${id}/reject`, { reason: 'Out of stock today' }),
  },
  'POST /api/retailer/orders/:id/ready': {
    owner: 'retailer',
    setup: shopOrder((id) => `/api/retailer/orders/${id}/ready`, undefined, { status: 'processing' }),
  },
  'POST /api/retailer/orders/:id/complete': {
    owner: 'retailer',
    setup: shopOrder((id) => `/api/retailer/orders/${id}/complete`, undefined, {
      status: 'processing',
      booking: 'ended',
    }),
  },
  'POST /api/admin/orders/:id/status': {
    onlyRole: 'admin',
    why: 'an admin may move any order; every other role is refused the admin area',
  },
  'GET /api/admin/orders/:id': {
    onlyRole: 'admin',
    why: 'an admin may read any order; every other role is refused the admin area',
  },
};
