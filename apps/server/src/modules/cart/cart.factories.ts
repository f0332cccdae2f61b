import type { Db } from '../../db/client.js';
import { bookings, cartItems } from './cart.schema.js';

const HOUR = 3600_000;

/**
 * Cart lines, holds and confirmed bookings written directly (no availability check): for setting the
 * scene of a test, never for proving that capacity holds.
 */
export function createCartFactories(db: Db) {
  return {
    async productLine(values: { userId: string; listingId: string; quantity?: number }) {
      const [row] = await db
        .insert(cartItems)
        .values({ quantity: 1, ...values })
        .returning();
      return row!;
    },

    /** A hold for [start, start + hours), lapsing 10 minutes from now unless `expiresAt` says otherwise. */
    async hold(values: {
      userId: string;
      listingId: string;
      start: Date;
      hours?: number;
      quantity?: number;
      expiresAt?: Date;
    }) {
      const [row] = await db
        .insert(cartItems)
        .values({
          userId: values.userId,
          listingId: values.listingId,
          quantity: values.quantity ?? 1,
          startsAt: values.start,
          endsAt: new Date(values.start.getTime() + (values.hours ?? 2) * HOUR),
          expiresAt: values.expiresAt ?? new Date(Date.now() + 10 * 60_000),
        })
        .returning();
      return row!;
    },

    async booking(values: {
      listingId: string;
      start: Date;
      hours?: number;
      quantity?: number;
      userId?: string | null;
      status?: 'confirmed' | 'cancelled';
    }) {
      const [row] = await db
        .insert(bookings)
        .values({
          listingId: values.listingId,
          userId: values.userId ?? null,
          quantity: values.quantity ?? 1,
          startsAt: values.start,
          endsAt: new Date(values.start.getTime() + (values.hours ?? 2) * HOUR),
          status: values.status ?? 'confirmed',
        })
        .returning();
      return row!;
    },
  };
}
