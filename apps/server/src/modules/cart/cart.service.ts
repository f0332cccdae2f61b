import {
  type AddProductRequest,
  type Availability,
  type AvailabilityQuery,
  bahrainToUtc,
  bookableDates,
  type Cart,
  type CartGroup,
  type CartItem,
  HOLD_MINUTES,
  type HoldRequest,
  MAX_CART_LINES,
  MAX_HOLDS_PER_LISTING,
  MAX_LIVE_HOLDS,
  MAX_PRODUCT_QUANTITY,
  maxSlotQuantity,
  type ReholdRequest,
  requiresTimeSlot,
  type SlotRuleProblem,
  type SlotRules,
  type SlotStart,
  type SlotStartReason,
  type SlotStarts,
  type SlotStartsQuery,
  START_TIMES,
  slotEnd,
  slotProblem,
  slotRuleProblem,
  spanHours,
  timeBasedTotalFils,
  unitPriceFils,
} from '@haflah/contracts';
import { AppError } from '../../http/errors.js';
import { type Actor, type Policy, requireAccess } from '../../platform/access.js';
import type { createAttemptsRepository } from '../../platform/attempts.js';
import type { Bus } from '../../platform/bus.js';
import { checkAvailability } from './availability.js';
import type { CartAction } from './cart.policy.js';
import { type CartLineRow, type CartRepository, type CartUse, SLOT_RULE_CODES } from './cart.repository.js';

/**
 * Holds one account, and one address, may place per window (every request to place one counts, a
 * refused one too): with the caps below, no account can sweep a listing's slots by placing holds
 * again and again as they lapse. Counted in PostgreSQL (platform/attempts.ts), so exact across nodes.
 */
export const HOLD_RATE_LIMITS = {
  perAccount: { max: 30, windowSeconds: 600 },
  perAddress: { max: 60, windowSeconds: 600 },
} as const;

/**
 * The caps on what one customer keeps (contracts: MAX_HOLDS_PER_LISTING, MAX_LIVE_HOLDS,
 * MAX_CART_LINES): the code an addition is refused with, or null. A product already in the cart
 * merges into its line, so it adds no line.
 */
export function capProblem(use: CartUse, adding: 'product' | 'hold'): 'HOLD_LIMIT' | 'CART_LIMIT' | null {
  if (adding === 'product') return !use.hasProductLine && use.lines >= MAX_CART_LINES ? 'CART_LIMIT' : null;
  if (use.listingHolds >= MAX_HOLDS_PER_LISTING || use.holds >= MAX_LIVE_HOLDS) return 'HOLD_LIMIT';
  return use.lines >= MAX_CART_LINES ? 'CART_LIMIT' : null;
}

const capError = (code: 'HOLD_LIMIT' | 'CART_LIMIT') =>
  code === 'HOLD_LIMIT'
    ? new AppError(
        'HOLD_LIMIT',
        `At most ${MAX_HOLDS_PER_LISTING} live holds on one listing and ${MAX_LIVE_HOLDS} in all`,
      )
    : new AppError('CART_LIMIT', `At most ${MAX_CART_LINES} lines in a cart`);

/** The hourly rate of a time-based line; listings without one are charged their price per hour. */
const hourlyRate = (row: { hourlyRateFils: number | null; priceFils: number }) =>
  row.hourlyRateFils ?? row.priceFils;

/** A cart line priced from the listing as it is now (prices are never taken from the client). */
export function toCartItem(row: CartLineRow): CartItem {
  const timeBased = row.startsAt != null && row.endsAt != null;
  const unit = timeBased ? hourlyRate(row) : unitPriceFils(row);
  return {
    id: row.id,
    listingId: row.listingId,
    kind: row.kind,
    name: { en: row.nameEn, ar: row.nameAr },
    imageUrl: row.imageUrl,
    servesGuests: row.servesGuests,
    quantity: row.quantity,
    unitPriceFils: unit,
    totalFils: timeBased
      ? timeBasedTotalFils(unit, row.startsAt!, row.endsAt!, row.quantity)
      : unit * row.quantity,
    isTimeBased: timeBased,
    slot: timeBased
      ? {
          start: row.startsAt!.toISOString(),
          end: row.endsAt!.toISOString(),
          hours: spanHours(row.startsAt!, row.endsAt!),
        }
      : null,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A hold that has lapsed at `now`: kept in the cart, marked expired, bought by nobody. */
const lapsed = (row: CartLineRow, now: Date) => row.expiresAt != null && row.expiresAt <= now;

/**
 * Lines grouped by retailer, in the order each retailer first appears (newest line first). Lapsed
 * holds are listed (the cart says they expired) but left out of every count and total.
 */
export function toCart(rows: CartLineRow[], now: Date): Cart {
  const groups = new Map<string, CartGroup>();
  let itemCount = 0;
  for (const row of rows) {
    let group = groups.get(row.shopId);
    if (!group) {
      group = {
        shop: { id: row.shopId, name: { en: row.shopNameEn, ar: row.shopNameAr } },
        items: [],
        subtotalFils: 0,
      };
      groups.set(row.shopId, group);
    }
    const item = toCartItem(row);
    group.items.push(item);
    if (!lapsed(row, now)) {
      group.subtotalFils += item.totalFils;
      itemCount += item.quantity;
    }
  }
  const list = [...groups.values()];
  return {
    groups: list,
    itemCount,
    totalFils: list.reduce((n, g) => n + g.subtotalFils, 0),
    serverTime: now.toISOString(),
  };
}

/** The English sentence of each time-rule refusal (the web shows its own, by code). */
const SLOT_RULE_MESSAGES: Record<SlotRuleProblem, string> = {
  too_soon: 'This listing needs more notice than that',
  too_far: 'This listing cannot be booked that far ahead',
  outside_hours: 'The shop is closed at that time',
};

const unavailable = () => new AppError('SLOT_UNAVAILABLE', 'Not enough left for this time slot');

interface Deps {
  repo: CartRepository;
  policy: Policy<CartAction>;
  bus: Bus;
  /** The PostgreSQL limiter hold placement counts with (HOLD_RATE_LIMITS). */
  attempts: Pick<ReturnType<typeof createAttemptsRepository>, 'consume'>;
  clock?: () => Date;
}

/** The cart of the actor: everything here is the actor's own, and a line id is checked by the policy. */
export function createCartService({ repo, policy, bus, attempts, clock = () => new Date() }: Deps) {
  /**
   * A listing customers may buy now. One whose shop is suspended or paused answers 409
   * SHOP_UNAVAILABLE (the customer may have its page open); any other not found.
   */
  async function visibleListing(listingId: string) {
    const listing = await repo.findListing(listingId);
    if (!listing) {
      if (await repo.ofClosedShop(listingId))
        throw new AppError('SHOP_UNAVAILABLE', 'The shop is not taking orders now');
      throw new AppError('NOT_FOUND', 'Product not found');
    }
    return { ...listing, timeBased: requiresTimeSlot(listing.kind, listing.pricingType) };
  }

  /**
   * A span on the spec's grid (INVALID_TIME_SLOT otherwise) that also keeps the listing's own time
   * rules: its notice, how far ahead it may be booked and its shop's opening hours (SLOT_TOO_SOON,
   * SLOT_TOO_FAR, SLOT_OUTSIDE_HOURS).
   */
  function checkedSpan(listing: { id: string } & SlotRules, startIso: string, hours: number, now: Date) {
    const start = new Date(startIso);
    const problem = slotProblem(start, hours, now);
    if (problem) throw new AppError('INVALID_TIME_SLOT', `Time slot not bookable: ${problem}`);
    const broken = slotRuleProblem(start, listing, now);
    if (broken) throw new AppError(SLOT_RULE_CODES[broken], SLOT_RULE_MESSAGES[broken]);
    return { listingId: listing.id, start, end: slotEnd(start, hours) };
  }

  const cartOf = async (actor: Actor) => {
    const now = clock();
    return toCart(await repo.listLines(actor.id, now), now);
  };
  /** The cart after a change, which the user's other tabs and devices hear of (realtime). */
  const changed = async (actor: Actor) => {
    await bus.publish('cart.changed', { userId: actor.id });
    return cartOf(actor);
  };

  /**
   * A live line of the actor's cart (with `lapsed`, also a lapsed hold the cart still shows); another
   * user's line, and a lapsed hold otherwise, are not found.
   */
  async function ownLine(actor: Actor, action: CartAction, id: string, now: Date, lapsed = false) {
    await requireAccess(policy, actor, action, [id], 'Cart item not found');
    const line = await repo.findLine(actor.id, id, now, { lapsed });
    if (!line) throw new AppError('NOT_FOUND', 'Cart item not found');
    return line;
  }

  /** Every request to place a hold counts against HOLD_RATE_LIMITS, a refused one too. */
  async function countHoldAttempt(actor: Actor, address: string) {
    const limited = await attempts.consume([
      { key: `hold:account:${actor.id}`, ...HOLD_RATE_LIMITS.perAccount },
      { key: `hold:ip:${address}`, ...HOLD_RATE_LIMITS.perAddress },
    ]);
    if (!limited.allowed)
      throw new AppError('RATE_LIMITED', 'Too many holds placed', limited.retryAfterSeconds);
  }

  /** A listing that can be booked `quantity` at once. */
  async function bookableListing(listingId: string, quantity: number) {
    const listing = await visibleListing(listingId);
    if (!listing.timeBased) throw new AppError('VALIDATION_FAILED', 'This item is bought, not booked');
    if (quantity > maxSlotQuantity(listing.capacity)) {
      throw new AppError('VALIDATION_FAILED', `At most ${maxSlotQuantity(listing.capacity)} can be booked`);
    }
    return listing;
  }

  const holdExpiry = (now: Date) => new Date(now.getTime() + HOLD_MINUTES * 60_000);

  return {
    getCart: cartOf,

    async addProduct(actor: Actor, input: AddProductRequest): Promise<Cart> {
      const listing = await visibleListing(input.listingId);
      if (listing.timeBased) {
        throw new AppError(
          'TIME_SLOT_REQUIRED',
          'This item requires time slot selection. Please use the time slot picker.',
        );
      }
      const refused = await repo.addProduct(
        { userId: actor.id, listingId: listing.id, quantity: input.quantity, max: MAX_PRODUCT_QUANTITY },
        clock(),
        (use) => capProblem(use, 'product'),
      );
      if (refused) throw capError(refused);
      return changed(actor);
    },

    /**
     * Holds a time-based item for its span; the hold lapses HOLD_MINUTES after it was placed. Counted
     * against HOLD_RATE_LIMITS for the account and for `address` (the client's) before anything else.
     */
    async addHold(actor: Actor, input: HoldRequest, address: string): Promise<Cart> {
      await countHoldAttempt(actor, address);
      const listing = await bookableListing(input.listingId, input.quantity);
      const now = clock();
      const span = checkedSpan(listing, input.start, input.hours, now);
      const outcome = await repo.placeHold(
        { ...span, userId: actor.id, quantity: input.quantity, expiresAt: holdExpiry(now) },
        now,
        (use) => capProblem(use, 'hold'),
      );
      if (!outcome.placed) throw 'refused' in outcome ? capError(outcome.refused) : unavailable();
      await bus.publish('cart.hold_placed', {
        userId: actor.id,
        listingId: listing.id,
        cartItemId: outcome.id,
      });
      return changed(actor);
    },

    /**
     * Picks a time again for a hold line, lapsed (the cart kept it, marked expired) or live: the same
     * line gets the new span, quantity and a fresh HOLD_MINUTES, through the same rate limit, caps,
     * capacity check and locks as a new hold.
     */
    async rehold(actor: Actor, id: string, input: ReholdRequest, address: string): Promise<Cart> {
      await countHoldAttempt(actor, address);
      const line = await ownLine(actor, 'cart_item.update', id, clock(), true);
      if (!line.startsAt) throw new AppError('VALIDATION_FAILED', 'This item is bought, not booked');
      const listing = await bookableListing(line.listingId, input.quantity);
      const now = clock();
      const span = checkedSpan(listing, input.start, input.hours, now);
      const outcome = await repo.rehold(
        { ...span, id, userId: actor.id, quantity: input.quantity, expiresAt: holdExpiry(now) },
        now,
        (use) => capProblem(use, 'hold'),
      );
      if (!outcome.placed) {
        if ('gone' in outcome) throw new AppError('NOT_FOUND', 'Cart item not found');
        throw 'refused' in outcome ? capError(outcome.refused) : unavailable();
      }
      await bus.publish('cart.hold_placed', { userId: actor.id, listingId: line.listingId, cartItemId: id });
      return changed(actor);
    },

    /** Zero or less removes the line; a hold can only grow into capacity that is free. */
    async updateQuantity(actor: Actor, id: string, quantity: number): Promise<Cart> {
      const now = clock();
      const line = await ownLine(actor, 'cart_item.update', id, now);
      const userId = actor.id;
      if (quantity <= 0) {
        await repo.remove(userId, id);
      } else if (line.startsAt && line.endsAt && quantity > line.quantity) {
        const listing = await visibleListing(line.listingId);
        if (quantity > maxSlotQuantity(listing.capacity)) throw unavailable();
        const outcome = await repo.resizeHold(
          { id, userId, listingId: line.listingId, start: line.startsAt, end: line.endsAt, quantity },
          now,
        );
        if (!outcome.placed) throw unavailable();
      } else {
        // A product, or a smaller hold: nothing to check (also when the listing has been hidden since).
        await repo.setQuantity(userId, id, quantity);
      }
      return changed(actor);
    },

    /** Removes a line, a lapsed hold the cart still shows included. */
    async remove(actor: Actor, id: string): Promise<Cart> {
      await ownLine(actor, 'cart_item.remove', id, clock(), true);
      await repo.remove(actor.id, id);
      return changed(actor);
    },

    /** One query: a listing customers can't see answers NOT_FOUND, like everywhere else. */
    async availability(query: AvailabilityQuery): Promise<Availability> {
      const start = new Date(query.start);
      const result = await repo.availability(
        { listingId: query.listingId, start, end: slotEnd(start, query.hours) },
        clock(),
      );
      if (!result) throw new AppError('NOT_FOUND', 'Product not found');
      return result;
    },

    /**
     * Every start time of one Bahrain date for `hours` and `quantity`, marked as a hold there would be
     * answered now: the spec's grid and the listing's own rules (pure, per start), then room with its
     * buffers and blocks: one query loads the day's bookings, live holds and blocks, and the pure
     * rule (availability.ts, the SQL's twin) counts each start.
     */
    async starts(query: SlotStartsQuery): Promise<SlotStarts> {
      const listing = await visibleListing(query.listingId);
      if (!listing.timeBased) throw new AppError('VALIDATION_FAILED', 'This item is bought, not booked');
      const now = clock();
      const buffers = {
        beforeMinutes: listing.bufferBeforeMinutes,
        afterMinutes: listing.bufferAfterMinutes,
      };
      const reach = (buffers.beforeMinutes + buffers.afterMinutes) * 60_000;
      const times = START_TIMES.map((time) => ({ time, start: bahrainToUtc(query.date, time) }));
      const first = times[0]!.start;
      const last = slotEnd(times[times.length - 1]!.start, query.hours);
      const use = await repo.dayUse(
        listing.id,
        new Date(first.getTime() - reach),
        new Date(last.getTime() + reach),
        now,
      );
      const starts = times.map(({ time, start }): SlotStart => {
        const grid = slotProblem(start, query.hours, now);
        const rule = grid ? null : slotRuleProblem(start, listing, now);
        const reason: SlotStartReason | null =
          grid === 'past' || rule === 'too_soon'
            ? 'too_soon'
            : grid === 'out_of_range' || rule === 'too_far'
              ? 'too_far'
              : rule === 'outside_hours'
                ? 'closed'
                : null;
        const free = reason
          ? 0
          : checkAvailability({
              capacity: listing.capacity,
              ...use,
              buffers,
              start,
              end: slotEnd(start, query.hours),
              now,
            }).availableQuantity;
        return {
          time,
          start: start.toISOString(),
          availableQuantity: free,
          reason: reason ?? (free < query.quantity ? 'full' : null),
        };
      });
      return {
        date: query.date,
        dates: bookableDates(now, listing.maxAdvanceDays),
        maxCapacity: listing.capacity,
        starts,
      };
    },

    /**
     * Deletes holds that lapsed more than EXPIRED_HOLD_KEEP_HOURS ago (they stopped counting when they
     * expired; until now the cart showed them as expired).
     */
    cleanupExpired: () => repo.deleteExpiredHolds(clock()),
  };
}

export type CartService = ReturnType<typeof createCartService>;
