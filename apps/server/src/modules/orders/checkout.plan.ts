import { createHash } from 'node:crypto';
import {
  type CartItem,
  type CheckoutPreview,
  type DiscountResult,
  type DiscountSource,
  type OrderTotals,
  orderTotals,
  sumTotals,
  withDiscount,
} from '@haflah/contracts';
import { type CheckoutCartLine, toCartItem } from '../cart/index.js';
import type { OrderReceipt } from './orders.events.js';

/** One shop's share of a checkout, priced as it is now: it becomes one order. */
export interface PlannedOrder {
  shop: CheckoutPreview['orders'][number]['shop'];
  lines: { row: CheckoutCartLine; item: CartItem }[];
  totals: OrderTotals;
  /** Where `totals.discountFils` comes from (discounts.ts); null without a discount. */
  discountSource: DiscountSource | null;
  needsDelivery: boolean;
}

export interface CheckoutPlan {
  orders: PlannedOrder[];
  totals: OrderTotals;
  needsDelivery: boolean;
  /** The first of the holds to lapse. */
  holdsExpireAt: Date | null;
}

/**
 * Cart lines grouped by shop (in the order each shop first appears, as the cart shows them), priced
 * from the listings as they are now, with each shop's delivery fee when it delivers a product (none
 * when its products reach the shop's free-delivery threshold), both read from the shop as it is now.
 */
export function planCheckout(rows: readonly CheckoutCartLine[]): CheckoutPlan {
  const groups = new Map<string, PlannedOrder>();
  let holdsExpireAt: Date | null = null;
  for (const row of rows) {
    let group = groups.get(row.shopId);
    if (!group) {
      group = {
        shop: { id: row.shopId, name: { en: row.shopNameEn, ar: row.shopNameAr } },
        lines: [],
        totals: orderTotals([], 0),
        discountSource: null,
        needsDelivery: false,
      };
      groups.set(row.shopId, group);
    }
    const item = toCartItem(row);
    group.lines.push({ row, item });
    group.needsDelivery ||= !item.isTimeBased;
    group.totals = orderTotals(
      group.lines.map((l) => l.item),
      row.deliveryFeeFils,
      row.freeDeliveryOverFils,
    );
    if (row.expiresAt && (!holdsExpireAt || row.expiresAt < holdsExpireAt)) holdsExpireAt = row.expiresAt;
  }
  const orders = [...groups.values()];
  return {
    orders,
    totals: sumTotals(orders.map((o) => o.totals)),
    needsDelivery: orders.some((o) => o.needsDelivery),
    holdsExpireAt,
  };
}

/** The plan's subtotals by shop order, as the discount rule takes them. */
export const discountOrders = (plan: CheckoutPlan) =>
  plan.orders.map((o) => ({ shopId: o.shop.id, subtotalFils: o.totals.subtotalFils }));

/** The plan with each shop order's discount (the rule's answer, in the plan's order) taken off. */
export function withDiscounts(plan: CheckoutPlan, discounts: DiscountResult): CheckoutPlan {
  const orders = plan.orders.map((o, i) => {
    const d = discounts.orders[i];
    if (!d || d.shopId !== o.shop.id) throw new Error("discounts: not the plan's orders");
    return { ...o, totals: withDiscount(o.totals, d.discountFils), discountSource: d.source };
  });
  return { ...plan, orders, totals: sumTotals(orders.map((o) => o.totals)) };
}

/**
 * Every price a plan shows, as one SHA-256: each line's quantity, unit price and total and each shop's
 * delivery fee as charged (after its free-delivery threshold: when a new fee or threshold changes
 * what is charged, placing refuses with PRICE_CHANGED) and each shop's discount with where it comes
 * from (an offer changed or ended since the preview is a PRICE_CHANGED too), in an order that does not depend on the cart's
 * (lines by id, shops by id). The preview sends it, and placing compares it with the plan made under
 * the locks: two lines that moved by +x and −x leave the total alone but not this.
 */
export function pricesDigest(plan: CheckoutPlan): string {
  const byId = (a: { id: string }, b: { id: string }) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
  const canonical = plan.orders
    .map((o) => ({
      id: o.shop.id,
      fee: o.totals.deliveryFeeFils,
      discount: [o.totals.discountFils, o.discountSource?.kind ?? null, o.discountSource?.id ?? null],
      lines: o.lines
        .map(({ item }) => ({
          id: item.id,
          q: item.quantity,
          unit: item.unitPriceFils,
          total: item.totalFils,
        }))
        .sort(byId)
        .map((l) => [l.id, l.q, l.unit, l.total]),
    }))
    .sort(byId)
    .map((o) => [o.id, o.fee, o.discount, o.lines]);
  return createHash('sha256').update(JSON.stringify(canonical)).digest('hex');
}

/** What the confirmation email says of a placed checkout: each shop's order under its number. */
export function checkoutReceipt(
  to: string,
  plan: CheckoutPlan,
  numbers: number[],
  paymentType: OrderReceipt['paymentType'],
): OrderReceipt {
  return {
    to,
    orders: plan.orders.map((o, i) => ({
      number: numbers[i]!,
      shop: o.shop.name,
      lines: o.lines.map(({ item }) => ({
        name: item.name,
        quantity: item.quantity,
        totalFils: item.totalFils,
        start: item.slot ? new Date(item.slot.start) : null,
        hours: item.slot?.hours ?? null,
      })),
      ...o.totals,
      discountCode: o.discountSource?.kind === 'code' ? o.discountSource.code : null,
    })),
    totalFils: plan.totals.totalFils,
    vatFils: plan.totals.vatFils,
    paymentType,
  };
}
