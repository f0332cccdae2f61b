import {
  type AnyColumn,
  and,
  asc,
  desc,
  eq,
  gte,
  isNotNull,
  lt,
  ne,
  or,
  type Placeholder,
  sql,
} from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { bookings } from '../cart/index.js';
import { listings } from '../catalogue/index.js';
import { ledgerEntries } from '../ledger/index.js';
import { orderLines, orders } from '../orders/index.js';
import { shops } from '../shops/index.js';

/** A span of instants [start, end): the Bahrain days of a period, 21:00 UTC to 21:00 UTC. */
export interface Span {
  start: Date;
  end: Date;
}

/**
 * The Bahrain calendar day of an instant, as YYYY-MM-DD. A fixed +3 hours on the UTC wall clock, not
 * `at time zone 'Asia/Bahrain'`: the answer never depends on the session's time zone or its tz data.
 */
const bahrainDay = (at: AnyColumn) => sql<string>`((${at} at time zone 'UTC') + interval '3 hours')::date`;
/** The grouped day as YYYY-MM-DD text (a date sorts and groups cheaper than text made per row). */
const dayText = (at: AnyColumn) => sql<string>`${bahrainDay(at)}::text`;

// Correlated subqueries name the outer order as "orders"."id": drizzle writes a single table's columns
// unqualified, and a bare "id" inside the subquery would be the inner table's own.
const ORDER_ID = sql.raw('"orders"."id"');
/**
 * Money was taken for a cancelled order: a capture or cash collected that has not failed. In a CASE so
 * it is asked only of cancelled orders, one index probe each (ledger_entries_order_idx), never as a
 * hashed scan of the whole ledger.
 */
const soldOrTaken = sql`case when ${sql.raw('"orders"."status"')} <> 'cancelled' then true else (select true
  from ledger_entries m where m.order_id = ${ORDER_ID} and m.kind in ('capture', 'cash_collected')
  and m.state <> 'failed' limit 1) is not null end`;
const counted = sql`${orders.status} <> 'cancelled'`;

/** The placeholders of the prepared statements: a shop, and instants as ISO strings. */
const p = {
  ownerId: sql.placeholder('ownerId'),
  start: sql.placeholder('start'),
  end: sql.placeholder('end'),
  /** The current span's start inside `customers`, whose own span runs from the previous span's start. */
  currentStart: sql.placeholder('currentStart'),
};
/**
 * The shop its owner runs (the signed-in retailer), found inside each statement rather than by a
 * statement of its own first: the six statements of an answer go out at once, one round trip.
 */
const ownShop = sql`(select s.id from shops s where s.owner_user_id = ${p.ownerId} order by s.created_at, s.id limit 1)`;
const inSpan = (column: AnyColumn, span: { start: Date | Placeholder; end: Date | Placeholder }) =>
  and(gte(column, span.start), lt(column, span.end));
const iso = (span: Span) => ({ start: span.start.toISOString(), end: span.end.toISOString() });

/**
 * The shop's analytics as a read model over other modules' rows (orders, their lines, the ledger's
 * refund rows, bookings, listings, shops): a handful of set-based statements per answer, none per day
 * or per order. Orders are found by orders_shop_created_idx (shop, created_at). Each statement is
 * prepared once with placeholders: Drizzle builds its text once per process, not on every request (it
 * was the largest cost of the app's own in the benchmark), and PostgreSQL parses it once per connection.
 */
export function createAnalyticsRepository(db: Db) {
  const shopOfOwner = db
    .select({ id: shops.id, openingHours: shops.openingHours })
    .from(shops)
    .where(eq(shops.ownerUserId, p.ownerId))
    .orderBy(asc(shops.createdAt))
    .limit(1)
    .prepare('analytics_shop_of_owner');

  // Per Bahrain day: orders (not cancelled), their totals, and gross (see analytics.ts).
  const ordersByDay = db
    .select({
      day: dayText(orders.createdAt),
      orders: sql<number>`count(*) filter (where ${counted})::int`,
      countedFils: sql<number>`coalesce(sum(${orders.totalFils}) filter (where ${counted}), 0)::int`,
      grossFils: sql<number>`coalesce(sum(${orders.totalFils}) filter (where ${soldOrTaken}), 0)::int`,
    })
    .from(orders)
    .where(and(eq(orders.shopId, ownShop), inSpan(orders.createdAt, p)))
    .groupBy(bahrainDay(orders.createdAt))
    .prepare('analytics_orders_by_day');

  const refundsByDay = db
    .select({
      day: dayText(ledgerEntries.createdAt),
      refundsFils: sql<number>`sum(${ledgerEntries.amountFils})::int`,
    })
    .from(ledgerEntries)
    .innerJoin(orders, eq(orders.id, ledgerEntries.orderId))
    .where(
      and(
        eq(orders.shopId, ownShop),
        // A refund follows its order: only orders placed before the span's end can have one in it.
        lt(orders.createdAt, p.end),
        eq(ledgerEntries.kind, 'refund'),
        ne(ledgerEntries.state, 'failed'),
        inSpan(ledgerEntries.createdAt, p),
      ),
    )
    .groupBy(bahrainDay(ledgerEntries.createdAt))
    .prepare('analytics_refunds_by_day');

  const sold = db
    .select({
      listingId: orderLines.listingId,
      nameEn: sql<string>`min(${orderLines.nameEn})`.as('line_name_en'),
      nameAr: sql<string>`min(${orderLines.nameAr})`.as('line_name_ar'),
      quantity: sql<number>`sum(${orderLines.quantity})::int`.as('quantity'),
      salesFils: sql<number>`sum(${orderLines.totalFils})::int`.as('sales_fils'),
    })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(and(eq(orders.shopId, ownShop), inSpan(orders.createdAt, p), counted))
    // A deleted listing's lines (listing_id null) group by their name instead.
    .groupBy(
      orderLines.listingId,
      sql`case when ${orderLines.listingId} is null then ${orderLines.nameEn} end`,
    )
    .as('sold');
  const topListings = db
    .select({
      listingId: sold.listingId,
      nameEn: sql<string>`coalesce(${listings.nameEn}, ${sold.nameEn})`,
      nameAr: sql<string>`coalesce(${listings.nameAr}, ${sold.nameAr})`,
      quantity: sold.quantity,
      salesFils: sold.salesFils,
    })
    .from(sold)
    .leftJoin(listings, eq(listings.id, sold.listingId))
    .orderBy(
      desc(sold.salesFils),
      desc(sold.quantity),
      asc(sql`coalesce(${listings.nameEn}, ${sold.nameEn})`),
    )
    .limit(sql.placeholder('limit'))
    .prepare('analytics_top_listings');

  const overlap = sql`extract(epoch from least(${bookings.endsAt}, ${p.end}::timestamptz) - greatest(${bookings.startsAt}, ${p.start}::timestamptz))`;
  const bookedHours = db
    .select({
      listingId: listings.id,
      nameEn: listings.nameEn,
      nameAr: listings.nameAr,
      capacity: listings.capacity,
      bookedHours: sql<number>`coalesce(sum(${bookings.quantity} * ${overlap}) / 3600.0, 0)::float8`,
    })
    .from(listings)
    .leftJoin(
      bookings,
      and(
        eq(bookings.listingId, listings.id),
        eq(bookings.status, 'confirmed'),
        lt(bookings.startsAt, p.end),
        sql`${bookings.endsAt} > ${p.start}`,
      ),
    )
    .where(
      and(
        eq(listings.shopId, ownShop),
        or(ne(listings.kind, 'product'), ne(listings.pricingType, 'fixed')),
        or(eq(listings.isActive, true), isNotNull(bookings.id)),
      ),
    )
    .groupBy(listings.id)
    .orderBy(asc(listings.nameEn), asc(listings.id))
    .prepare('analytics_booked_hours');

  // The customers of the two spans (orders_shop_created_idx), grouped: which span they ordered in, and
  // whether they had ordered before the previous span began — one probe each of
  // orders_shop_user_created_idx, never the shop's whole history. `start` is the previous span's.
  const buyers = db
    .select({
      userId: orders.userId,
      inCurrent: sql<boolean>`bool_or(${orders.createdAt} >= ${p.currentStart})`.as('in_current'),
      inPrevious: sql<boolean>`bool_or(${orders.createdAt} < ${p.currentStart})`.as('in_previous'),
      before: sql<boolean>`exists (select 1 from orders o where o.shop_id = ${ownShop}
        and o.user_id = ${sql.raw('"orders"."user_id"')} and o.status <> 'cancelled' and o.created_at < ${p.start})`.as(
        'before',
      ),
    })
    .from(orders)
    .where(and(eq(orders.shopId, ownShop), inSpan(orders.createdAt, p), counted, isNotNull(orders.userId)))
    .groupBy(orders.userId)
    .as('buyers');
  const customers = db
    .select({
      currentNew: sql<number>`count(*) filter (where ${buyers.inCurrent} and not ${buyers.before} and not ${buyers.inPrevious})::int`,
      currentReturning: sql<number>`count(*) filter (where ${buyers.inCurrent} and (${buyers.before} or ${buyers.inPrevious}))::int`,
      previousNew: sql<number>`count(*) filter (where ${buyers.inPrevious} and not ${buyers.before})::int`,
      previousReturning: sql<number>`count(*) filter (where ${buyers.inPrevious} and ${buyers.before})::int`,
    })
    .from(buyers)
    .prepare('analytics_customers');

  return {
    /** The shop `userId` runs (one per retailer account), with its opening hours; null if none. */
    async shopOfOwner(ownerId: string) {
      const [row] = await shopOfOwner.execute({ ownerId });
      return row ?? null;
    },

    /** Per Bahrain day of `span`: orders (not cancelled), their totals, and gross (see analytics.ts). */
    ordersByDay(ownerId: string, span: Span) {
      return ordersByDay.execute({ ownerId, ...iso(span) });
    },

    /** Per Bahrain day of `span`: the refund rows (not failed) of the shop's orders dated that day. */
    refundsByDay(ownerId: string, span: Span) {
      return refundsByDay.execute({ ownerId, ...iso(span) });
    },

    /**
     * The best-selling listings of the span's orders (not cancelled), by line totals; named as the
     * listing is now, or as its lines were once it has been deleted.
     */
    topListings(ownerId: string, span: Span, limit: number) {
      return topListings.execute({ ownerId, ...iso(span), limit });
    },

    /**
     * The shop's time-based listings (all but fixed-price products) that are active or were booked in
     * the span, with their booked unit-hours inside it (confirmed bookings: quantity × overlap).
     */
    bookedHours(ownerId: string, span: Span) {
      return bookedHours.execute({ ownerId, ...iso(span) });
    },

    /**
     * New and returning customers in the current span and the previous one (`previous.end` is
     * `current.start`): a signed-in customer with an order (not cancelled) in a span is new there when
     * their first such order at the shop falls inside it.
     */
    async customers(ownerId: string, previous: Span, current: Span) {
      const [row] = await customers.execute({
        ownerId,
        start: previous.start.toISOString(),
        end: current.end.toISOString(),
        currentStart: current.start.toISOString(),
      });
      return row ?? { currentNew: 0, currentReturning: 0, previousNew: 0, previousReturning: 0 };
    },

    /** The span's orders for the CSV, oldest first, with their items and what was refunded. */
    ordersForCsv(shopId: string, span: Span) {
      return db
        .select({
          number: orders.number,
          createdAt: orders.createdAt,
          status: orders.status,
          itemsEn: sql<string>`coalesce((select string_agg(l.name_en || ' × ' || l.quantity, '; ' order by l.position)
            from order_lines l where l.order_id = ${ORDER_ID}), '')`,
          itemsAr: sql<string>`coalesce((select string_agg(l.name_ar || ' × ' || l.quantity, '; ' order by l.position)
            from order_lines l where l.order_id = ${ORDER_ID}), '')`,
          subtotalFils: orders.subtotalFils,
          deliveryFeeFils: orders.deliveryFeeFils,
          discountFils: orders.discountFils,
          totalFils: orders.totalFils,
          refundedFils: sql<number>`coalesce((select sum(r.amount_fils) from ledger_entries r
            where r.order_id = ${ORDER_ID} and r.kind = 'refund' and r.state <> 'failed'), 0)::int`,
          paymentType: orders.paymentType,
        })
        .from(orders)
        .where(and(eq(orders.shopId, shopId), inSpan(orders.createdAt, span)))
        .orderBy(asc(orders.createdAt), asc(orders.number));
    },
  };
}

export type AnalyticsRepository = ReturnType<typeof createAnalyticsRepository>;
