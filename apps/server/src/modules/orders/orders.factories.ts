import { randomUUID } from 'node:crypto';
import { type OrderStatus, orderTotals } from '@haflah/contracts';
import type { Db } from '../../db/client.js';
import { bookings } from '../cart/index.js';
import { checkouts, orderLines, orderStatusHistory, orders } from './orders.schema.js';

/** Where a written order goes: a home in Adliya (the factories', the seed's and the benchmarks' orders). */
export const ORDER_ADDRESS: NonNullable<typeof orders.$inferInsert.address> = {
  labelKind: 'home',
  label: null,
  governorate: 'capital',
  area: 'Adliya',
  block: '338',
  road: '3803',
  building: '1205',
  flat: null,
  directions: null,
  contactPhone: '+97336001234',
  pin: null,
};

/**
 * An order written directly, as a checkout would leave it (one product line, paid cash on delivery),
 * in any status: for setting the scene of a test, never for proving what checkout does.
 */
export function createOrdersFactories(db: Db) {
  return {
    async order(values: {
      userId: string;
      shopId: string;
      listingId: string;
      status?: OrderStatus;
      priceFils?: number;
      /** A booked line (an entertainer for this span, confirmed) instead of a product: no delivery. */
      booked?: { start: Date; end: Date };
      /** When it was placed (default: now). */
      createdAt?: Date;
    }) {
      const price = values.priceFils ?? 5000;
      const booked = values.booked;
      const totals = orderTotals([{ totalFils: price, isTimeBased: booked != null }], 1000);
      const [checkout] = await db
        .insert(checkouts)
        .values({
          userId: values.userId,
          idempotencyKey: randomUUID(),
          requestHash: 'factory',
          totalFils: totals.totalFils,
        })
        .returning({ id: checkouts.id });
      const [order] = await db
        .insert(orders)
        .values({
          checkoutId: checkout!.id,
          userId: values.userId,
          shopId: values.shopId,
          status: values.status ?? 'pending',
          ...totals,
          address: ORDER_ADDRESS,
          paymentType: 'cash',
          paymentProvider: 'cash',
          paymentReference: `cod_${randomUUID()}`,
          ...(values.createdAt ? { createdAt: values.createdAt, updatedAt: values.createdAt } : {}),
        })
        .returning();
      const [booking] = booked
        ? await db
            .insert(bookings)
            .values({
              listingId: values.listingId,
              userId: values.userId,
              quantity: 1,
              startsAt: booked.start,
              endsAt: booked.end,
              status: values.status === 'cancelled' ? 'cancelled' : 'confirmed',
            })
            .returning({ id: bookings.id })
        : [];
      await db.insert(orderLines).values({
        orderId: order!.id,
        position: 0,
        listingId: values.listingId,
        kind: booked ? 'entertainment' : 'product',
        nameEn: booked ? 'Magic show' : 'Balloon arch',
        nameAr: booked ? 'عرض سحري' : 'قوس بالونات',
        quantity: 1,
        unitPriceFils: price,
        totalFils: price,
        bookingId: booking?.id ?? null,
        startsAt: booked?.start ?? null,
        endsAt: booked?.end ?? null,
      });
      await db.insert(orderStatusHistory).values({
        orderId: order!.id,
        status: order!.status,
        actor: 'customer',
        actorUserId: values.userId,
        ...(values.createdAt ? { at: values.createdAt } : {}),
      });
      return order!;
    },
  };
}
