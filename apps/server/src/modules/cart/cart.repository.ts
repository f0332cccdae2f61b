import {
  type Availability,
  EXPIRED_HOLD_KEEP_HOURS,
  type SlotRuleProblem,
  type SlotRules,
  slotRuleProblem,
} from '@haflah/contracts';
import {
  and,
  desc,
  eq,
  gt,
  inArray,
  isNotNull,
  isNull,
  lte,
  or,
  type Placeholder,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Db, Executor, Tx } from '../../db/client.js';
import { listings, visibleListing } from '../catalogue/index.js';
import { shops, visibleShop } from '../shops/index.js';
import type { Block, Reservation } from './availability.js';
import { bookings, cartItems } from './cart.schema.js';

export interface Span {
  listingId: string;
  start: Date;
  end: Date;
}

/** The inputs of the availability statement: values, or the prepared statement's placeholders. */
interface AvailabilityInputs {
  listingId: string | Placeholder;
  /** Instants as ISO strings. */
  start: string | Placeholder;
  end: string | Placeholder;
  now: string | Placeholder;
  excludeItemId: string | null | Placeholder;
  /**
   * Booking a live hold at checkout: the listing may have been deactivated since (its shop confirmed
   * that holds stay honoured, catalogue.listings.ts), so only its shop must still be visible.
   */
  ofLiveHold?: boolean;
}

/**
 * Availability of a listing over [start, end) in one statement: capacity, and confirmed bookings,
 * unexpired holds and blocks at the busiest instant of the request's busy span, the earliest on a tie
 * (see availability.ts, its pure twin). Every reservation is busy over its span widened by the listing's
 * buffers, and so is the request: the two meet iff the reservation's bare span overlaps the request
 * widened by before + after on both sides, which is how rows are found (the GiST indexes on
 * (listing_id, span) serve it); a block (the listing's, or its shop's with no listing) is not widened
 * and counts as the full capacity once, however many cover an instant. No row when customers can't see the listing. `excludeItemId` leaves
 * out one cart line, for re-checking a hold whose quantity changes. The one text of the statement:
 * `availabilitySql` fills it with values, `availabilityStatement` with placeholders.
 */
function availabilityQuery({
  listingId,
  start,
  end,
  now,
  excludeItemId,
  ofLiveHold,
}: AvailabilityInputs): SQL {
  return sql`
    with l as (
      select capacity, shop_id,
             make_interval(mins => buffer_before_minutes) as before,
             make_interval(mins => buffer_after_minutes) as after
        from listings where id = ${listingId}
    ),
    w as (
      select l.capacity, l.shop_id, l.before, l.after,
             tstzrange(${start}::timestamptz - l.before, ${end}::timestamptz + l.after, '[)') as busy,
             tstzrange(${start}::timestamptz - (l.before + l.after), ${end}::timestamptz + (l.before + l.after), '[)') as reach
        from l
    ),
    usage as (
      select tstzrange(lower(b.span) - w.before, upper(b.span) + w.after, '[)') as busy, b.quantity, 'b' as kind
        from w join bookings b
          on b.listing_id = ${listingId} and b.status = 'confirmed' and b.span && w.reach
      union all
      select tstzrange(lower(c.span) - w.before, upper(c.span) + w.after, '[)'), c.quantity, 'h'
        from w join cart_items c
          on c.listing_id = ${listingId} and c.span && w.reach
         and c.expires_at > ${now}::timestamptz
         and c.id is distinct from ${excludeItemId}::uuid
      union all
      select k.span, w.capacity, 'k'
        from w join blocks k on k.listing_id = ${listingId} and k.span && w.busy
      union all
      select k.span, w.capacity, 'k'
        from w join blocks k on k.listing_id is null and k.shop_id = w.shop_id and k.span && w.busy
    ),
    instants as (
      select lower(busy) as t from w
      union
      select lower(u.busy) from usage u cross join w where lower(u.busy) > lower(w.busy)
    ),
    peak as (
      select coalesce(sum(u.quantity) filter (where u.kind = 'b'), 0)::int as bookings,
             coalesce(sum(u.quantity) filter (where u.kind = 'h'), 0)::int as holds,
             coalesce(bool_or(u.kind = 'k'), false) as blocked
        from instants i
        left join usage u on u.busy @> i.t
       group by i.t
       order by coalesce(sum(u.quantity) filter (where u.kind <> 'k'), 0)
                + coalesce(max(u.quantity) filter (where u.kind = 'k'), 0) desc, i.t
       limit 1
    )
    select ${listings.capacity} as capacity, p.bookings, p.holds, p.blocked
      from ${listings}
      join ${shops} on ${shops.id} = ${listings.shopId}
     cross join peak p
     where ${listings.id} = ${listingId} and ${ofLiveHold ? visibleShop : visibleListing}`;
}

/** The availability statement with its values, as the hold and resize transactions run it. */
export function availabilitySql(
  span: Span,
  now: Date,
  excludeItemId: string | null = null,
  ofLiveHold = false,
): SQL {
  return availabilityQuery({
    listingId: span.listingId,
    start: span.start.toISOString(),
    end: span.end.toISOString(),
    now: now.toISOString(),
    excludeItemId,
    ofLiveHold,
  });
}

type AvailabilityRow = { capacity: number; bookings: number; holds: number; blocked: boolean };

function toAvailability(row: AvailabilityRow | undefined): Availability | null {
  if (!row) return null;
  const blocked = row.blocked ? row.capacity : 0;
  return {
    maxCapacity: row.capacity,
    currentBookings: row.bookings,
    currentHolds: row.holds,
    availableQuantity: Math.max(0, row.capacity - row.bookings - row.holds - blocked),
    ...(row.blocked ? { blocked: true as const } : {}),
  };
}

/** Inside a transaction (placing or resizing a hold, under the listing's lock). */
async function availabilityIn(
  tx: Tx,
  span: Span,
  now: Date,
  excludeItemId: string | null = null,
  ofLiveHold = false,
): Promise<Availability | null> {
  const { rows } = await tx.execute<AvailabilityRow>(availabilitySql(span, now, excludeItemId, ofLiveHold));
  return toAvailability(rows[0]);
}

/** The name the availability check is prepared under, on every connection that runs it. */
export const AVAILABILITY_STATEMENT = 'cart_availability';

/**
 * The availability check (the time-slot dialog asks it on every change) with placeholders `listingId`,
 * `start`, `end` and `now`, prepared once as AVAILABILITY_STATEMENT: Drizzle builds its text once per
 * process instead of on every check (the profile's largest cost), and PostgreSQL parses and plans it
 * once per connection. PGlite ignores the name. The benchmark's raw-pg floor runs this same text.
 */
export function availabilityStatement(db: Db) {
  const core = availabilityQuery({
    listingId: sql.placeholder('listingId'),
    start: sql.placeholder('start'),
    end: sql.placeholder('end'),
    now: sql.placeholder('now'),
    excludeItemId: null,
  });
  return db
    .select({
      capacity: sql<number>`capacity`,
      bookings: sql<number>`bookings`,
      holds: sql<number>`holds`,
      blocked: sql<boolean>`blocked`,
    })
    .from(sql`(${core}) as availability`);
}

/**
 * What a listing's own time rules need (issue 27): its buffers, notice, advance and shop's hours. A
 * function, not a constant: the tables are read when a query is built, never while the module graph
 * is still loading (catalogue → offers → orders → cart is a cycle).
 */
const slotRuleColumns = () => ({
  bufferBeforeMinutes: listings.bufferBeforeMinutes,
  bufferAfterMinutes: listings.bufferAfterMinutes,
  minNoticeMinutes: listings.minNoticeMinutes,
  maxAdvanceDays: listings.maxAdvanceDays,
  openingHours: shops.openingHours,
});

/** A cart line as the cart shows it: the line, its listing's current prices and names, its shop. */
const lineColumns = () => ({
  id: cartItems.id,
  listingId: cartItems.listingId,
  quantity: cartItems.quantity,
  startsAt: cartItems.startsAt,
  endsAt: cartItems.endsAt,
  expiresAt: cartItems.expiresAt,
  createdAt: cartItems.createdAt,
  kind: listings.kind,
  pricingType: listings.pricingType,
  priceFils: listings.priceFils,
  salePriceFils: listings.salePriceFils,
  isOnSale: listings.isOnSale,
  hourlyRateFils: listings.hourlyRateFils,
  nameEn: listings.nameEn,
  nameAr: listings.nameAr,
  imageUrl: listings.imageUrl,
  servesGuests: listings.servesGuests,
  shopId: shops.id,
  shopNameEn: shops.nameEn,
  shopNameAr: shops.nameAr,
});

/** The error code of each of a listing's own time rules (contracts' slotRuleProblem). */
export const SLOT_RULE_CODES = {
  too_soon: 'SLOT_TOO_SOON',
  too_far: 'SLOT_TOO_FAR',
  outside_hours: 'SLOT_OUTSIDE_HOURS',
} as const satisfies Record<SlotRuleProblem, string>;
export type SlotRuleCode = (typeof SLOT_RULE_CODES)[SlotRuleProblem];

/** Holds that lapsed after this instant are still kept in their carts (shown as expired). */
const keptSince = (now: Date) => new Date(now.getTime() - EXPIRED_HOLD_KEEP_HOURS * 3_600_000);

/** Locks a listing's row for the rest of the transaction: every change to its capacity use queues here. */
export async function lockListing(tx: Tx, listingId: string) {
  await tx.select({ id: listings.id }).from(listings).where(eq(listings.id, listingId)).for('no key update');
}

/**
 * Locks one customer's cart for the rest of the transaction (advisory, so no table's rows are held):
 * every write that adds a line queues here, so the caps on a customer's lines and holds are counted
 * and kept under any concurrency, on every node. Taken before a listing's lock, never after one.
 */
async function lockCart(tx: Tx, userId: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`cart:${userId}`}, 0))`);
}

/** What a customer's cart holds now, for the caps (MAX_CART_LINES and the hold limits). */
export interface CartUse {
  /** Live lines: products and unexpired holds. */
  lines: number;
  /** Unexpired holds, on any listing. */
  holds: number;
  /** Unexpired holds on the listing being added. */
  listingHolds: number;
  /** A product line of the listing being added is there already (adding merges into it). */
  hasProductLine: boolean;
}

/**
 * One statement over the customer's lines; lapsed holds count for nothing. `exceptId` leaves out one
 * line (a hold being given a new span takes its own place, not another).
 */
async function cartUse(
  tx: Tx,
  userId: string,
  listingId: string,
  now: Date,
  exceptId: string | null = null,
): Promise<CartUse> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const liveHold = sql`${cartItems.expiresAt} > ${at} and ${cartItems.id} is distinct from ${exceptId}::uuid`;
  const thisListing = sql`${cartItems.listingId} = ${listingId}`;
  const [row] = await tx
    .select({
      lines: sql<number>`(count(*) filter (where ${cartItems.expiresAt} is null or (${liveHold})))::int`,
      holds: sql<number>`(count(*) filter (where ${liveHold}))::int`,
      listingHolds: sql<number>`(count(*) filter (where (${liveHold}) and ${thisListing}))::int`,
      hasProductLine: sql<boolean>`coalesce(bool_or(${cartItems.startsAt} is null and ${thisListing}), false)`,
    })
    .from(cartItems)
    .where(eq(cartItems.userId, userId));
  return row ?? { lines: 0, holds: 0, listingHolds: 0, hasProductLine: false };
}

/** The service's rule over a cart's use: the code of the cap an addition would break, or null. */
export type CapCheck = (use: CartUse) => 'HOLD_LIMIT' | 'CART_LIMIT' | null;

export type HoldOutcome =
  | { placed: true; id: string }
  | { placed: false; availability: Availability | null }
  | { placed: false; refused: 'HOLD_LIMIT' | 'CART_LIMIT' };

/**
 * Cart lines and holds. The cart is made of catalogue listings, so its reads join them; it never
 * writes them. Every write that takes capacity (a new hold, a bigger hold) locks the listing row first,
 * so under any concurrency holds + bookings never exceed capacity (checkout locks the same rows).
 */
export function createCartRepository(db: Db) {
  const live = (now: Date) => or(isNull(cartItems.expiresAt), gt(cartItems.expiresAt, now));
  /** Live lines and lapsed holds still kept (EXPIRED_HOLD_KEEP_HOURS): what the cart shows. */
  const kept = (now: Date) => or(isNull(cartItems.expiresAt), gt(cartItems.expiresAt, keptSince(now)));
  const availability = availabilityStatement(db).prepare(AVAILABILITY_STATEMENT);

  return {
    /** The listing as the cart needs it, if customers can see it. */
    async findListing(listingId: string) {
      const [row] = await db
        .select({
          id: listings.id,
          kind: listings.kind,
          pricingType: listings.pricingType,
          capacity: listings.capacity,
          nameEn: listings.nameEn,
          nameAr: listings.nameAr,
          ...slotRuleColumns(),
        })
        .from(listings)
        .innerJoin(shops, eq(shops.id, listings.shopId))
        .where(and(eq(listings.id, listingId), visibleListing));
      return row ?? null;
    },

    /**
     * Whether this listing is one customers would see but for its shop not taking orders now: active,
     * of a shop suspended by an admin or paused by its owner. (A listing of a shop never approved, or
     * no listing at all, is simply not there.)
     */
    async ofClosedShop(listingId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: listings.id })
        .from(listings)
        .innerJoin(shops, eq(shops.id, listings.shopId))
        .where(
          and(
            eq(listings.id, listingId),
            eq(listings.isActive, true),
            or(eq(shops.status, 'suspended'), and(eq(shops.status, 'approved'), isNotNull(shops.pausedAt))),
          ),
        );
      return row !== undefined;
    },

    /**
     * A user's cart lines, newest first, with current prices: live lines, and lapsed holds still kept
     * (EXPIRED_HOLD_KEEP_HOURS) so a time can be picked for them again.
     */
    listLines(userId: string, now: Date) {
      return db
        .select(lineColumns())
        .from(cartItems)
        .innerJoin(listings, eq(listings.id, cartItems.listingId))
        .innerJoin(shops, eq(shops.id, listings.shopId))
        .where(and(eq(cartItems.userId, userId), kept(now)))
        .orderBy(desc(cartItems.createdAt), desc(cartItems.id));
    },

    /** One of the user's lines: a live one, or with `lapsed`, also a lapsed hold still kept. */
    async findLine(userId: string, id: string, now: Date, { lapsed = false }: { lapsed?: boolean } = {}) {
      const [row] = await db
        .select({
          id: cartItems.id,
          listingId: cartItems.listingId,
          quantity: cartItems.quantity,
          startsAt: cartItems.startsAt,
          endsAt: cartItems.endsAt,
          expiresAt: cartItems.expiresAt,
        })
        .from(cartItems)
        .where(and(eq(cartItems.id, id), eq(cartItems.userId, userId), lapsed ? kept(now) : live(now)));
      return row ?? null;
    },

    /**
     * Adds a product line, or adds to the quantity of the one already there (capped at `max`), unless
     * `caps` refuses it (its code is returned) under the cart's lock.
     */
    addProduct(
      line: { userId: string; listingId: string; quantity: number; max: number },
      now: Date,
      caps: CapCheck,
    ): Promise<'HOLD_LIMIT' | 'CART_LIMIT' | null> {
      return db.transaction(async (tx) => {
        await lockCart(tx, line.userId);
        const refused = caps(await cartUse(tx, line.userId, line.listingId, now));
        if (refused) return refused;
        await tx
          .insert(cartItems)
          .values({ userId: line.userId, listingId: line.listingId, quantity: line.quantity })
          .onConflictDoUpdate({
            target: [cartItems.userId, cartItems.listingId],
            targetWhere: isNull(cartItems.startsAt),
            set: { quantity: sql`least(${cartItems.quantity} + excluded.quantity, ${line.max})` },
          });
        return null;
      });
    },

    async availability(span: Span, now: Date): Promise<Availability | null> {
      const [row] = await availability.execute({
        listingId: span.listingId,
        start: span.start.toISOString(),
        end: span.end.toISOString(),
        now: now.toISOString(),
      });
      return toAvailability(row);
    },

    /**
     * Everything that can take a listing's capacity over [from, to) in one statement: confirmed
     * bookings and holds live at `now` whose spans overlap it, and blocks of the listing or of its
     * whole shop. For the time-slot dialog's day of start times: the caller widens the window by the
     * buffers and applies the pure rule (availability.ts) per start time.
     */
    async dayUse(listingId: string, from: Date, to: Date, now: Date) {
      const range = sql`tstzrange(${from.toISOString()}::timestamptz, ${to.toISOString()}::timestamptz, '[)')`;
      const { rows } = await db.execute<{
        kind: 'booking' | 'hold' | 'block';
        starts_at: string | Date;
        ends_at: string | Date;
        quantity: number;
        expires_at: string | Date | null;
      }>(sql`
        select 'booking' as kind, starts_at, ends_at, quantity, null::timestamptz as expires_at
          from bookings where listing_id = ${listingId} and status = 'confirmed' and span && ${range}
        union all
        select 'hold', starts_at, ends_at, quantity, expires_at
          from cart_items
         where listing_id = ${listingId} and span && ${range} and expires_at > ${now.toISOString()}::timestamptz
        union all
        select 'block', starts_at, ends_at, 0, null
          from blocks where listing_id = ${listingId} and span && ${range}
        union all
        select 'block', starts_at, ends_at, 0, null
          from blocks
         where listing_id is null and span && ${range}
           and shop_id = (select shop_id from listings where id = ${listingId})`);
      const reservations: Reservation[] = [];
      const blocked: Block[] = [];
      for (const r of rows) {
        const span = { start: new Date(r.starts_at), end: new Date(r.ends_at) };
        if (r.kind === 'block') blocked.push(span);
        else
          reservations.push({
            kind: r.kind,
            ...span,
            quantity: r.quantity,
            expiresAt: r.expires_at == null ? null : new Date(r.expires_at),
          });
      }
      return { reservations, blocks: blocked };
    },

    /**
     * Places a hold if `caps` allows it (under the cart's lock) and the span still has `quantity` free
     * (under the listing's), atomically with both checks.
     */
    placeHold(
      hold: Span & { userId: string; quantity: number; expiresAt: Date },
      now: Date,
      caps: CapCheck,
    ): Promise<HoldOutcome> {
      return db.transaction(async (tx) => {
        await lockCart(tx, hold.userId);
        const refused = caps(await cartUse(tx, hold.userId, hold.listingId, now));
        if (refused) return { placed: false, refused };
        await lockListing(tx, hold.listingId);
        const availability = await availabilityIn(tx, hold, now);
        if (!availability || availability.availableQuantity < hold.quantity) {
          return { placed: false, availability };
        }
        const [row] = await tx
          .insert(cartItems)
          .values({
            userId: hold.userId,
            listingId: hold.listingId,
            quantity: hold.quantity,
            startsAt: hold.start,
            endsAt: hold.end,
            expiresAt: hold.expiresAt,
          })
          .returning({ id: cartItems.id });
        return { placed: true, id: row!.id };
      });
    },

    /**
     * Gives a hold line (lapsed or live) a new span, quantity and expiry, as a new hold is placed: the
     * caps (under the cart's lock, the line itself left out) and the span's free capacity (under the
     * listing's lock, the line's own old span left out), atomically with the write. The listing is
     * locked before the line's row, in the order checkout takes them, so the two never deadlock.
     */
    rehold(
      hold: Span & { userId: string; id: string; quantity: number; expiresAt: Date },
      now: Date,
      caps: CapCheck,
    ): Promise<HoldOutcome | { placed: false; gone: true }> {
      return db.transaction(async (tx) => {
        await lockCart(tx, hold.userId);
        await lockListing(tx, hold.listingId);
        const [line] = await tx
          .select({ id: cartItems.id })
          .from(cartItems)
          .where(
            and(
              eq(cartItems.id, hold.id),
              eq(cartItems.userId, hold.userId),
              eq(cartItems.listingId, hold.listingId),
              isNotNull(cartItems.expiresAt),
            ),
          )
          .for('update');
        if (!line) return { placed: false, gone: true };
        const refused = caps(await cartUse(tx, hold.userId, hold.listingId, now, hold.id));
        if (refused) return { placed: false, refused };
        const availability = await availabilityIn(tx, hold, now, hold.id);
        if (!availability || availability.availableQuantity < hold.quantity) {
          return { placed: false, availability };
        }
        await tx
          .update(cartItems)
          .set({ quantity: hold.quantity, startsAt: hold.start, endsAt: hold.end, expiresAt: hold.expiresAt })
          .where(eq(cartItems.id, hold.id));
        return { placed: true, id: hold.id };
      });
    },

    /** Sets a line's quantity with no capacity check: a product's, or a smaller one for a hold. */
    async setQuantity(userId: string, id: string, quantity: number) {
      await db
        .update(cartItems)
        .set({ quantity })
        .where(and(eq(cartItems.id, id), eq(cartItems.userId, userId)));
    },

    /** Changes a hold's quantity; a rise needs the extra units free (checked under the listing lock). */
    resizeHold(
      hold: Span & { userId: string; id: string; quantity: number },
      now: Date,
    ): Promise<HoldOutcome> {
      return db.transaction(async (tx) => {
        await lockListing(tx, hold.listingId);
        const availability = await availabilityIn(tx, hold, now, hold.id);
        if (!availability || availability.availableQuantity < hold.quantity) {
          return { placed: false, availability };
        }
        const updated = await tx
          .update(cartItems)
          .set({ quantity: hold.quantity })
          .where(
            and(eq(cartItems.id, hold.id), eq(cartItems.userId, hold.userId), gt(cartItems.expiresAt, now)),
          )
          .returning({ id: cartItems.id });
        return updated.length ? { placed: true, id: hold.id } : { placed: false, availability: null };
      });
    },

    async remove(userId: string, id: string) {
      await db.delete(cartItems).where(and(eq(cartItems.id, id), eq(cartItems.userId, userId)));
    },

    /**
     * The spec's cleanup_expired_cart_items: deletes holds that lapsed more than
     * EXPIRED_HOLD_KEEP_HOURS ago (until then the cart shows them as expired), returns how many.
     */
    async deleteExpiredHolds(now: Date): Promise<number> {
      const rows = await db
        .delete(cartItems)
        .where(lte(cartItems.expiresAt, keptSince(now)))
        .returning({ id: cartItems.id });
      return rows.length;
    },
  };
}

export type CartRepository = ReturnType<typeof createCartRepository>;
export type CartLineRow = Awaited<ReturnType<CartRepository['listLines']>>[number];

/**
 * What checkout does to a cart, inside the checkout's transaction (DESIGN.md: a workflow across
 * modules opens the transaction and calls each module's repository with it).
 */
export const cartCheckout = {
  /** Locks the listing rows of these holds, in one order everywhere (no two checkouts deadlock). */
  async lockListings(tx: Tx, listingIds: readonly string[]) {
    for (const id of [...new Set(listingIds)].sort()) await lockListing(tx, id);
  },

  /**
   * The user's cart lines, expired holds included, with everything an order copies; with `lock`, locked
   * until the transaction ends, so no tab can change them while the order is placed. `visible` is false
   * for a listing customers can no longer see; a hold (a line with an expiry; a lapsed one is refused
   * on its own) stays visible while its shop is, even when the shop has since deactivated the listing
   * after confirming that live holds stay honoured (catalogue.listings.ts).
   */
  lines(executor: Executor, userId: string, { lock }: { lock: boolean }) {
    const query = executor
      .select({
        ...lineColumns(),
        deliveryFeeFils: shops.deliveryFeeFils,
        freeDeliveryOverFils: shops.freeDeliveryOverFils,
        ...slotRuleColumns(),
        visible: sql<boolean>`coalesce(${visibleListing} or (${visibleShop} and ${cartItems.expiresAt} is not null), false)`,
      })
      .from(cartItems)
      .innerJoin(listings, eq(listings.id, cartItems.listingId))
      .innerJoin(shops, eq(shops.id, listings.shopId))
      .where(eq(cartItems.userId, userId))
      .orderBy(desc(cartItems.createdAt), desc(cartItems.id))
      .$dynamic();
    return lock ? query.for('update', { of: cartItems }) : query;
  },

  /**
   * The code checkout refuses a hold with when its start now breaks its listing's own time rules
   * (slotRuleProblem: notice, how far ahead, the shop's opening hours), or null.
   */
  slotRuleRefusal(line: { startsAt: Date | null } & SlotRules, now: Date): SlotRuleCode | null {
    if (!line.startsAt) return null;
    const problem = slotRuleProblem(line.startsAt, line, now);
    return problem ? SLOT_RULE_CODES[problem] : null;
  },

  /**
   * Turns a hold into a confirmed booking, if its span still has room (its listing is locked by
   * `lockListings`), and removes the hold so it is not counted twice. Null when there is no room.
   */
  async book(
    tx: Tx,
    hold: Span & { id: string; userId: string; quantity: number },
    now: Date,
  ): Promise<string | null> {
    const availability = await availabilityIn(tx, hold, now, hold.id, true);
    if (!availability || availability.availableQuantity < hold.quantity) return null;
    const [row] = await tx
      .insert(bookings)
      .values({
        listingId: hold.listingId,
        userId: hold.userId,
        quantity: hold.quantity,
        startsAt: hold.start,
        endsAt: hold.end,
      })
      .returning({ id: bookings.id });
    await tx.delete(cartItems).where(eq(cartItems.id, hold.id));
    return row!.id;
  },

  async removeLines(tx: Tx, userId: string, ids: readonly string[]) {
    if (ids.length === 0) return;
    await tx.delete(cartItems).where(and(eq(cartItems.userId, userId), inArray(cartItems.id, [...ids])));
  },

  /** Releases bookings (an order cancelled): their capacity is free again at once. */
  async cancelBookings(tx: Tx, ids: readonly string[]) {
    if (ids.length === 0) return;
    await tx
      .update(bookings)
      .set({ status: 'cancelled' })
      .where(and(inArray(bookings.id, [...ids]), eq(bookings.status, 'confirmed')));
  },
};
export type CheckoutCartLine = Awaited<ReturnType<typeof cartCheckout.lines>>[number];
