import {
  type AddProductRequest,
  type Availability,
  type AvailabilityQuery,
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
  slotEnd,
  slotProblem,
  spanHours,
  timeBasedTotalFils,
  unitPriceFils,
} from '@haflah/contracts';
import { AppError } from '../../http/errors.js';
import { type Actor, type Policy, requireAccess } from '../../platform/access.js';
import type { createAttemptsRepository } from '../../platform/attempts.js';
import type { Bus } from '../../platform/bus.js';
import type { CartAction } from './cart.policy.js';
import type { CartLineRow, CartRepository, CartUse } from './cart.repository.js';

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

  function checkedSpan(listingId: string, startIso: string, hours: number, now: Date) {
    const start = new Date(startIso);
    const problem = slotProblem(start, hours, now);
    if (problem) throw new AppError('INVALID_TIME_SLOT', `Time slot not bookable: ${problem}`);
    return { listingId, start, end: slotEnd(start, hours) };
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
      const span = checkedSpan(listing.id, input.start, input.hours, now);
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
      await bookableListing(line.listingId, input.quantity);
      const now = clock();
      const span = checkedSpan(line.listingId, input.start, input.hours, now);
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
     * Deletes holds that lapsed more than EXPIRED_HOLD_KEEP_HOURS ago (they stopped counting when they
     * expired; until now the cart showed them as expired).
     */
    cleanupExpired: () => repo.deleteExpiredHolds(clock()),
  };
}

export type CartService = ReturnType<typeof createCartService>;
