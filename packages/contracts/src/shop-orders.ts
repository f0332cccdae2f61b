/**
 * The shop's orders (issue 23): what a retailer sees and does with its own shop's orders, and the late
 * list admins see. Every retailer route answers 404 NOT_FOUND for an order of another shop (never 403);
 * 401 UNAUTHENTICATED without a session, 403 FORBIDDEN for a role other than the area's.
 *
 * Endpoints (all JSON; times ISO UTC, shown in Asia/Bahrain; money integer fils):
 * - GET  /api/retailer/orders?status&from&to&q&after&limit
 *        query shopOrdersQuerySchema → 200 shopOrdersPageSchema (newest first by number).
 *        Errors: 400 VALIDATION_FAILED.
 * - GET  /api/retailer/orders/summary → 200 shopDashboardSummarySchema (the dashboard's figures).
 * - GET  /api/retailer/orders/:id → 200 shopOrderDetailSchema. Errors: 404 NOT_FOUND.
 * - GET  /api/retailer/orders/:id/invoice → 200 orderInvoiceSchema. Errors: 404 NOT_FOUND.
 * - POST /api/retailer/orders/:id/accept   (no body) pending → processing (accepted_at set).
 * - POST /api/retailer/orders/:id/reject   body shopOrderRejectSchema { reason } pending → cancelled:
 *        bookings released, a charge refunded through the provider, the customer told (email, live).
 * - POST /api/retailer/orders/:id/ready    (no body) processing, ready_at set (status unchanged).
 *        The order's delivery opens and is offered to drivers (deliveries.ts): the driver who takes
 *        it picks it up (→ shipped) and delivers it.
 * - POST /api/retailer/orders/:id/complete (no body) processing → delivered, for an order of bookings
 *        only once every booked slot has ended.
 *   Each move → 200 shopOrderDetailSchema (the order after the move). Errors: 400 VALIDATION_FAILED
 *   (reject's reason), 404 NOT_FOUND, 409 ORDER_MOVE_NOT_ALLOWED (the status machine refuses it from
 *   where the order is now: e.g. ready twice, complete with a product to deliver or before the last
 *   booked slot has ended; `nextMoves` lists what is allowed).
 * - POST /api/retailer/orders/:id/status body { status } (orders.ts, kept); an admin's, with a required
 *        reason: admin-orders.ts.
 * - GET  /api/admin/orders/late → 200 lateOrdersResponseSchema (pending longer than
 *        ORDER_ACCEPT_MINUTES, oldest first, with the shop's names). Admin only.
 *
 * Realtime (realtime.ts): `order.placed` { orderId } to room `shop:<shopId>` when a customer places an
 * order at the shop (ring); `order.changed` { orderId } to `order:<id>`, `user:<customer>` and
 * `shop:<shopId>` on every move.
 */
import { z } from 'zod/mini';
import { listingKindSchema } from './catalogue.js';
import { filsSchema, idSchema, localizedTextSchema, plainText } from './common.js';
import { deliveryWindowSchema } from './delivery.js';
import { orderDiscountSchema } from './discounts.js';
import {
  canMoveOrder,
  ORDER_PAYMENT_TYPES,
  ORDER_STATUSES,
  type OrderFacts,
  type OrderStatus,
  orderAddressSchema,
  orderStatusSchema,
  orderTotalsSchema,
  PAYMENT_STATES,
} from './orders.js';

/** An order not accepted within this many minutes of being placed is late (the shop's screen, admins). */
export const ORDER_ACCEPT_MINUTES = 15;
/** The customer's name, phone and address stay visible to the shop while open and this long after. */
export const CUSTOMER_DATA_DAYS = 7;
export const SHOP_ORDERS_PAGE_SIZE = 20;
export const SHOP_ORDERS_MAX_PAGE_SIZE = 50;
/** The dashboard's next bookings, at most. */
export const NEXT_BOOKINGS_LIMIT = 5;

/** What the shop can do to an order (each its own POST route). */
export const SHOP_ORDER_MOVES = ['accept', 'reject', 'ready', 'complete'] as const;
export const shopOrderMoveSchema = z.enum(SHOP_ORDER_MOVES);
export type ShopOrderMove = z.infer<typeof shopOrderMoveSchema>;

/** A Bahrain calendar day, YYYY-MM-DD. */
const daySchema = z.iso.date();

/**
 * The list's status filter: an order status, or `ready` (processing, and the shop has said it is ready
 * to be collected).
 */
export const SHOP_ORDER_FILTERS = [...ORDER_STATUSES, 'ready'] as const;
export type ShopOrderFilterStatus = (typeof SHOP_ORDER_FILTERS)[number];

export const shopOrdersQuerySchema = z.object({
  status: z.optional(z.enum(SHOP_ORDER_FILTERS)),
  /** Placed on or after this Bahrain day. */
  from: z.optional(daySchema),
  /** Placed on or before this Bahrain day (inclusive). */
  to: z.optional(daySchema),
  /** An order number, with or without its '#'. */
  q: z.optional(z.string().check(z.regex(/^\s*#?\s*\d{1,9}\s*$/))),
  /** The `nextCursor` of the previous page (the number of its last order). */
  after: z.optional(z.string().check(z.regex(/^\d{1,9}$/))),
  limit: z._default(
    z.pipe(z.coerce.number(), z.int().check(z.gte(1), z.lte(SHOP_ORDERS_MAX_PAGE_SIZE))),
    SHOP_ORDERS_PAGE_SIZE,
  ),
});
export type ShopOrdersQuery = z.infer<typeof shopOrdersQuerySchema>;

export const shopOrderSummarySchema = z.object({
  id: idSchema,
  number: z.int(),
  status: orderStatusSchema,
  createdAt: z.iso.datetime(),
  acceptedAt: z.nullable(z.iso.datetime()),
  readyAt: z.nullable(z.iso.datetime()),
  totalFils: filsSchema,
  /** Null once the customer's data is out of the shop's window (CUSTOMER_DATA_DAYS) or erased. */
  customerFirstName: z.nullable(z.string()),
  itemCount: z.int(),
  /** It has a product to deliver (not only bookings). */
  needsDelivery: z.boolean(),
  /** The earliest booked slot's start, if it has bookings. */
  firstBookingStartsAt: z.nullable(z.iso.datetime()),
  /** Pending for longer than ORDER_ACCEPT_MINUTES. */
  isLate: z.boolean(),
});
export type ShopOrderSummary = z.infer<typeof shopOrderSummarySchema>;

export const shopOrdersPageSchema = z.object({
  orders: z.array(shopOrderSummarySchema),
  nextCursor: z.nullable(z.string()),
});
export type ShopOrdersPage = z.infer<typeof shopOrdersPageSchema>;

export const shopOrderLineSchema = z.object({
  id: idSchema,
  kind: listingKindSchema,
  name: localizedTextSchema,
  imageUrl: z.nullable(z.string()),
  quantity: z.int(),
  unitPriceFils: filsSchema,
  totalFils: filsSchema,
  booking: z.nullable(
    z.object({
      start: z.iso.datetime(),
      end: z.iso.datetime(),
      status: z.enum(['confirmed', 'cancelled']),
    }),
  ),
});
export type ShopOrderLine = z.infer<typeof shopOrderLineSchema>;

export const TIMELINE_EVENTS = [
  'placed',
  'accepted',
  'ready',
  'shipped',
  'delivered',
  'cancelled',
  'paid',
  'refunded',
] as const;
export const TIMELINE_ACTORS = ['customer', 'retailer', 'driver', 'admin', 'system'] as const;
export const timelineEntrySchema = z.object({
  at: z.iso.datetime(),
  event: z.enum(TIMELINE_EVENTS),
  actor: z.enum(TIMELINE_ACTORS),
  /** What was said with it (a rejection's reason). */
  note: z.nullable(z.string()),
});
export type TimelineEntry = z.infer<typeof timelineEntrySchema>;

export const shopOrderDetailSchema = z.extend(shopOrderSummarySchema, {
  lines: z.array(shopOrderLineSchema),
  /** VAT is included in the total (vatFils is the part of it that is VAT). */
  totals: orderTotalsSchema,
  /** Where the discount came from, as the order was given it (null: no discount). */
  discount: z.nullable(orderDiscountSchema),
  /** Only while the order is open and CUSTOMER_DATA_DAYS after it closed; null otherwise. */
  customer: z.nullable(
    z.object({
      firstName: z.string(),
      phone: z.nullable(z.string()),
      address: z.nullable(orderAddressSchema),
    }),
  ),
  delivery: z.nullable(z.object({ date: z.iso.date(), window: deliveryWindowSchema })),
  /** The customer's note (a cake's message, delivery instructions): shown while `customer` is. */
  customerNote: z.nullable(z.string()),
  paymentType: z.enum(ORDER_PAYMENT_TYPES),
  paymentState: z.enum(PAYMENT_STATES),
  cancelReason: z.nullable(z.string()),
  /** Oldest first. */
  timeline: z.array(timelineEntrySchema),
  /** The moves the shop may make now (its buttons). */
  nextMoves: z.array(shopOrderMoveSchema),
});
export type ShopOrderDetail = z.infer<typeof shopOrderDetailSchema>;

export const REJECT_REASON_MIN = 3;
export const REJECT_REASON_MAX = 300;
export const shopOrderRejectSchema = z.object({ reason: plainText(REJECT_REASON_MAX, REJECT_REASON_MIN) });
export type ShopOrderReject = z.input<typeof shopOrderRejectSchema>;

export const shopDashboardSummarySchema = z.object({
  /** Placed today (Bahrain day), any status. */
  todayNewOrders: z.int(),
  /** Pending now. */
  waitingForAcceptance: z.int(),
  /** Of those, pending longer than ORDER_ACCEPT_MINUTES. */
  lateCount: z.int(),
  /** Totals of today's orders (Bahrain day), cancelled ones left out. */
  todayRevenueFils: filsSchema,
  /** The next booked slots still to start (confirmed, orders not cancelled), soonest first. */
  nextBookings: z.array(
    z.object({
      orderId: idSchema,
      number: z.int(),
      name: localizedTextSchema,
      startsAt: z.iso.datetime(),
      endsAt: z.iso.datetime(),
    }),
  ),
});
export type ShopDashboardSummary = z.infer<typeof shopDashboardSummarySchema>;

export const orderInvoiceSchema = z.object({
  seller: z.object({
    name: localizedTextSchema,
    crNumber: z.nullable(z.string()),
    address: z.nullable(z.string()),
    area: localizedTextSchema,
    phone: z.nullable(z.string()),
  }),
  /** The order number is the invoice number. */
  number: z.int(),
  /** When the order was placed. */
  issuedAt: z.iso.datetime(),
  acceptedAt: z.nullable(z.iso.datetime()),
  deliveredAt: z.nullable(z.iso.datetime()),
  status: orderStatusSchema,
  buyer: z.object({
    /** Null once the customer's data is out of the shop's window or erased. */
    firstName: z.nullable(z.string()),
    address: z.nullable(orderAddressSchema),
  }),
  lines: z.array(
    z.object({
      name: localizedTextSchema,
      quantity: z.int(),
      unitPriceFils: filsSchema,
      totalFils: filsSchema,
      booking: z.nullable(z.object({ start: z.iso.datetime(), end: z.iso.datetime() })),
    }),
  ),
  subtotalFils: filsSchema,
  deliveryFeeFils: filsSchema,
  /** Taken off the items by the shop's offer or a promo code (issue 27); 0 without one. */
  discountFils: filsSchema,
  /** Where the discount came from, as the order was given it (null: no discount). */
  discount: z.nullable(orderDiscountSchema),
  totalFils: filsSchema,
  /** The VAT included in the total (vatIncludedFils), shown separately; not added to it. */
  vatFils: filsSchema,
  vatPercent: z.int(),
  paymentType: z.enum(ORDER_PAYMENT_TYPES),
});
export type OrderInvoice = z.infer<typeof orderInvoiceSchema>;

export const lateOrderSchema = z.object({
  id: idSchema,
  number: z.int(),
  createdAt: z.iso.datetime(),
  totalFils: filsSchema,
  shop: z.object({ id: idSchema, name: localizedTextSchema }),
  /** Whole minutes since it was placed. */
  minutesWaiting: z.int(),
});
export type LateOrder = z.infer<typeof lateOrderSchema>;
export const lateOrdersResponseSchema = z.object({ orders: z.array(lateOrderSchema) });
export type LateOrdersResponse = z.infer<typeof lateOrdersResponseSchema>;

/** Whether an order placed at `createdAt` and still `pending` is late at `now`. */
export function isOrderLate(status: string, createdAt: Date, now: Date): boolean {
  return status === 'pending' && now.getTime() - createdAt.getTime() > ORDER_ACCEPT_MINUTES * 60_000;
}

/**
 * The moves the shop may make now (its buttons): the status machine's (canMoveOrder) as the shop, and
 * "ready" for an order with something to hand over, accepted and not yet ready (a driver collects it).
 */
export function shopOrderMoves(status: OrderStatus, facts: OrderFacts, ready: boolean): ShopOrderMove[] {
  const can = (to: OrderStatus) => canMoveOrder(status, to, 'retailer', facts);
  const moves: ShopOrderMove[] = [];
  if (can('processing')) moves.push('accept');
  if (can('cancelled')) moves.push('reject');
  if (status === 'processing' && facts.delivers && !ready) moves.push('ready');
  if (can('delivered')) moves.push('complete');
  return moves;
}
