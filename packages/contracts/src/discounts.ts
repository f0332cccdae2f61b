/**
 * Issue 27 point 6: the one rule that turns a shop order's subtotal and an offer or a promo code into
 * its discount, pure and clock-free (callers pass `now`). Checkout (server) and its preview use it.
 *
 * - A discount is on the order's items (its subtotal), never on the delivery fee.
 * - Percent discounts are rounded down to the fils (`floor(subtotal × percent / 100)`), then held to
 *   the cap: a customer never gets more than the stated percent nor more than the cap.
 * - An offer or a code applies when `startsAt ≤ now < endsAt`, it is not disabled, the subtotal reaches
 *   its minimum (if it has one), and, when it is for first orders only, this is the customer's first
 *   order (at the shop for a shop's offer or code; at Haflah for a marketplace-wide code).
 * - No stacking: each shop order takes the larger of its shop's offer and the code's share; a tie goes
 *   to the offer, so the code is not used up for nothing.
 * - A marketplace-wide code (no shop) is judged on the whole checkout: its minimum against the items of
 *   every shop order, its cap for the whole checkout. Each order's share is its own percent discount;
 *   when those add up to more than the cap, the cap is split in proportion to the orders' subtotals
 *   (rounded down), and the fils left over go one at a time to the largest subtotals first (never past
 *   an order's own percent discount). Orders whose shop offer is larger keep their offer and the cap is
 *   split again among the others.
 * - "First order" counts the customer's orders that were not cancelled (a cancelled first order does
 *   not use up a first-order offer). A code's use is counted when the checkout is placed and is not
 *   given back when an order is cancelled: a usage limit counts checkouts placed with it, so placing
 *   and cancelling cannot be used to hold or recycle uses.
 */
import { z } from 'zod/mini';
import { filsSchema, idSchema } from './common.js';
import type { ErrorCode } from './errors.js';

/** The terms an offer and a code share. Dates as `Date` (the server) or ISO text (JSON). */
export interface DiscountTerms {
  id: string;
  percent: number;
  capFils: number;
  minOrderFils: number | null;
  startsAt: Date | string;
  /** For a code, its expiry. */
  endsAt: Date | string;
  firstOrderOnly: boolean;
}

export type ShopOfferTerms = DiscountTerms;

export interface PromoCodeTerms extends DiscountTerms {
  code: string;
  /** Null: marketplace-wide. */
  shopId: string | null;
  usageLimit: number | null;
  usedCount: number;
  disabled: boolean;
}

/** Why a typed code gives nothing, as the error code that placing would answer with. */
export type PromoCodeProblem = Extract<
  ErrorCode,
  'PROMO_CODE_INVALID' | 'PROMO_CODE_USED_UP' | 'PROMO_CODE_NOT_ELIGIBLE'
>;

/** Where an order's discount comes from. */
export type DiscountSource =
  | { kind: 'offer'; id: string; percent: number; capFils: number }
  | { kind: 'code'; id: string; code: string; percent: number; capFils: number };

export interface DiscountShopOrder {
  shopId: string;
  /** The order's items, before any discount (no delivery fee). */
  subtotalFils: number;
  /** The shop's offer running now, if any (one at a time: OFFER_OVERLAPS). */
  offer: ShopOfferTerms | null;
  /** The customer's first order at this shop. */
  firstAtShop: boolean;
}

export interface DiscountInput {
  orders: readonly DiscountShopOrder[];
  /** The code typed, as found (null: none typed; `'unknown'`: typed but no such code). */
  code: PromoCodeTerms | 'unknown' | null;
  /** The customer's first order at Haflah (for a marketplace-wide first-order code). */
  firstAtHaflah: boolean;
  now: Date;
}

export interface DiscountResult {
  /** By order, in the input's order. */
  orders: { shopId: string; discountFils: number; source: DiscountSource | null }[];
  /**
   * The typed code's state: `applied` (it discounts at least one order), `beaten` (valid, but each
   * order's offer is at least as large), or why it gives nothing. Null when no code was typed.
   */
  code: { state: 'applied' | 'beaten' } | { state: 'refused'; problem: PromoCodeProblem } | null;
}

const time = (d: Date | string) => (typeof d === 'string' ? Date.parse(d) : d.getTime());

/** Running at `now`: started, not yet ended (`startsAt ≤ now < endsAt`). */
export function isRunning(terms: Pick<DiscountTerms, 'startsAt' | 'endsAt'>, now: Date): boolean {
  const t = now.getTime();
  return time(terms.startsAt) <= t && t < time(terms.endsAt);
}

/** The percent discount of a subtotal, rounded down, held to the cap. */
export function percentOff(subtotalFils: number, percent: number, capFils: number): number {
  return Math.min(Math.floor((subtotalFils * percent) / 100), capFils);
}

/** A shop offer's discount on its order (0 when it does not apply). */
export function offerDiscount(order: DiscountShopOrder, now: Date): number {
  const { offer } = order;
  if (!offer || !isRunning(offer, now)) return 0;
  if (offer.minOrderFils != null && order.subtotalFils < offer.minOrderFils) return 0;
  if (offer.firstOrderOnly && !order.firstAtShop) return 0;
  return percentOff(order.subtotalFils, offer.percent, offer.capFils);
}

/**
 * Splits `capFils` across `subtotals` in proportion (rounded down), the leftover fils one at a time to
 * the largest subtotals first (the earlier order on a tie), none past `limits` (each order's own
 * percent discount; their sum is more than the cap when this is called).
 */
export function splitCap(capFils: number, subtotals: readonly number[], limits: readonly number[]): number[] {
  const sum = subtotals.reduce((a, b) => a + b, 0);
  if (sum === 0) return subtotals.map(() => 0);
  const shares = subtotals.map((s, i) => Math.min(Math.floor((capFils * s) / sum), limits[i]!));
  let left = capFils - shares.reduce((a, b) => a + b, 0);
  const byLargest = subtotals.map((s, i) => [s, i] as const).sort((a, b) => b[0] - a[0] || a[1] - b[1]);
  while (left > 0) {
    let gave = false;
    for (const [, i] of byLargest) {
      if (left === 0) break;
      if (shares[i]! < limits[i]!) {
        shares[i]! += 1;
        left -= 1;
        gave = true;
      }
    }
    if (!gave) break;
  }
  return shares;
}

/** Why `code` does not apply to this checkout at all, or null. */
function codeProblem(input: DiscountInput, code: PromoCodeTerms): PromoCodeProblem | null {
  if (code.disabled || !isRunning(code, input.now)) return 'PROMO_CODE_INVALID';
  if (code.usageLimit != null && code.usedCount >= code.usageLimit) return 'PROMO_CODE_USED_UP';
  const mine = code.shopId == null ? input.orders : input.orders.filter((o) => o.shopId === code.shopId);
  if (mine.length === 0) return 'PROMO_CODE_NOT_ELIGIBLE';
  const subtotal = mine.reduce((sum, o) => sum + o.subtotalFils, 0);
  if (code.minOrderFils != null && subtotal < code.minOrderFils) return 'PROMO_CODE_NOT_ELIGIBLE';
  if (code.firstOrderOnly) {
    const first = code.shopId == null ? input.firstAtHaflah : mine.every((o) => o.firstAtShop);
    if (!first) return 'PROMO_CODE_NOT_ELIGIBLE';
  }
  if (subtotal === 0) return 'PROMO_CODE_NOT_ELIGIBLE';
  return null;
}

/** Each order's share of the code where it applies (orders in `among`), 0 elsewhere. */
function codeShares(code: PromoCodeTerms, input: DiscountInput, among: ReadonlySet<number>): number[] {
  const limits = input.orders.map((o, i) =>
    among.has(i) ? Math.floor((o.subtotalFils * code.percent) / 100) : 0,
  );
  const total = limits.reduce((a, b) => a + b, 0);
  if (total <= code.capFils) return limits;
  return splitCap(
    code.capFils,
    input.orders.map((o, i) => (among.has(i) ? o.subtotalFils : 0)),
    limits,
  );
}

/** The discounts of a checkout's shop orders: see the file's comment for the rule. */
export function discountsOf(input: DiscountInput): DiscountResult {
  const offers = input.orders.map((o) => offerDiscount(o, input.now));
  const result: DiscountResult['orders'] = input.orders.map((o, i) => ({
    shopId: o.shopId,
    discountFils: offers[i]!,
    source:
      offers[i]! > 0 && o.offer
        ? { kind: 'offer', id: o.offer.id, percent: o.offer.percent, capFils: o.offer.capFils }
        : null,
  }));
  const { code } = input;
  if (code == null) return { orders: result, code: null };
  if (code === 'unknown')
    return { orders: result, code: { state: 'refused', problem: 'PROMO_CODE_INVALID' } };
  const problem = codeProblem(input, code);
  if (problem) return { orders: result, code: { state: 'refused', problem } };

  // The orders the code is for; those whose offer is at least as large drop out, and the cap is
  // split again among the rest (a smaller set only raises the others' shares).
  const among = new Set(
    input.orders.flatMap((o, i) => (code.shopId == null || o.shopId === code.shopId ? [i] : [])),
  );
  let shares = codeShares(code, input, among);
  for (;;) {
    const beaten = [...among].filter((i) => offers[i]! >= shares[i]!);
    if (beaten.length === 0) break;
    for (const i of beaten) among.delete(i);
    shares = codeShares(code, input, among);
  }
  if (among.size === 0) return { orders: result, code: { state: 'beaten' } };
  for (const i of among)
    result[i] = {
      shopId: input.orders[i]!.shopId,
      discountFils: shares[i]!,
      source: { kind: 'code', id: code.id, code: code.code, percent: code.percent, capFils: code.capFils },
    };
  return { orders: result, code: { state: 'applied' } };
}

/* ------------------------------------------------------------------------------------------------
 * As the API shows them.
 * --------------------------------------------------------------------------------------------- */

/** A code as typed at checkout (letters and digits, any case; the server upper-cases it). */
export const promoCodeInputSchema = z.string().check(z.regex(/^[A-Za-z0-9]{1,30}$/));

/** What a shop order's discount came from: the shop's offer, or the promo code typed. */
export const discountSourceSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('offer'), id: idSchema, percent: z.int(), capFils: filsSchema }),
  z.object({
    kind: z.literal('code'),
    id: idSchema,
    code: z.string(),
    percent: z.int(),
    capFils: filsSchema,
  }),
]);

/**
 * An order's discount as the order was given it (stored on the order when placed, so a later edit of
 * the offer does not rewrite it): the shop's offer's percent and cap then, or the promo code typed.
 * What the customer's, the shop's and the admin's order pages and the invoice name on the discount line.
 */
export const orderDiscountSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('offer'), percent: z.int(), capFils: filsSchema }),
  z.object({ kind: z.literal('code'), code: z.string() }),
]);
export type OrderDiscount = z.infer<typeof orderDiscountSchema>;

export const PROMO_CODE_PROBLEMS = [
  'PROMO_CODE_INVALID',
  'PROMO_CODE_USED_UP',
  'PROMO_CODE_NOT_ELIGIBLE',
] as const;

/**
 * The typed code at checkout's preview: `applied`, `beaten` (valid, but each shop's own offer is at
 * least as large, so it is kept for another time) or `refused` with the reason (the error placing
 * with it would answer).
 */
export const promoCodeCheckSchema = z.object({
  code: z.string(),
  state: z.enum(['applied', 'beaten', 'refused']),
  problem: z.nullable(z.enum(PROMO_CODE_PROBLEMS)),
});
export type PromoCodeCheck = z.infer<typeof promoCodeCheckSchema>;
