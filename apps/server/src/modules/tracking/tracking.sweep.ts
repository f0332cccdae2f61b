import { ROLES } from '@haflah/contracts';
import { sql } from 'drizzle-orm';
import { listingFor, type SweepTable } from '../../test-support/wrong-user-sweep.js';

/**
 * The tracking routes with an id in the wrong-user sweep (ADR 009, ADR 017). The driver's fix and the
 * admins' map have no id: a fix is always the caller's own row.
 */
export const sweep: SweepTable = {
  // Admins included: the delivery code is the customer's alone (tracking.policy.ts).
  'GET /api/orders/:id/tracking': {
    owner: 'customer',
    strangers: ROLES,
    setup: {
      delivery: async (factories, owner, db) => {
        const listing = await listingFor(factories, 'product');
        const order = await factories.order({
          userId: owner.id,
          shopId: listing.shopId,
          listingId: listing.id,
        });
        await db.execute(
          sql`insert into deliveries (order_id, code, fee_fils) values (${order.id}, '5710', 1000)`,
        );
        return {
          url: `/api/orders/${order.id}/tracking`,
          read: async () =>
            (await db.execute(sql`select * from deliveries where order_id = ${order.id}`)).rows,
        };
      },
    },
  },
};
