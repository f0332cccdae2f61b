import { MAX_BUFFER_MINUTES } from '@haflah/contracts';
import { and, asc, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.js';
import { listings } from '../catalogue/index.js';
import { ownedShopId, shops } from '../shops/index.js';
import { cartCheckout } from './cart.repository.js';
import { blocks } from './cart.schema.js';

/** A listing is booked by time (not bought) unless it is a fixed-price product (requiresTimeSlot). */
// Functions, not constants: the catalogue's tables are read when a query is built, never while the
// module graph is still loading (the catalogue's shop reads import this module's front door).
const timeBased = () => sql`not (${listings.kind} = 'product' and ${listings.pricingType} = 'fixed')`;

/** The instant as a timestamptz parameter. */
const at = (d: Date) => sql`${d.toISOString()}::timestamptz`;

/** `in (…)` of uuids; callers never pass an empty list. */
const uuidList = (ids: readonly string[]) =>
  sql`(${sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  )})`;

/** The widest a booking's buffers can stretch it, so the GiST index on spans still narrows the scan. */
const BUFFER_REACH = `${MAX_BUFFER_MINUTES} minutes`;

const blockColumns = () => ({
  id: blocks.id,
  listingId: blocks.listingId,
  nameEn: listings.nameEn,
  nameAr: listings.nameAr,
  startsAt: blocks.startsAt,
  endsAt: blocks.endsAt,
  note: blocks.note,
  createdAt: blocks.createdAt,
});
export type BlockRow = {
  id: string;
  listingId: string | null;
  nameEn: string | null;
  nameAr: string | null;
  startsAt: Date;
  endsAt: Date;
  note: string | null;
  createdAt: Date;
};

/** A confirmed booking a block would cut into (its span widened by its listing's buffers). */
export type ConflictRow = {
  orderId: string | null;
  orderNumber: number | null;
  listingId: string;
  nameEn: string;
  nameAr: string;
  startsAt: Date;
  endsAt: Date;
};

/** A booking of the calendar, with its order and (while the shop may see it) its customer's name. */
export type CalendarBookingRow = {
  id: string;
  listingId: string;
  quantity: number;
  startsAt: Date;
  endsAt: Date;
  orderId: string | null;
  orderNumber: number | null;
  orderStatus: 'pending' | 'processing' | 'shipped' | 'delivered' | 'cancelled' | null;
  customerName: string | null;
};

export type CalendarHoldRow = {
  listingId: string;
  quantity: number;
  startsAt: Date;
  endsAt: Date;
  expiresAt: Date;
};

export type BlockOutcome =
  | { created: true; block: BlockRow; liveHolds: number }
  | { created: false; conflicts: ConflictRow[] };

/** At most this many conflicting bookings are named in a refusal. */
const CONFLICTS_SHOWN = 20;

/**
 * A shop's blocked time and its bookings calendar (issue 27 points 1–2). Orders and their customers
 * belong to other modules: their tables are read here in plain SQL (never written), as the calendar
 * must join them to its bookings in one statement.
 */
export function createScheduleRepository(db: Db) {
  const rangeSql = (start: Date, end: Date) => sql`tstzrange(${at(start)}, ${at(end)}, '[)')`;

  /** Confirmed bookings of `listingIds` whose span widened by the listing's buffers meets [start, end). */
  function conflicts(ex: Executor, listingIds: readonly string[], start: Date, end: Date) {
    return ex.execute<ConflictRow>(sql`
      select o.id as "orderId", o.number as "orderNumber", b.listing_id as "listingId",
             l.name_en as "nameEn", l.name_ar as "nameAr", b.starts_at as "startsAt", b.ends_at as "endsAt"
        from bookings b
        join listings l on l.id = b.listing_id
        left join order_lines ol on ol.booking_id = b.id
        left join orders o on o.id = ol.order_id
       where b.listing_id in ${uuidList(listingIds)} and b.status = 'confirmed'
         and b.span && tstzrange(${at(start)} - interval '${sql.raw(BUFFER_REACH)}',
                                 ${at(end)} + interval '${sql.raw(BUFFER_REACH)}', '[)')
         and tstzrange(b.starts_at - l.buffer_before_minutes * interval '1 minute',
                       b.ends_at + l.buffer_after_minutes * interval '1 minute', '[)') && ${rangeSql(start, end)}
       order by b.starts_at, o.number
       limit ${CONFLICTS_SHOWN}`);
  }

  return {
    /** The shop `userId` runs (one per retailer account); null if none. */
    shopOfOwner(userId: string): Promise<string | null> {
      return ownedShopId(db, userId);
    },

    /** Of `ids`, the time-based listings of a shop `userId` owns. */
    async listingsOfOwner(userId: string, ids: readonly string[]): Promise<Set<string>> {
      const rows = await db
        .select({ id: listings.id })
        .from(listings)
        .innerJoin(shops, eq(shops.id, listings.shopId))
        .where(and(inArray(listings.id, [...ids]), eq(shops.ownerUserId, userId), timeBased()));
      return new Set(rows.map((r) => r.id));
    },

    /** Of `ids`, the blocks of a shop `userId` owns. */
    async blocksOfOwner(userId: string, ids: readonly string[]): Promise<Set<string>> {
      const rows = await db
        .select({ id: blocks.id })
        .from(blocks)
        .innerJoin(shops, eq(shops.id, blocks.shopId))
        .where(and(inArray(blocks.id, [...ids]), eq(shops.ownerUserId, userId)));
      return new Set(rows.map((r) => r.id));
    },

    /**
     * The shop's blocks meeting [start, end), earliest first: with `listingId`, that listing's and the
     * shop-wide ones; with `listingIds`, those listings' and the shop-wide ones.
     */
    listBlocks(
      shopId: string,
      span: { start: Date; end: Date },
      only: { listingId?: string; listingIds?: readonly string[] },
      limit: number,
    ): Promise<BlockRow[]> {
      const ids = only.listingId ? [only.listingId] : only.listingIds;
      return db
        .select(blockColumns())
        .from(blocks)
        .leftJoin(listings, eq(listings.id, blocks.listingId))
        .where(
          and(
            eq(blocks.shopId, shopId),
            sql`${blocks.span} && ${rangeSql(span.start, span.end)}`,
            ids
              ? or(isNull(blocks.listingId), ids.length ? inArray(blocks.listingId, [...ids]) : sql`false`)
              : undefined,
          ),
        )
        .orderBy(asc(blocks.startsAt), asc(blocks.id))
        .limit(limit);
    },

    /**
     * Blocks [start, end) for one listing, or (listingId null) every time-based listing of the shop,
     * unless it would cut into a confirmed booking (its span widened by its listing's buffers). The
     * listings are locked first, in id order as checkout locks them, so a booking being made and a
     * block racing for the same time never both succeed. Live holds are not refused (they lapse), only
     * counted.
     */
    createBlock(
      block: {
        shopId: string;
        listingId: string | null;
        start: Date;
        end: Date;
        note: string | null;
        createdBy: string;
      },
      now: Date,
    ): Promise<BlockOutcome> {
      return db.transaction(async (tx) => {
        const ids = block.listingId
          ? [block.listingId]
          : (
              await tx
                .select({ id: listings.id })
                .from(listings)
                .where(and(eq(listings.shopId, block.shopId), timeBased()))
                .orderBy(asc(listings.id))
            ).map((r) => r.id);
        await cartCheckout.lockListings(tx, ids);
        if (ids.length) {
          const { rows } = await conflicts(tx, ids, block.start, block.end);
          if (rows.length) return { created: false, conflicts: rows.map(toConflict) };
        }
        const [inserted] = await tx
          .insert(blocks)
          .values({
            shopId: block.shopId,
            listingId: block.listingId,
            startsAt: block.start,
            endsAt: block.end,
            note: block.note,
            createdBy: block.createdBy,
          })
          .returning({ id: blocks.id });
        const [row] = await tx
          .select(blockColumns())
          .from(blocks)
          .leftJoin(listings, eq(listings.id, blocks.listingId))
          .where(eq(blocks.id, inserted!.id));
        let liveHolds = 0;
        if (ids.length) {
          const { rows } = await tx.execute<{ n: number }>(sql`
            select count(*)::int as n
              from cart_items c
              join listings l on l.id = c.listing_id
             where c.listing_id in ${uuidList(ids)} and c.expires_at > ${at(now)}
               and c.span && tstzrange(${at(block.start)} - interval '${sql.raw(BUFFER_REACH)}',
                                       ${at(block.end)} + interval '${sql.raw(BUFFER_REACH)}', '[)')
               and tstzrange(c.starts_at - l.buffer_before_minutes * interval '1 minute',
                             c.ends_at + l.buffer_after_minutes * interval '1 minute', '[)')
                   && ${rangeSql(block.start, block.end)}`);
          liveHolds = rows[0]?.n ?? 0;
        }
        return { created: true, block: row!, liveHolds };
      });
    },

    /** Deletes one of the shop's blocks; false if there was none. */
    async deleteBlock(shopId: string, id: string): Promise<boolean> {
      const rows = await db
        .delete(blocks)
        .where(and(eq(blocks.id, id), eq(blocks.shopId, shopId)))
        .returning({ id: blocks.id });
      return rows.length > 0;
    },

    /**
     * The calendar's listings: the shop's time-based listings by name (then id), `limit` of them after
     * the listing `after` (keyset), or just `listingId`.
     */
    calendarListings(shopId: string, page: { listingId?: string; after?: string }, limit: number) {
      const afterKey: SQL | undefined = page.after
        ? sql`(${listings.nameEn}, ${listings.id}) > (select l2.name_en, l2.id from listings l2 where l2.id = ${page.after}::uuid)`
        : undefined;
      return db
        .select({
          id: listings.id,
          nameEn: listings.nameEn,
          nameAr: listings.nameAr,
          capacity: listings.capacity,
          isActive: listings.isActive,
          bufferBeforeMinutes: listings.bufferBeforeMinutes,
          bufferAfterMinutes: listings.bufferAfterMinutes,
        })
        .from(listings)
        .where(
          and(
            eq(listings.shopId, shopId),
            timeBased(),
            page.listingId ? eq(listings.id, page.listingId) : undefined,
            afterKey,
          ),
        )
        .orderBy(asc(listings.nameEn), asc(listings.id))
        .limit(limit);
    },

    /**
     * Confirmed bookings and live holds of `listingIds` meeting [start, end) widened by the longest
     * buffer (a booking just outside the view still uses a slot inside it through its buffer), in two
     * statements whatever the number of listings. A booking comes with its order, and its customer's
     * name while the shop may see it: the order open, or closed at most `customerDays` ago.
     */
    async reservations(
      listingIds: readonly string[],
      span: { start: Date; end: Date },
      now: Date,
      customerDays: number,
    ): Promise<{ bookings: CalendarBookingRow[]; holds: CalendarHoldRow[] }> {
      if (listingIds.length === 0) return { bookings: [], holds: [] };
      const reach = sql`tstzrange(${at(span.start)} - interval '${sql.raw(BUFFER_REACH)}',
                                  ${at(span.end)} + interval '${sql.raw(BUFFER_REACH)}', '[)')`;
      const [booked, held] = await Promise.all([
        db.execute<CalendarBookingRow>(sql`
          select b.id, b.listing_id as "listingId", b.quantity, b.starts_at as "startsAt", b.ends_at as "endsAt",
                 o.id as "orderId", o.number as "orderNumber", o.status as "orderStatus",
                 case when o.status not in ('delivered', 'cancelled')
                        or coalesce((select max(h.at) from order_status_history h
                                      where h.order_id = o.id and h.status in ('delivered', 'cancelled')),
                                    o.created_at) >= ${at(now)} - ${customerDays} * interval '1 day'
                      then u.name end as "customerName"
            from bookings b
            left join order_lines ol on ol.booking_id = b.id
            left join orders o on o.id = ol.order_id
            left join "user" u on u.id = o.user_id
           where b.listing_id in ${uuidList(listingIds)} and b.status = 'confirmed' and b.span && ${reach}
           order by b.starts_at, b.id`),
        db.execute<CalendarHoldRow>(sql`
          select c.listing_id as "listingId", c.quantity, c.starts_at as "startsAt", c.ends_at as "endsAt",
                 c.expires_at as "expiresAt"
            from cart_items c
           where c.listing_id in ${uuidList(listingIds)} and c.span && ${reach} and c.expires_at > ${at(now)}
           order by c.starts_at, c.id`),
      ]);
      return { bookings: booked.rows.map(withDates), holds: held.rows.map(withDates) };
    },
  };
}

/** Raw rows come back with timestamps as strings on some drivers: make them Dates. */
function withDates<T extends { startsAt: Date; endsAt: Date; expiresAt?: Date }>(row: T): T {
  return {
    ...row,
    startsAt: new Date(row.startsAt),
    endsAt: new Date(row.endsAt),
    ...(row.expiresAt !== undefined ? { expiresAt: new Date(row.expiresAt) } : {}),
  };
}

function toConflict(row: ConflictRow): ConflictRow {
  return withDates(row);
}

export type ScheduleRepository = ReturnType<typeof createScheduleRepository>;
