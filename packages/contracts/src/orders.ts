import { z } from 'zod/mini';

/** Spec: the order status labels are pending, processing, shipped and delivered; cancelled is ours. */
export const ORDER_STATUSES = ['pending', 'processing', 'shipped', 'delivered', 'cancelled'] as const;
export const orderStatusSchema = z.enum(ORDER_STATUSES);
export type OrderStatus = z.infer<typeof orderStatusSchema>;

/** Who moves an order: its customer, its shop, the driver delivering it, or an admin. */
export const ORDER_ACTORS = ['customer', 'retailer', 'driver', 'admin'] as const;
export type OrderActor = (typeof ORDER_ACTORS)[number];

/**
 * The order status machine, whole: every allowed move and who may make it. Anything not here is
 * refused, for everyone. The customer cancels while pending; the shop accepts (→ processing), rejects
 * (→ cancelled) and ships; a driver delivers; an admin may make any of these moves, and is the only one
 * who can still cancel an order the shop has accepted.
 */
export const ORDER_MOVES = [
  { from: 'pending', to: 'processing', actors: ['retailer', 'admin'] },
  { from: 'pending', to: 'cancelled', actors: ['customer', 'retailer', 'admin'] },
  { from: 'processing', to: 'shipped', actors: ['retailer', 'admin'] },
  { from: 'processing', to: 'cancelled', actors: ['admin'] },
  { from: 'shipped', to: 'delivered', actors: ['driver', 'admin'] },
] as const satisfies readonly { from: OrderStatus; to: OrderStatus; actors: readonly OrderActor[] }[];

/** Whether `actor` may move an order from `from` to `to`. */
export function canMoveOrder(from: OrderStatus, to: OrderStatus, actor: OrderActor): boolean {
  return ORDER_MOVES.some(
    (m) => m.from === from && m.to === to && (m.actors as readonly OrderActor[]).includes(actor),
  );
}

/** The statuses `actor` may move an order in `status` to (the buttons a screen offers). */
export function nextOrderStatuses(status: OrderStatus, actor: OrderActor): OrderStatus[] {
  return ORDER_STATUSES.filter((to) => canMoveOrder(status, to, actor));
}

/** Bahrain VAT (DESIGN.md): prices include it; invoices show the part that is VAT. */
export const VAT_PERCENT = 10;

/** The VAT inside a VAT-inclusive amount in fils, to the nearest fils. */
export function vatIncludedFils(amountFils: number): number {
  return Math.round((amountFils * VAT_PERCENT) / (100 + VAT_PERCENT));
}

export interface OrderLineAmount {
  totalFils: number;
  /** Booked services, rentals, entertainers and food trucks: no delivery fee for these. */
  isTimeBased: boolean;
}

export interface OrderTotals {
  subtotalFils: number;
  deliveryFeeFils: number;
  /** Included in the total, not added to it. */
  vatFils: number;
  totalFils: number;
}

/**
 * One shop's order: its lines, plus the shop's delivery fee when anything is delivered (a product);
 * an order of bookings only is not delivered, so it carries no fee. VAT is the part of the total.
 */
export function orderTotals(lines: readonly OrderLineAmount[], shopDeliveryFeeFils: number): OrderTotals {
  const subtotalFils = lines.reduce((sum, l) => sum + l.totalFils, 0);
  const deliveryFeeFils = lines.some((l) => !l.isTimeBased) ? shopDeliveryFeeFils : 0;
  const totalFils = subtotalFils + deliveryFeeFils;
  return { subtotalFils, deliveryFeeFils, vatFils: vatIncludedFils(totalFils), totalFils };
}

/** A checkout's totals: the sum of its orders' (so the VAT shown is the orders' VAT added up). */
export function sumTotals(orders: readonly OrderTotals[]): OrderTotals {
  return orders.reduce<OrderTotals>(
    (sum, o) => ({
      subtotalFils: sum.subtotalFils + o.subtotalFils,
      deliveryFeeFils: sum.deliveryFeeFils + o.deliveryFeeFils,
      vatFils: sum.vatFils + o.vatFils,
      totalFils: sum.totalFils + o.totalFils,
    }),
    { subtotalFils: 0, deliveryFeeFils: 0, vatFils: 0, totalFils: 0 },
  );
}
