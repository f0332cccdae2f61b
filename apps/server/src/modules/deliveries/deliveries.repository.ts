import { DRIVER_CASH_CAP_FILS_DEFAULT } from '@haflah/contracts';
import { and, asc, desc, eq, gte, inArray, isNotNull, isNull, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { user } from '../auth/index.js';
import { drivers } from '../drivers/index.js';
import { orderLines, orders } from '../orders/index.js';
import { shops } from '../shops/index.js';
import { deliveries, deliveryOffers, deliverySettings } from './deliveries.schema.js';

export type DeliveryRow = typeof deliveries.$inferSelect;

/** What a driver's screen shows of a delivery: the row, its order, its shop, its customer's name. */
const viewColumns = {
  delivery: deliveries,
  orderNumber: orders.number,
  address: orders.address,
  deliveryDate: orders.deliveryDate,
  deliveryWindow: orders.deliveryWindow,
  paymentType: orders.paymentType,
  shopId: shops.id,
  shopNameEn: shops.nameEn,
  shopNameAr: shops.nameAr,
  shopPhone: shops.phone,
  shopAddress: shops.address,
  customerId: orders.userId,
  customerName: user.name,
  itemCount: sql<number>`(select coalesce(sum(${orderLines.quantity}), 0)::int from ${orderLines} where ${orderLines.orderId} = ${orders.id})`,
};

function view(db: Executor) {
  return db
    .select(viewColumns)
    .from(deliveries)
    .innerJoin(orders, eq(orders.id, deliveries.orderId))
    .innerJoin(shops, eq(shops.id, orders.shopId))
    .leftJoin(user, eq(user.id, orders.userId));
}

export type DeliveryViewRow = Awaited<ReturnType<typeof view>>[number];

/** An open delivery with no pending or declined offer to this driver (an expired one may be offered again). */
const notOfferedTo = (driverId: SQL | string) =>
  sql`not exists (select 1 from ${deliveryOffers} where ${deliveryOffers.deliveryId} = ${deliveries.id} and ${deliveryOffers.driverId} = ${driverId} and ${deliveryOffers.state} in ('pending', 'declined'))`;

/** Cash a driver holds: what they collected on delivered cash orders and have not handed in. */
const cashHeldOf = (driverId: SQL) =>
  sql<number>`(select coalesce(sum(h.cash_due_fils), 0)::int from deliveries h where h.driver_id = ${driverId} and h.status = 'delivered' and h.cash_handed_in_at is null)`;

/** Which of `ids` are deliveries meeting `condition` (the policy's questions). */
async function idsWhere(
  db: Executor,
  ids: readonly string[],
  condition: SQL | undefined,
): Promise<Set<string>> {
  const rows = await db
    .select({ id: deliveries.id })
    .from(deliveries)
    .where(and(inArray(deliveries.id, [...ids]), condition));
  return new Set(rows.map((r) => r.id));
}

/** The delivery was offered to `driverId` (with `more` conditions on the offer). */
const offeredTo = (driverId: string, more: SQL = sql``) =>
  sql`exists (select 1 from ${deliveryOffers} where ${deliveryOffers.deliveryId} = ${deliveries.id} and ${deliveryOffers.driverId} = ${driverId}${more})`;

export function createDeliveriesRepository() {
  return {
    async insert(
      tx: Executor,
      values: Pick<
        typeof deliveries.$inferInsert,
        'orderId' | 'code' | 'feeFils' | 'cashDueFils' | 'openedAt'
      >,
    ): Promise<DeliveryRow> {
      const [row] = await tx
        .insert(deliveries)
        .values({ ...values, updatedAt: values.openedAt })
        .returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    },

    /** What the delivery of an order is made from: its fee, total and how it is paid. */
    async orderFacts(tx: Executor, orderId: string) {
      const [row] = await tx
        .select({
          id: orders.id,
          deliveryFeeFils: orders.deliveryFeeFils,
          totalFils: orders.totalFils,
          paymentType: orders.paymentType,
        })
        .from(orders)
        .where(eq(orders.id, orderId));
      return row ?? null;
    },

    async cashCap(db: Executor): Promise<number> {
      const [row] = await db.select({ cap: deliverySettings.cashCapFils }).from(deliverySettings);
      return row?.cap ?? DRIVER_CASH_CAP_FILS_DEFAULT;
    },

    async setCashCap(tx: Executor, capFils: number, at: Date) {
      await tx
        .insert(deliverySettings)
        .values({ id: true, cashCapFils: capFils, updatedAt: at })
        .onConflictDoUpdate({ target: deliverySettings.id, set: { cashCapFils: capFils, updatedAt: at } });
    },

    /** Whether this driver may not be offered anything now (inactive or offline). */
    async driverUnavailable(db: Executor, driverId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: drivers.id })
        .from(drivers)
        .where(and(eq(drivers.id, driverId), or(eq(drivers.isActive, false), eq(drivers.status, 'offline'))));
      return row !== undefined;
    },

    /** Why the server set this driver offline (their dashboard says so), if it did. */
    async offlineReasonOf(db: Executor, driverId: string) {
      const [row] = await db
        .select({ reason: drivers.offlineReason })
        .from(drivers)
        .where(eq(drivers.id, driverId));
      return row?.reason ?? null;
    },

    async cashHeld(db: Executor, driverId: string): Promise<number> {
      const [row] = await db.select({ held: cashHeldOf(sql`${driverId}`) }).from(sql`(select 1) as one`);
      return Number(row?.held ?? 0);
    },

    /**
     * Drivers who may be offered this delivery now: online, active, with room, below the cash cap for a
     * cash order, and with no pending or declined offer of it.
     */
    async eligibleDrivers(tx: Executor, delivery: Pick<DeliveryRow, 'id' | 'cashDueFils'>, capFils: number) {
      const rows = await tx
        .select({ id: drivers.id })
        .from(drivers)
        .where(
          and(
            ne(drivers.status, 'offline'),
            eq(drivers.isActive, true),
            sql`${drivers.currentOrders} < ${drivers.maxOrders}`,
            delivery.cashDueFils > 0 ? sql`${cashHeldOf(sql`${drivers.id}`)} < ${capFils}` : undefined,
            sql`not exists (select 1 from ${deliveryOffers} where ${deliveryOffers.deliveryId} = ${delivery.id} and ${deliveryOffers.driverId} = ${drivers.id} and ${deliveryOffers.state} in ('pending', 'declined'))`,
          ),
        );
      return rows.map((r) => r.id);
    },

    /** Open deliveries this driver may be offered (cash ones only when `cash`), oldest first. */
    async openFor(tx: Executor, driverId: string, cash: boolean) {
      return tx
        .select({ id: deliveries.id })
        .from(deliveries)
        .where(
          and(
            eq(deliveries.status, 'open'),
            cash ? undefined : eq(deliveries.cashDueFils, 0),
            notOfferedTo(driverId),
          ),
        )
        .orderBy(asc(deliveries.openedAt));
    },

    async openDeliveries(tx: Executor) {
      return tx
        .select({ id: deliveries.id, cashDueFils: deliveries.cashDueFils })
        .from(deliveries)
        .where(eq(deliveries.status, 'open'))
        .orderBy(asc(deliveries.openedAt));
    },

    async insertOffers(
      tx: Executor,
      offers: { deliveryId: string; driverId: string }[],
      offeredAt: Date,
      expiresAt: Date,
    ) {
      if (offers.length === 0) return [];
      return tx
        .insert(deliveryOffers)
        .values(offers.map((o) => ({ ...o, offeredAt, expiresAt })))
        .onConflictDoNothing()
        .returning({ deliveryId: deliveryOffers.deliveryId, driverId: deliveryOffers.driverId });
    },

    /** Withdraws a driver's pending offers (they went offline); answers the deliveries concerned. */
    async withdrawOffersOf(tx: Executor, driverId: string, at: Date) {
      const rows = await tx
        .update(deliveryOffers)
        .set({ state: 'withdrawn', answeredAt: at })
        .where(and(eq(deliveryOffers.driverId, driverId), eq(deliveryOffers.state, 'pending')))
        .returning({ deliveryId: deliveryOffers.deliveryId });
      return rows.map((r) => r.deliveryId);
    },

    /** Withdraws every pending offer of a delivery (taken, or cancelled); answers their drivers. */
    async withdrawOffersOfDelivery(tx: Executor, deliveryId: string, at: Date) {
      const rows = await tx
        .update(deliveryOffers)
        .set({ state: 'withdrawn', answeredAt: at })
        .where(and(eq(deliveryOffers.deliveryId, deliveryId), eq(deliveryOffers.state, 'pending')))
        .returning({ driverId: deliveryOffers.driverId });
      return rows.map((r) => r.driverId);
    },

    /**
     * The accept's one conditional write: the delivery becomes this driver's only if it is still open
     * and offered to them (a pending offer). No row: another driver was first, or it is not theirs to take.
     */
    async claim(tx: Executor, id: string, driverId: string, at: Date): Promise<DeliveryRow | null> {
      const [row] = await tx
        .update(deliveries)
        .set({ driverId, status: 'accepted', acceptedAt: at, updatedAt: at })
        .where(
          and(
            eq(deliveries.id, id),
            eq(deliveries.status, 'open'),
            sql`exists (select 1 from ${deliveryOffers} where ${deliveryOffers.deliveryId} = ${id} and ${deliveryOffers.driverId} = ${driverId} and ${deliveryOffers.state} = 'pending')`,
          ),
        )
        .returning();
      return row ?? null;
    },

    async answerOffer(
      tx: Executor,
      deliveryId: string,
      driverId: string,
      state: 'accepted' | 'declined',
      at: Date,
    ): Promise<boolean> {
      const rows = await tx
        .update(deliveryOffers)
        .set({ state, answeredAt: at })
        .where(
          and(
            eq(deliveryOffers.deliveryId, deliveryId),
            eq(deliveryOffers.driverId, driverId),
            eq(deliveryOffers.state, 'pending'),
          ),
        )
        .returning({ id: deliveryOffers.id });
      return rows.length > 0;
    },

    /** The row locked until the transaction ends. */
    async lock(tx: Executor, id: string): Promise<DeliveryRow | null> {
      const [row] = await tx.select().from(deliveries).where(eq(deliveries.id, id)).for('update');
      return row ?? null;
    },

    async lockOfOrder(tx: Executor, orderId: string): Promise<DeliveryRow | null> {
      const [row] = await tx.select().from(deliveries).where(eq(deliveries.orderId, orderId)).for('update');
      return row ?? null;
    },

    async get(db: Executor, id: string): Promise<DeliveryRow | null> {
      const [row] = await db.select().from(deliveries).where(eq(deliveries.id, id));
      return row ?? null;
    },

    /** A conditional move of this driver's delivery: only from `from`; null when it is not there. */
    async move(
      tx: Executor,
      id: string,
      driverId: string,
      from: DeliveryRow['status'],
      values: Partial<typeof deliveries.$inferInsert> & { updatedAt: Date },
    ): Promise<DeliveryRow | null> {
      const [row] = await tx
        .update(deliveries)
        .set(values)
        .where(and(eq(deliveries.id, id), eq(deliveries.driverId, driverId), eq(deliveries.status, from)))
        .returning();
      return row ?? null;
    },

    async set(
      tx: Executor,
      id: string,
      values: Partial<typeof deliveries.$inferInsert> & { updatedAt: Date },
    ) {
      const [row] = await tx.update(deliveries).set(values).where(eq(deliveries.id, id)).returning();
      return row ?? null;
    },

    /** One more wrong code (committed even though the delivery is refused); answers the count now. */
    async countWrongCode(db: Executor, id: string, at: Date): Promise<number> {
      const [row] = await db
        .update(deliveries)
        .set({ wrongCodes: sql`${deliveries.wrongCodes} + 1`, updatedAt: at })
        .where(and(eq(deliveries.id, id), eq(deliveries.status, 'picked_up')))
        .returning({ wrongCodes: deliveries.wrongCodes });
      if (!row) throw new Error(`delivery ${id} is not picked up: its lock was checked first`);
      return row.wrongCodes;
    },

    /** Which of `ids` this driver may see: offered to them (pending) or theirs. */
    visibleTo: (db: Executor, driverId: string, ids: readonly string[]) =>
      idsWhere(
        db,
        ids,
        or(
          eq(deliveries.driverId, driverId),
          offeredTo(driverId, sql` and ${deliveryOffers.state} = 'pending'`),
        ),
      ),

    /** Which of `ids` this driver may answer: ever offered to them, or theirs. */
    answerableBy: (db: Executor, driverId: string, ids: readonly string[]) =>
      idsWhere(db, ids, or(eq(deliveries.driverId, driverId), offeredTo(driverId))),

    /** Which of `ids` this driver carries (accepted it). */
    carriedBy: (db: Executor, driverId: string, ids: readonly string[]) =>
      idsWhere(db, ids, eq(deliveries.driverId, driverId)),

    async viewOf(db: Executor, id: string): Promise<DeliveryViewRow | null> {
      const [row] = await view(db).where(eq(deliveries.id, id));
      return row ?? null;
    },

    /** A driver's pending offers, newest first, with their deliveries. */
    async pendingOffers(db: Executor, driverId: string) {
      return db
        .select({ ...viewColumns, offerId: deliveryOffers.id, expiresAt: deliveryOffers.expiresAt })
        .from(deliveries)
        .innerJoin(orders, eq(orders.id, deliveries.orderId))
        .innerJoin(shops, eq(shops.id, orders.shopId))
        .leftJoin(user, eq(user.id, orders.userId))
        .innerJoin(deliveryOffers, eq(deliveryOffers.deliveryId, deliveries.id))
        .where(
          and(
            eq(deliveryOffers.driverId, driverId),
            eq(deliveryOffers.state, 'pending'),
            eq(deliveries.status, 'open'),
          ),
        )
        .orderBy(desc(deliveryOffers.offeredAt), desc(deliveryOffers.id));
    },

    /** Accepted or picked up by this driver, oldest accepted first. */
    async inHand(db: Executor, driverId: string): Promise<DeliveryViewRow[]> {
      return view(db)
        .where(and(eq(deliveries.driverId, driverId), inArray(deliveries.status, ['accepted', 'picked_up'])))
        .orderBy(asc(deliveries.acceptedAt));
    },

    /** Delivered by this driver since `since`, newest first. */
    async deliveredSince(db: Executor, driverId: string, since: Date): Promise<DeliveryViewRow[]> {
      return view(db)
        .where(
          and(
            eq(deliveries.driverId, driverId),
            eq(deliveries.status, 'delivered'),
            gte(deliveries.deliveredAt, since),
          ),
        )
        .orderBy(desc(deliveries.deliveredAt));
    },

    async countPendingOffers(db: Executor, driverId: string): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(deliveryOffers)
        .innerJoin(deliveries, eq(deliveries.id, deliveryOffers.deliveryId))
        .where(
          and(
            eq(deliveryOffers.driverId, driverId),
            eq(deliveryOffers.state, 'pending'),
            eq(deliveries.status, 'open'),
          ),
        );
      return Number(row?.n ?? 0);
    },

    /** Pending offers past their time: expired, each once (the UPDATE claims them). */
    async expireOffers(tx: Executor, now: Date) {
      return tx
        .update(deliveryOffers)
        .set({ state: 'expired', answeredAt: now })
        .where(and(eq(deliveryOffers.state, 'pending'), lte(deliveryOffers.expiresAt, now)))
        .returning({ deliveryId: deliveryOffers.deliveryId, driverId: deliveryOffers.driverId });
    },

    /** Open deliveries nobody took since `before`, flagged once; answers them. */
    async flagUnassigned(tx: Executor, before: Date, now: Date) {
      const rows = await tx
        .update(deliveries)
        .set({ flaggedAt: now, updatedAt: now })
        .where(
          and(eq(deliveries.status, 'open'), isNull(deliveries.flaggedAt), lte(deliveries.openedAt, before)),
        )
        .returning({ id: deliveries.id });
      return rows.map((r) => r.id);
    },

    /** Open deliveries waiting since before `before` (the admin dashboard's figure). */
    async countWaiting(db: Executor, before: Date): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(deliveries)
        .where(and(eq(deliveries.status, 'open'), lte(deliveries.openedAt, before)));
      return Number(row?.n ?? 0);
    },

    /** Door photos taken before `before`: their columns cleared; answers the files to remove. */
    async clearPhotos(tx: Executor, before: Date, now: Date): Promise<string[]> {
      const rows = await tx
        .select({ id: deliveries.id, url: deliveries.photoUrl })
        .from(deliveries)
        .where(and(isNotNull(deliveries.photoUrl), lte(deliveries.photoAt, before)))
        .for('update', { skipLocked: true });
      if (rows.length === 0) return [];
      await tx
        .update(deliveries)
        .set({ photoUrl: null, updatedAt: now })
        .where(
          inArray(
            deliveries.id,
            rows.map((r) => r.id),
          ),
        );
      return rows.flatMap((r) => (r.url ? [r.url] : []));
    },
  };
}

export type DeliveriesRepository = ReturnType<typeof createDeliveriesRepository>;
