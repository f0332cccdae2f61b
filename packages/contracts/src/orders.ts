import { z } from 'zod/mini';
import { addressSchema } from './addresses.js';
import { listingKindSchema } from './catalogue.js';
import { filsSchema, idSchema, localizedTextSchema } from './common.js';
import { deliveryWindowSchema } from './delivery.js';
import { orderDiscountSchema } from './discounts.js';
import { CARD_BRANDS } from './payments.js';

/** Spec: the order status labels are pending, processing, shipped and delivered; cancelled is ours. */
export const ORDER_STATUSES = ['pending', 'processing', 'shipped', 'delivered', 'cancelled'] as const;
export const orderStatusSchema = z.enum(ORDER_STATUSES);
export type OrderStatus = z.infer<typeof orderStatusSchema>;

/** Who moves an order: its customer, its shop, the driver delivering it, or an admin. */
export const ORDER_ACTORS = ['customer', 'retailer', 'driver', 'admin'] as const;
export type OrderActor = (typeof ORDER_ACTORS)[number];

/**
 * What some moves depend on besides the status and who asks, read from the order by whoever asks the
 * machine: whether it has a product to deliver, and whether every booked slot on it has ended.
 */
export interface OrderFacts {
  /** It has a product to deliver (not only bookings). */
  delivers: boolean;
  /** Every booked slot on it has ended (true when it has none). */
  bookingsEnded: boolean;
}

/** The conditions a move may carry (`when`), on the order's facts. */
export const ORDER_MOVE_CONDITIONS = {
  /** Something to hand over for delivery: picking up an order of bookings only means nothing. */
  delivers: (f: OrderFacts) => f.delivers,
  /** Bookings only, all of them over: the shop marks it done (nothing is delivered). */
  bookingsDone: (f: OrderFacts) => !f.delivers && f.bookingsEnded,
} as const;
export type OrderMoveCondition = keyof typeof ORDER_MOVE_CONDITIONS;

/**
 * The order status machine, whole: every allowed move, who may make it and, for some, when. Anything
 * not here is refused, for everyone. The customer cancels while pending; the shop accepts
 * (→ processing), rejects (→ cancelled) and marks an order of bookings done (→ delivered) once its
 * slots have ended; the driver who took an order's delivery picks it up (→ shipped: the shop marks it
 * ready, issue 25) and delivers it; an admin may make any of these
 * moves, and is the only one who can still cancel an order the shop has accepted. A move with a
 * `when` is refused when the facts are not given.
 */
export const ORDER_MOVES = [
  { from: 'pending', to: 'processing', actors: ['retailer', 'admin'] },
  { from: 'pending', to: 'cancelled', actors: ['customer', 'retailer', 'admin'] },
  { from: 'processing', to: 'shipped', actors: ['driver', 'admin'], when: 'delivers' },
  { from: 'processing', to: 'delivered', actors: ['retailer', 'admin'], when: 'bookingsDone' },
  { from: 'processing', to: 'cancelled', actors: ['admin'] },
  { from: 'shipped', to: 'delivered', actors: ['driver', 'admin'] },
] as const satisfies readonly {
  from: OrderStatus;
  to: OrderStatus;
  actors: readonly OrderActor[];
  when?: OrderMoveCondition;
}[];

/** Whether `actor` may move an order from `from` to `to`, given the order's facts. */
export function canMoveOrder(
  from: OrderStatus,
  to: OrderStatus,
  actor: OrderActor,
  facts?: OrderFacts,
): boolean {
  return ORDER_MOVES.some(
    (m) =>
      m.from === from &&
      m.to === to &&
      (m.actors as readonly OrderActor[]).includes(actor) &&
      (!('when' in m) || (facts != null && ORDER_MOVE_CONDITIONS[m.when](facts))),
  );
}

/** The statuses `actor` may move an order in `status` to (the buttons a screen offers). */
export function nextOrderStatuses(status: OrderStatus, actor: OrderActor, facts?: OrderFacts): OrderStatus[] {
  return ORDER_STATUSES.filter((to) => canMoveOrder(status, to, actor, facts));
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
  /** Taken off the items by an offer or a promo code (issue 27, discounts.ts); 0 when none. */
  discountFils: number;
  /** Included in the (discounted) total, not added to it. */
  vatFils: number;
  /** subtotal + delivery fee − discount: what the customer pays. */
  totalFils: number;
}

/**
 * One shop's order: its lines, plus the shop's delivery fee when anything is delivered (a product);
 * an order of bookings only is not delivered, so it carries no fee, and neither does one whose product
 * lines come to at least the shop's free-delivery threshold (when it has one; judged on the products'
 * prices before any discount). A discount (discounts.ts: at most the subtotal) comes off the items; VAT
 * is the part of the discounted total.
 */
export function orderTotals(
  lines: readonly OrderLineAmount[],
  shopDeliveryFeeFils: number,
  freeDeliveryOverFils: number | null = null,
  discountFils = 0,
): OrderTotals {
  const subtotalFils = lines.reduce((sum, l) => sum + l.totalFils, 0);
  const products = lines.filter((l) => !l.isTimeBased);
  const productsFils = products.reduce((sum, l) => sum + l.totalFils, 0);
  const free = freeDeliveryOverFils != null && productsFils >= freeDeliveryOverFils;
  const deliveryFeeFils = products.length > 0 && !free ? shopDeliveryFeeFils : 0;
  const discount = Math.min(Math.max(discountFils, 0), subtotalFils);
  const totalFils = subtotalFils + deliveryFeeFils - discount;
  return {
    subtotalFils,
    deliveryFeeFils,
    discountFils: discount,
    vatFils: vatIncludedFils(totalFils),
    totalFils,
  };
}

/** The same order's totals with `discountFils` taken off its items (VAT recomputed on what is paid). */
export function withDiscount(totals: OrderTotals, discountFils: number): OrderTotals {
  const discount = Math.min(Math.max(discountFils, 0), totals.subtotalFils);
  const totalFils = totals.subtotalFils + totals.deliveryFeeFils - discount;
  return { ...totals, discountFils: discount, vatFils: vatIncludedFils(totalFils), totalFils };
}

/** A checkout's totals: the sum of its orders' (so the VAT shown is the orders' VAT added up). */
export function sumTotals(orders: readonly OrderTotals[]): OrderTotals {
  return orders.reduce<OrderTotals>(
    (sum, o) => ({
      subtotalFils: sum.subtotalFils + o.subtotalFils,
      deliveryFeeFils: sum.deliveryFeeFils + o.deliveryFeeFils,
      discountFils: sum.discountFils + o.discountFils,
      vatFils: sum.vatFils + o.vatFils,
      totalFils: sum.totalFils + o.totalFils,
    }),
    { subtotalFils: 0, deliveryFeeFils: 0, discountFils: 0, vatFils: 0, totalFils: 0 },
  );
}

/* ------------------------------------------------------------------------------------------------
 * Orders as the API shows them. Money is in fils, as charged (stored on the order at checkout).
 * --------------------------------------------------------------------------------------------- */

export const orderTotalsSchema = z.object({
  subtotalFils: filsSchema,
  deliveryFeeFils: filsSchema,
  discountFils: filsSchema,
  vatFils: filsSchema,
  totalFils: filsSchema,
});

/** How an order is paid. Cash is collected by the driver; cards and wallets are charged at checkout. */
export const ORDER_PAYMENT_TYPES = ['cash', 'card', 'benefitpay'] as const;
/**
 * Where an order's money stands, from its ledger: `due` (cash, not yet collected), `paid` (charged, or
 * cash collected), `refunded` (charged, then given back), `none` (cash, cancelled before delivery).
 */
export const PAYMENT_STATES = ['due', 'paid', 'refunded', 'none'] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

export const orderPaymentSchema = z.object({
  type: z.enum(ORDER_PAYMENT_TYPES),
  brand: z.nullable(z.enum(CARD_BRANDS)),
  last4: z.nullable(z.string()),
  state: z.enum(PAYMENT_STATES),
  /** True when the payment went through the built-in test gateway: no real money moved. */
  testMode: z.boolean(),
});
export type OrderPayment = z.infer<typeof orderPaymentSchema>;

export const orderSummarySchema = z.object({
  id: idSchema,
  /** The number customers and shops quote, e.g. 100042 (shown as #100042). */
  number: z.int(),
  status: orderStatusSchema,
  shop: z.object({ id: idSchema, name: localizedTextSchema }),
  createdAt: z.iso.datetime(),
  itemCount: z.int(),
  totalFils: filsSchema,
  /** The first line's picture, for the list. */
  imageUrl: z.nullable(z.string()),
  /**
   * When it comes, for the list: the products' delivery day and window (null when nothing is
   * delivered), and the first booked start (null without bookings). Always sent by the server.
   */
  delivery: z.optional(z.nullable(z.object({ date: z.iso.date(), window: deliveryWindowSchema }))),
  firstBookingAt: z.optional(z.nullable(z.iso.datetime())),
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;

export const orderLineSchema = z.object({
  id: idSchema,
  listingId: idSchema,
  kind: listingKindSchema,
  /** As it was named when ordered. */
  name: localizedTextSchema,
  imageUrl: z.nullable(z.string()),
  quantity: z.int(),
  unitPriceFils: filsSchema,
  totalFils: filsSchema,
  /** Booked items: the span (shown in Bahrain time) and whether the booking still stands. */
  booking: z.nullable(
    z.object({
      start: z.iso.datetime(),
      end: z.iso.datetime(),
      hours: z.number(),
      status: z.enum(['confirmed', 'cancelled']),
    }),
  ),
});
export type OrderLine = z.infer<typeof orderLineSchema>;

/** The delivery address as it was at checkout (a later edit or deletion does not change an order). */
export const orderAddressSchema = z.omit(addressSchema, { id: true, isDefault: true });
export type OrderAddress = z.infer<typeof orderAddressSchema>;

export const orderHistoryEntrySchema = z.object({
  status: orderStatusSchema,
  at: z.iso.datetime(),
  actor: z.enum(ORDER_ACTORS),
});

export const orderDetailSchema = z.extend(orderSummarySchema, {
  checkoutId: idSchema,
  /** The customer's event it was bought for, if any. */
  eventId: z.nullable(idSchema),
  lines: z.array(orderLineSchema),
  totals: orderTotalsSchema,
  /** Where the discount came from, as the order was given it (null: no discount). */
  discount: z.nullable(orderDiscountSchema),
  /** Null once the customer's personal data has been erased (the order itself stays, for the shop). */
  address: z.nullable(orderAddressSchema),
  /** Products only: the day and window chosen at checkout. */
  delivery: z.nullable(z.object({ date: z.iso.date(), window: deliveryWindowSchema })),
  /** What the customer wrote to the shop at checkout (a cake's message); null when none, or erased. */
  customerNote: z.nullable(z.string()),
  payment: orderPaymentSchema,
  /** Oldest first: placed (pending), then every move. */
  history: z.array(orderHistoryEntrySchema),
  /** The moves the asking user may make now (a customer: cancel while pending). */
  nextStatuses: z.array(orderStatusSchema),
});
export type OrderDetail = z.infer<typeof orderDetailSchema>;

export const ORDERS_PAGE_SIZE = 20;
export const ordersQuerySchema = z.object({
  /** The `nextCursor` of the previous page (the number of its last order). */
  cursor: z.optional(z.string().check(z.regex(/^\d{1,9}$/))),
});
export const ordersPageSchema = z.object({
  orders: z.array(orderSummarySchema),
  nextCursor: z.nullable(z.string()),
  /** All of the user's orders (Profile's "total orders"). */
  total: z.int(),
});
export type OrdersPage = z.infer<typeof ordersPageSchema>;

export const orderParamsSchema = z.object({ id: idSchema });
export const orderMoveRequestSchema = z.object({ status: orderStatusSchema });
export type OrderMoveRequest = z.infer<typeof orderMoveRequestSchema>;

/** What "order again" did: the products put back; booked items need a new slot, so they are not. */
export const orderAgainResponseSchema = z.object({ added: z.int(), skipped: z.int() });
export type OrderAgainResponse = z.infer<typeof orderAgainResponseSchema>;
