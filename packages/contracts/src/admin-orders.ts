import { z } from 'zod/mini';
import { filsSchema, idSchema, localizedTextSchema, noControlCharacters, plainText } from './common.js';
import { deliveryWindowSchema } from './delivery.js';
import { orderDiscountSchema } from './discounts.js';
import { LEDGER_KINDS, LEDGER_STATES } from './ledger.js';
import { orderAddressSchema, orderPaymentSchema, orderStatusSchema, orderTotalsSchema } from './orders.js';
import { shopOrderLineSchema, TIMELINE_ACTORS, TIMELINE_EVENTS } from './shop-orders.js';

/* -----------------------------------------------------------------------------------------------
 * Order interventions (issue 24 point 6): an admin finds any order and moves it along the status
 * machine's admin moves (orders.ts ORDER_MOVES), with a reason. Admins only (401 / 403 otherwise).
 *
 *   GET  /api/admin/orders?q&status&late&after → 200 AdminOrdersPage, newest first by number.
 *        `q`: an order number ("100042", "#100042"), a customer's email (exact or its start, any
 *        case) or a shop's name (either language, any part of it); `late=1`: still pending after
 *        ORDER_ACCEPT_MINUTES (the rule of GET /api/admin/orders/late); `after`: the previous page's
 *        `nextCursor`. Errors: 400 VALIDATION_FAILED.
 *   GET  /api/admin/orders/:id → 200 AdminOrderDetail: lines, totals, customer, shop, delivery,
 *        payment and its ledger rows, the timeline (who, and what they said) and `nextMoves`.
 *        Errors: 404 NOT_FOUND.
 *   POST /api/admin/orders/:id/status body AdminOrderMove { status, reason } → 200 AdminOrderDetail.
 *        The reason is kept in the order's history (its timeline) and in one audit-log row
 *        (`order.move`), both in the move's transaction; a cancel releases bookings and refunds a
 *        charge like any cancel; the customer is emailed and every open screen of the order refetches.
 *        Errors: 400 VALIDATION_FAILED (no reason, or too short), 404 NOT_FOUND,
 *        409 ORDER_MOVE_NOT_ALLOWED (the machine refuses it from where the order is now: nothing
 *        written, no audit row).
 * --------------------------------------------------------------------------------------------- */

export const ADMIN_ORDERS_PAGE_SIZE = 25;
export const ADMIN_ORDER_QUERY_MAX = 100;
export const ADMIN_MOVE_REASON_MIN = 5;
export const ADMIN_MOVE_REASON_MAX = 500;

export const adminOrdersQuerySchema = z.object({
  q: z.optional(z.string().check(z.maxLength(ADMIN_ORDER_QUERY_MAX), noControlCharacters())),
  status: z.optional(orderStatusSchema),
  /** Only orders of this shop (the retailer details' "see its orders"). */
  shopId: z.optional(idSchema),
  /** '1': only late orders. */
  late: z.optional(z.enum(['1', '0'])),
  /** The `nextCursor` of the previous page (the number of its last order). */
  after: z.optional(z.string().check(z.regex(/^\d{1,9}$/))),
});
export type AdminOrdersQuery = z.infer<typeof adminOrdersQuerySchema>;

/** What the search box's `q` is: an order number, an email (or its start), or words of a shop's name. */
export type AdminOrderSearch = { number: number } | { email: string } | { text: string } | null;
export function parseAdminOrderSearch(q: string | undefined): AdminOrderSearch {
  const text = (q ?? '').trim();
  if (!text) return null;
  const number = /^#?\s*(\d{1,9})$/.exec(text);
  if (number) return { number: Number(number[1]) };
  if (text.includes('@')) return { email: text.toLowerCase() };
  return { text };
}

export const adminOrderRowSchema = z.object({
  id: idSchema,
  number: z.int(),
  status: orderStatusSchema,
  createdAt: z.iso.datetime(),
  totalFils: filsSchema,
  shop: z.object({ id: idSchema, name: localizedTextSchema }),
  /** Null once the customer's account is deleted. */
  customer: z.nullable(z.object({ email: z.string(), name: z.string() })),
  /** Pending for longer than ORDER_ACCEPT_MINUTES. */
  isLate: z.boolean(),
});
export type AdminOrderRow = z.infer<typeof adminOrderRowSchema>;

export const adminOrdersPageSchema = z.object({
  orders: z.array(adminOrderRowSchema),
  nextCursor: z.nullable(z.string()),
});
export type AdminOrdersPage = z.infer<typeof adminOrdersPageSchema>;

export const adminTimelineEntrySchema = z.object({
  at: z.iso.datetime(),
  event: z.enum(TIMELINE_EVENTS),
  actor: z.enum(TIMELINE_ACTORS),
  /** Who it was (the user's name); null for the system or a deleted account. */
  actorName: z.nullable(z.string()),
  /** What was said with it (a rejection's or an admin's reason). */
  note: z.nullable(z.string()),
});
export type AdminTimelineEntry = z.infer<typeof adminTimelineEntrySchema>;

export const adminOrderDetailSchema = z.extend(adminOrderRowSchema, {
  acceptedAt: z.nullable(z.iso.datetime()),
  readyAt: z.nullable(z.iso.datetime()),
  shop: z.object({ id: idSchema, name: localizedTextSchema, phone: z.nullable(z.string()) }),
  customer: z.nullable(z.object({ email: z.string(), name: z.string(), phone: z.nullable(z.string()) })),
  /** As given at checkout; null once the customer's data has been erased. */
  address: z.nullable(orderAddressSchema),
  lines: z.array(shopOrderLineSchema),
  totals: orderTotalsSchema,
  /** Where the discount came from, as the order was given it (null: no discount). */
  discount: z.nullable(orderDiscountSchema),
  delivery: z.nullable(z.object({ date: z.iso.date(), window: deliveryWindowSchema })),
  /** The customer's note to the shop, from checkout; null when none, or once erased. */
  customerNote: z.nullable(z.string()),
  payment: orderPaymentSchema,
  /** Every money row of the order, oldest first. */
  ledger: z.array(
    z.object({
      kind: z.enum(LEDGER_KINDS),
      state: z.enum(LEDGER_STATES),
      amountFils: filsSchema,
      settledAt: z.nullable(z.iso.datetime()),
    }),
  ),
  /** Its capture or refund failed after the last try: an admin should look. */
  paymentFlaggedAt: z.nullable(z.iso.datetime()),
  cancelReason: z.nullable(z.string()),
  /** Oldest first. */
  timeline: z.array(adminTimelineEntrySchema),
  /** The statuses an admin may move it to now (orders.ts nextOrderStatuses as 'admin'). */
  nextMoves: z.array(orderStatusSchema),
});
export type AdminOrderDetail = z.infer<typeof adminOrderDetailSchema>;

export const adminOrderMoveSchema = z.object({
  status: orderStatusSchema,
  reason: plainText(ADMIN_MOVE_REASON_MAX, ADMIN_MOVE_REASON_MIN),
});
export type AdminOrderMove = z.input<typeof adminOrderMoveSchema>;
