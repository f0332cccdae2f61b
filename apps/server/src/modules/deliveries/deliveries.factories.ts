import { DELIVERY_OFFER_SECONDS } from '@haflah/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { orders } from '../orders/index.js';
import { deliveries, deliveryOffers } from './deliveries.schema.js';

type DeliveryFields = Partial<Omit<typeof deliveries.$inferInsert, 'orderId'>>;

/**
 * Deliveries as rows, for tests that start from a state (a delivery picked up, a photo 31 days old)
 * rather than walk to it through the routes. The order must exist (orders' builder).
 */
export function createDeliveriesFactories(db: Db) {
  return {
    /** A delivery of `orderId` (open, code 1234, fee and cash due from the order unless told). */
    async delivery(orderId: string, fields: DeliveryFields = {}) {
      const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
      if (!order) throw new Error('no such order');
      const [row] = await db
        .insert(deliveries)
        .values({
          orderId,
          code: '1234',
          feeFils: order.deliveryFeeFils,
          cashDueFils: order.paymentType === 'cash' ? order.totalFils : 0,
          ...(fields.driverId && !fields.acceptedAt ? { acceptedAt: new Date() } : {}),
          ...fields,
        })
        .returning();
      return row!;
    },

    /** A pending offer of a delivery to a driver (expiring in DELIVERY_OFFER_SECONDS from `at`). */
    async deliveryOffer(deliveryId: string, driverId: string, at = new Date()) {
      const [row] = await db
        .insert(deliveryOffers)
        .values({
          deliveryId,
          driverId,
          offeredAt: at,
          expiresAt: new Date(at.getTime() + DELIVERY_OFFER_SECONDS * 1000),
        })
        .returning();
      return row!;
    },
  };
}
