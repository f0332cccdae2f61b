import type { OrderStatus } from '@haflah/contracts';
import { and, asc, desc, eq, inArray, lt, notInArray, sql } from 'drizzle-orm';
import type { Db, Executor, Tx } from '../../db/client.js';
import { user } from '../auth/index.js';
import { bookings } from '../cart/index.js';
import { shops } from '../shops/index.js';
import { checkouts, orderLines, orderStatusHistory, orders } from './orders.schema.js';

export type NewOrder = Omit<typeof orders.$inferInsert, 'id' | 'number' | 'createdAt' | 'updatedAt'>;
export type NewOrderLine = Omit<typeof orderLines.$inferInsert, 'id'>;

/** What a list shows of an order. */
const summaryColumns = {
  id: orders.id,
  number: orders.number,
  status: orders.status,
  createdAt: orders.createdAt,
  totalFils: orders.totalFils,
  shopId: shops.id,
  shopNameEn: shops.nameEn,
  shopNameAr: shops.nameAr,
  itemCount: sql<number>`(select coalesce(sum(${orderLines.quantity}), 0)::int from ${orderLines} where ${orderLines.orderId} = ${orders.id})`,
  imageUrl: sql<
    string | null
  >`(select ${orderLines.imageUrl} from ${orderLines} where ${orderLines.orderId} = ${orders.id} order by ${orderLines.position} limit 1)`,
};

/** Orders, their lines, status history and money ledger: all the SQL of the orders module. */
export function createOrdersRepository(db: Db) {
  const summaries = (executor: Executor) =>
    executor
      .select({
        ...summaryColumns,
        subtotalFils: orders.subtotalFils,
        deliveryFeeFils: orders.deliveryFeeFils,
        vatFils: orders.vatFils,
      })
      .from(orders)
      .innerJoin(shops, eq(shops.id, orders.shopId))
      .$dynamic();

  return {
    /**
     * Records a checkout under its idempotency key; null when the key is taken (the same request
     * again, or one racing it: PostgreSQL makes this insert wait for that one's transaction to end).
     */
    async claimCheckout(
      tx: Tx,
      values: { userId: string; idempotencyKey: string; requestHash: string; totalFils: number },
    ): Promise<string | null> {
      const [row] = await tx
        .insert(checkouts)
        .values(values)
        .onConflictDoNothing({ target: [checkouts.userId, checkouts.idempotencyKey] })
        .returning({ id: checkouts.id });
      return row?.id ?? null;
    },

    async findCheckout(executor: Executor, userId: string, idempotencyKey: string) {
      const [row] = await executor
        .select({ id: checkouts.id, requestHash: checkouts.requestHash })
        .from(checkouts)
        .where(and(eq(checkouts.userId, userId), eq(checkouts.idempotencyKey, idempotencyKey)));
      return row ?? null;
    },

    async insertOrder(tx: Tx, values: NewOrder): Promise<{ id: string; number: number }> {
      const [row] = await tx
        .insert(orders)
        .values(values)
        .returning({ id: orders.id, number: orders.number });
      return row!;
    },

    async insertLines(tx: Tx, rows: NewOrderLine[]) {
      if (rows.length) await tx.insert(orderLines).values(rows);
    },

    async addHistory(tx: Tx, entries: (typeof orderStatusHistory.$inferInsert)[]) {
      if (entries.length) await tx.insert(orderStatusHistory).values(entries);
    },

    /** A checkout's orders, in the order they were made. */
    checkoutOrders(executor: Executor, checkoutId: string) {
      return summaries(executor).where(eq(orders.checkoutId, checkoutId)).orderBy(asc(orders.number));
    },

    /** A customer's orders, newest first, `limit` of them after the order numbered `before`. */
    pageForUser(userId: string, before: number | null, limit: number) {
      return summaries(db)
        .where(and(eq(orders.userId, userId), before == null ? undefined : lt(orders.number, before)))
        .orderBy(desc(orders.number))
        .limit(limit);
    },

    async countForUser(userId: string): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(orders)
        .where(eq(orders.userId, userId));
      return row?.n ?? 0;
    },

    /** An order with its lines (and their bookings' state) and history; null if there is none. */
    async detail(id: string) {
      const [order] = await db
        .select({
          ...summaryColumns,
          checkoutId: orders.checkoutId,
          eventId: orders.eventId,
          userId: orders.userId,
          subtotalFils: orders.subtotalFils,
          deliveryFeeFils: orders.deliveryFeeFils,
          vatFils: orders.vatFils,
          address: orders.address,
          deliveryDate: orders.deliveryDate,
          deliveryWindow: orders.deliveryWindow,
          paymentType: orders.paymentType,
          paymentBrand: orders.paymentBrand,
          paymentLast4: orders.paymentLast4,
          paymentProvider: orders.paymentProvider,
        })
        .from(orders)
        .innerJoin(shops, eq(shops.id, orders.shopId))
        .where(eq(orders.id, id));
      if (!order) return null;
      const [lines, history] = await Promise.all([
        db
          .select({
            id: orderLines.id,
            listingId: orderLines.listingId,
            kind: orderLines.kind,
            nameEn: orderLines.nameEn,
            nameAr: orderLines.nameAr,
            imageUrl: orderLines.imageUrl,
            quantity: orderLines.quantity,
            unitPriceFils: orderLines.unitPriceFils,
            totalFils: orderLines.totalFils,
            startsAt: orderLines.startsAt,
            endsAt: orderLines.endsAt,
            bookingStatus: bookings.status,
          })
          .from(orderLines)
          .leftJoin(bookings, eq(bookings.id, orderLines.bookingId))
          .where(eq(orderLines.orderId, id))
          .orderBy(asc(orderLines.position)),
        db
          .select({
            status: orderStatusHistory.status,
            actor: orderStatusHistory.actor,
            at: orderStatusHistory.at,
          })
          .from(orderStatusHistory)
          .where(eq(orderStatusHistory.orderId, id))
          .orderBy(asc(orderStatusHistory.at), asc(orderStatusHistory.id)),
      ]);
      return { order, lines, history };
    },

    /** A customer's orders not yet delivered or cancelled, oldest first (account deletion settles them). */
    openOfCustomer(userId: string) {
      return db
        .select({ id: orders.id, status: orders.status })
        .from(orders)
        .where(and(eq(orders.userId, userId), notInArray(orders.status, ['delivered', 'cancelled'])))
        .orderBy(asc(orders.number));
    },

    /** The order's row, locked until the transaction ends: moves of one order happen one at a time. */
    async lockOrder(tx: Tx, id: string) {
      const [row] = await tx
        .select({
          id: orders.id,
          number: orders.number,
          status: orders.status,
          userId: orders.userId,
          totalFils: orders.totalFils,
          paymentType: orders.paymentType,
          paymentProvider: orders.paymentProvider,
          paymentReference: orders.paymentReference,
          shopId: orders.shopId,
          shopNameEn: shops.nameEn,
          shopNameAr: shops.nameAr,
          customerEmail: user.email,
        })
        .from(orders)
        .innerJoin(shops, eq(shops.id, orders.shopId))
        .leftJoin(user, eq(user.id, orders.userId))
        .where(eq(orders.id, id))
        .for('update', { of: orders });
      return row ?? null;
    },

    /**
     * Marks the order's payment as needing an admin (its capture or refund failed after the last
     * try), and returns what the customer's notice says; null if there is no such order.
     */
    async flagPayment(tx: Tx, id: string, at: Date) {
      await tx.update(orders).set({ paymentFlaggedAt: at }).where(eq(orders.id, id));
      const [row] = await tx
        .select({
          number: orders.number,
          status: orders.status,
          userId: orders.userId,
          totalFils: orders.totalFils,
          shopNameEn: shops.nameEn,
          shopNameAr: shops.nameAr,
          customerEmail: user.email,
        })
        .from(orders)
        .innerJoin(shops, eq(shops.id, orders.shopId))
        .leftJoin(user, eq(user.id, orders.userId))
        .where(eq(orders.id, id));
      return row ?? null;
    },

    /** Orders whose payment an admin must look at, oldest flag first (for the admin area). */
    flaggedPayments() {
      return db
        .select({ id: orders.id, number: orders.number, flaggedAt: orders.paymentFlaggedAt })
        .from(orders)
        .where(sql`${orders.paymentFlaggedAt} is not null`)
        .orderBy(asc(orders.paymentFlaggedAt));
    },

    async setStatus(tx: Tx, id: string, status: OrderStatus, at: Date) {
      await tx.update(orders).set({ status, updatedAt: at }).where(eq(orders.id, id));
    },

    async bookingIds(tx: Tx, orderId: string): Promise<string[]> {
      const rows = await tx
        .select({ id: orderLines.bookingId })
        .from(orderLines)
        .where(and(eq(orderLines.orderId, orderId), sql`${orderLines.bookingId} is not null`));
      return rows.map((r) => r.id!);
    },

    /** Which of `ids` are orders of `userId` (a customer's own). */
    async ofCustomer(userId: string, ids: readonly string[]): Promise<Set<string>> {
      const rows = await db
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.userId, userId), inArray(orders.id, [...ids])));
      return new Set(rows.map((r) => r.id));
    },

    /** Which of `ids` are orders of a shop `userId` owns. */
    async ofShopOwner(userId: string, ids: readonly string[]): Promise<Set<string>> {
      const rows = await db
        .select({ id: orders.id })
        .from(orders)
        .innerJoin(shops, eq(shops.id, orders.shopId))
        .where(and(eq(shops.ownerUserId, userId), inArray(orders.id, [...ids])));
      return new Set(rows.map((r) => r.id));
    },

    /** Which of `ids` exist (an admin sees every order). */
    async existing(ids: readonly string[]): Promise<Set<string>> {
      const rows = await db
        .select({ id: orders.id })
        .from(orders)
        .where(inArray(orders.id, [...ids]));
      return new Set(rows.map((r) => r.id));
    },

    /** The orders placed for an event, in the order they were placed. */
    forEvent(eventId: string) {
      return summaries(db).where(eq(orders.eventId, eventId)).orderBy(asc(orders.number));
    },

    /** Personal data export: the customer's orders, as summaries. */
    exportFor(userId: string) {
      return summaries(db).where(eq(orders.userId, userId)).orderBy(desc(orders.number));
    },

    /**
     * Erasure: the orders stay (the shops' and the ledger's records) without the customer's address;
     * deleting the account then unlinks them (ON DELETE SET NULL).
     */
    async eraseAddresses(userId: string) {
      await db.update(orders).set({ address: null }).where(eq(orders.userId, userId));
    },
  };
}

export type OrdersRepository = ReturnType<typeof createOrdersRepository>;
export type OrderSummaryRow = Awaited<ReturnType<OrdersRepository['checkoutOrders']>>[number];
export type OrderDetailRows = NonNullable<Awaited<ReturnType<OrdersRepository['detail']>>>;
