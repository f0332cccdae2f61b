import type { OrderStatus, ShopOrderFilterStatus } from '@haflah/contracts';
import {
  and,
  asc,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  isNotNull,
  like,
  lt,
  notInArray,
  or,
  sql,
} from 'drizzle-orm';
import type { Db, Executor, Tx } from '../../db/client.js';
import { escapeLike } from '../../db/sql.js';
import { user } from '../auth/index.js';
import { bookings } from '../cart/index.js';
import { ownedShopId, shops } from '../shops/index.js';
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
  /** When it comes: the products' delivery day and window, and the first booked start. */
  deliveryDate: orders.deliveryDate,
  deliveryWindow: orders.deliveryWindow,
  firstBookingStartsAt:
    sql<Date | null>`(select min(${orderLines.startsAt}) from ${orderLines} where ${orderLines.orderId} = ${orders.id})`.mapWith(
      (v: string | Date | null) => (v == null ? null : new Date(v)),
    ),
};

/** An order's charges: what its lines come to, the delivery fee, the discount and the VAT. */
const chargeColumns = {
  subtotalFils: orders.subtotalFils,
  deliveryFeeFils: orders.deliveryFeeFils,
  discountFils: orders.discountFils,
  vatFils: orders.vatFils,
};

/**
 * What the status machine's conditional moves read of an order (OrderFacts): whether a line is a
 * product (no booked span), and when its last booked slot ends.
 */
const factsColumns = {
  // An aggregate, not `exists`: PostgreSQL would hash an uncorrelated `exists` over every line of
  // every order (a list page read 20,000 lines for 20 orders); this reads the order's own, by index.
  hasProduct: sql<boolean>`coalesce((select bool_or(${orderLines.startsAt} is null) from ${orderLines} where ${orderLines.orderId} = ${orders.id}), false)`,
  lastBookingEndsAt:
    sql<Date | null>`(select max(${orderLines.endsAt}) from ${orderLines} where ${orderLines.orderId} = ${orders.id})`.mapWith(
      (v: string | Date | null) => (v == null ? null : new Date(v)),
    ),
};

/**
 * Which of `ids` are orders `userId` placed (a customer's own): the orders' policy reads it, and so do
 * the modules that act on a customer's order (its reviews, a support request about it).
 */
export async function customerOrderIds(
  executor: Executor,
  userId: string,
  ids: readonly string[],
): Promise<Set<string>> {
  const rows = await executor
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.userId, userId), inArray(orders.id, [...ids])));
  return new Set(rows.map((r) => r.id));
}

/** Orders, their lines, status history and money ledger: all the SQL of the orders module. */
export function createOrdersRepository(db: Db) {
  const summaries = (executor: Executor) =>
    executor
      .select({
        ...summaryColumns,
        ...chargeColumns,
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

    /** Which of `ids` are checkouts of `userId` (a customer's own). */
    async checkoutsOfCustomer(userId: string, ids: readonly string[]): Promise<Set<string>> {
      const rows = await db
        .select({ id: checkouts.id })
        .from(checkouts)
        .where(and(eq(checkouts.userId, userId), inArray(checkouts.id, [...ids])));
      return new Set(rows.map((r) => r.id));
    },

    /** A checkout's orders with what happens next to each (the "Order placed" screen), in order. */
    placedOrders(checkoutId: string) {
      return db
        .select({
          ...summaryColumns,
          customerNote: orders.customerNote,
          paymentType: orders.paymentType,
          ...chargeColumns,
        })
        .from(orders)
        .innerJoin(shops, eq(shops.id, orders.shopId))
        .where(eq(orders.checkoutId, checkoutId))
        .orderBy(asc(orders.number));
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
          ...chargeColumns,
          discountPercent: orders.discountPercent,
          discountCapFils: orders.discountCapFils,
          discountCode: orders.discountCode,
          address: orders.address,
          deliveryDate: orders.deliveryDate,
          deliveryWindow: orders.deliveryWindow,
          customerNote: orders.customerNote,
          paymentType: orders.paymentType,
          paymentBrand: orders.paymentBrand,
          paymentLast4: orders.paymentLast4,
          paymentProvider: orders.paymentProvider,
          acceptedAt: orders.acceptedAt,
          readyAt: orders.readyAt,
          cancelReason: orders.cancelReason,
          customerName: user.name,
          customerEmail: user.email,
          paymentFlaggedAt: orders.paymentFlaggedAt,
          shopOwnerUserId: shops.ownerUserId,
          shopCrNumber: shops.crNumber,
          shopAddress: shops.address,
          shopAreaEn: shops.areaEn,
          shopAreaAr: shops.areaAr,
          shopPhone: shops.phone,
        })
        .from(orders)
        .innerJoin(shops, eq(shops.id, orders.shopId))
        .leftJoin(user, eq(user.id, orders.userId))
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
            note: orderStatusHistory.note,
            actorName: user.name,
          })
          .from(orderStatusHistory)
          .leftJoin(user, eq(user.id, orderStatusHistory.actorUserId))
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
          readyAt: orders.readyAt,
          ...factsColumns,
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

    /** The new status; accepting stamps `accepted_at`, cancelling keeps its reason. */
    async setStatus(tx: Tx, id: string, status: OrderStatus, at: Date, cancelReason: string | null = null) {
      await tx
        .update(orders)
        .set({
          status,
          updatedAt: at,
          ...(status === 'processing' ? { acceptedAt: at } : {}),
          ...(status === 'cancelled' ? { cancelReason } : {}),
        })
        .where(eq(orders.id, id));
    },

    async setReady(tx: Tx, id: string, at: Date) {
      await tx.update(orders).set({ readyAt: at, updatedAt: at }).where(eq(orders.id, id));
    },

    async bookingIds(tx: Tx, orderId: string): Promise<string[]> {
      const rows = await tx
        .select({ id: orderLines.bookingId })
        .from(orderLines)
        .where(and(eq(orderLines.orderId, orderId), sql`${orderLines.bookingId} is not null`));
      return rows.map((r) => r.id!);
    },

    /** Which of `ids` are orders of `userId` (a customer's own). */
    ofCustomer(userId: string, ids: readonly string[]): Promise<Set<string>> {
      return customerOrderIds(db, userId, ids);
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
      return db
        .select({ ...summaryColumns, customerNote: orders.customerNote })
        .from(orders)
        .innerJoin(shops, eq(shops.id, orders.shopId))
        .where(eq(orders.userId, userId))
        .orderBy(desc(orders.number));
    },

    /**
     * Erasure: the orders stay (the shops' and the ledger's records) without the customer's address
     * and notes; deleting the account then unlinks them (ON DELETE SET NULL).
     */
    async erasePersonalData(userId: string) {
      await db.update(orders).set({ address: null, customerNote: null }).where(eq(orders.userId, userId));
    },
  };
}

export type OrdersRepository = ReturnType<typeof createOrdersRepository>;
export type OrderSummaryRow = Awaited<ReturnType<OrdersRepository['checkoutOrders']>>[number];
export type OrderDetailRows = NonNullable<Awaited<ReturnType<OrdersRepository['detail']>>>;

/** When an order closed (delivered or cancelled): the customer's data stays with the shop a while. */
const closedAtColumn =
  sql<Date | null>`(select max(${orderStatusHistory.at}) from ${orderStatusHistory} where ${orderStatusHistory.orderId} = ${orders.id} and ${orderStatusHistory.status} in ('delivered', 'cancelled'))`.mapWith(
    (v: string | Date | null) => (v == null ? null : new Date(v)),
  );

/** What the shop's list shows of an order. */
const shopSummaryColumns = {
  id: orders.id,
  number: orders.number,
  status: orders.status,
  createdAt: orders.createdAt,
  acceptedAt: orders.acceptedAt,
  readyAt: orders.readyAt,
  totalFils: orders.totalFils,
  customerName: user.name,
  closedAt: closedAtColumn,
  itemCount: sql<number>`(select coalesce(sum(${orderLines.quantity}), 0)::int from ${orderLines} where ${orderLines.orderId} = ${orders.id})`,
  hasProduct: factsColumns.hasProduct,
  firstBookingStartsAt:
    sql<Date | null>`(select min(${orderLines.startsAt}) from ${orderLines} where ${orderLines.orderId} = ${orders.id})`.mapWith(
      (v: string | Date | null) => (v == null ? null : new Date(v)),
    ),
};

export interface ShopOrdersFilter {
  /** An order status, or `ready`: processing with ready_at set. */
  status?: ShopOrderFilterStatus;
  /** Placed at or after. */
  from?: Date;
  /** Placed before. */
  before?: Date;
  number?: number;
  /** Numbers below this one (the page cursor). */
  afterNumber?: number;
}

/** What an admin's search reads (issue 24 point 6): one of number, email start, or shop name words. */
export interface AdminOrdersFilter {
  number?: number;
  /** The start of the customer's email, lower case. */
  email?: string;
  /** Part of the shop's name (either language) or the start of the customer's email. */
  text?: string;
  status?: OrderStatus;
  shopId?: string;
  /** Only pending orders placed before this (late). */
  lateBefore?: Date;
  /** Numbers below this one (the page cursor). */
  afterNumber?: number;
}

/** The dashboards' counts (a shop's and the admin's): orders placed since `dayStart`, their total
 * (cancelled ones left out), and orders pending since before `lateBefore` (the late list's rule). */
const placedSince = (dayStart: Date) =>
  sql<number>`count(*) filter (where ${orders.createdAt} >= ${dayStart})::int`;
const revenueSince = (dayStart: Date) =>
  sql<number>`coalesce(sum(${orders.totalFils}) filter (where ${orders.createdAt} >= ${dayStart} and ${orders.status} <> 'cancelled'), 0)::int`;
const pendingSince = (lateBefore: Date) =>
  sql<number>`count(*) filter (where ${orders.status} = 'pending' and ${orders.createdAt} < ${lateBefore})::int`;

/** The shop's side of the orders (issue 23): its list, its dashboard's figures, the admins' late list. */
export function createShopOrdersRepository(db: Db) {
  return {
    /** The shop `userId` runs (one per retailer account); null if none. */
    shopOfOwner(userId: string): Promise<string | null> {
      return ownedShopId(db, userId);
    },

    /**
     * One page of the shop's orders, newest first by number (orders_shop_number_idx, or with a status
     * orders_shop_status_number_idx): `limit` of them.
     */
    page(shopId: string, filter: ShopOrdersFilter, limit: number) {
      return db
        .select(shopSummaryColumns)
        .from(orders)
        .leftJoin(user, eq(user.id, orders.userId))
        .where(
          and(
            eq(orders.shopId, shopId),
            filter.status === 'ready'
              ? and(eq(orders.status, 'processing'), isNotNull(orders.readyAt))
              : filter.status
                ? eq(orders.status, filter.status)
                : undefined,
            filter.from ? gte(orders.createdAt, filter.from) : undefined,
            filter.before ? lt(orders.createdAt, filter.before) : undefined,
            filter.number != null ? eq(orders.number, filter.number) : undefined,
            filter.afterNumber != null ? lt(orders.number, filter.afterNumber) : undefined,
          ),
        )
        .orderBy(desc(orders.number))
        .limit(limit);
    },

    /** The dashboard's counts: placed since `dayStart`, pending, pending since before `lateBefore`. */
    async counts(shopId: string, dayStart: Date, lateBefore: Date) {
      const [row] = await db
        .select({
          today: placedSince(dayStart),
          waiting: sql<number>`count(*) filter (where ${orders.status} = 'pending')::int`,
          late: pendingSince(lateBefore),
          revenue: revenueSince(dayStart),
        })
        .from(orders)
        .where(
          and(eq(orders.shopId, shopId), or(eq(orders.status, 'pending'), gte(orders.createdAt, dayStart))),
        );
      return row ?? { today: 0, waiting: 0, late: 0, revenue: 0 };
    },

    /** The shop's next booked slots still to start (bookings standing, orders not cancelled). */
    nextBookings(shopId: string, now: Date, limit: number) {
      return db
        .select({
          orderId: orders.id,
          number: orders.number,
          nameEn: orderLines.nameEn,
          nameAr: orderLines.nameAr,
          startsAt: orderLines.startsAt,
          endsAt: orderLines.endsAt,
        })
        .from(orderLines)
        .innerJoin(orders, eq(orders.id, orderLines.orderId))
        .innerJoin(bookings, eq(bookings.id, orderLines.bookingId))
        .where(
          and(
            eq(orders.shopId, shopId),
            notInArray(orders.status, ['cancelled', 'delivered']),
            eq(bookings.status, 'confirmed'),
            gte(orderLines.startsAt, now),
          ),
        )
        .orderBy(asc(orderLines.startsAt), asc(orders.number))
        .limit(limit);
    },

    /**
     * The admin dashboard's counts over every shop: orders by status, placed since `dayStart` (and their
     * total, cancelled ones left out), and pending since before `lateBefore` (the late list's rule).
     */
    async adminCounts(dayStart: Date, lateBefore: Date) {
      const byStatus = (status: OrderStatus) =>
        sql<number>`count(*) filter (where ${orders.status} = ${status})::int`;
      const [row] = await db
        .select({
          pending: byStatus('pending'),
          processing: byStatus('processing'),
          shipped: byStatus('shipped'),
          delivered: byStatus('delivered'),
          cancelled: byStatus('cancelled'),
          today: placedSince(dayStart),
          revenue: revenueSince(dayStart),
          late: pendingSince(lateBefore),
        })
        .from(orders);
      return row!;
    },

    /** Any order, for admins: newest first by number (orders_number_idx), `limit` of them. */
    adminPage(filter: AdminOrdersFilter, limit: number) {
      const text = filter.text ? `%${escapeLike(filter.text)}%` : null;
      return db
        .select({
          id: orders.id,
          number: orders.number,
          status: orders.status,
          createdAt: orders.createdAt,
          totalFils: orders.totalFils,
          shopId: shops.id,
          shopNameEn: shops.nameEn,
          shopNameAr: shops.nameAr,
          customerEmail: user.email,
          customerName: user.name,
        })
        .from(orders)
        .innerJoin(shops, eq(shops.id, orders.shopId))
        .leftJoin(user, eq(user.id, orders.userId))
        .where(
          and(
            filter.number != null ? eq(orders.number, filter.number) : undefined,
            filter.email ? like(sql`lower(${user.email})`, `${escapeLike(filter.email)}%`) : undefined,
            text && filter.text
              ? or(
                  ilike(shops.nameEn, text),
                  ilike(shops.nameAr, text),
                  like(sql`lower(${user.email})`, `${escapeLike(filter.text.toLowerCase())}%`),
                )
              : undefined,
            filter.status ? eq(orders.status, filter.status) : undefined,
            filter.shopId ? eq(orders.shopId, filter.shopId) : undefined,
            filter.lateBefore
              ? and(eq(orders.status, 'pending'), lt(orders.createdAt, filter.lateBefore))
              : undefined,
            filter.afterNumber != null ? lt(orders.number, filter.afterNumber) : undefined,
          ),
        )
        .orderBy(desc(orders.number))
        .limit(limit);
    },

    /** Every order still pending that was placed before `placedBefore`, oldest first, with its shop. */
    late(placedBefore: Date) {
      return db
        .select({
          id: orders.id,
          number: orders.number,
          createdAt: orders.createdAt,
          totalFils: orders.totalFils,
          shopId: shops.id,
          shopNameEn: shops.nameEn,
          shopNameAr: shops.nameAr,
        })
        .from(orders)
        .innerJoin(shops, eq(shops.id, orders.shopId))
        .where(and(eq(orders.status, 'pending'), lt(orders.createdAt, placedBefore)))
        .orderBy(asc(orders.createdAt))
        .limit(500);
    },
  };
}

export type ShopOrdersRepository = ReturnType<typeof createShopOrdersRepository>;
export type AdminOrderRowData = Awaited<ReturnType<ShopOrdersRepository['adminPage']>>[number];
export type ShopOrderSummaryRow = Awaited<ReturnType<ShopOrdersRepository['page']>>[number];
