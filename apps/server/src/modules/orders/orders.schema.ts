import {
  CARD_BRANDS,
  DELIVERY_WINDOWS,
  ORDER_ACTORS,
  ORDER_NOTE_MAX_LENGTH,
  ORDER_PAYMENT_TYPES,
  ORDER_STATUSES,
  type OrderAddress,
} from '@haflah/contracts';
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from '../auth/auth.schema.js';
import { bookings } from '../cart/cart.schema.js';
import { listingKind, listings } from '../catalogue/catalogue.schema.js';
import { events } from '../events/events.schema.js';
import { promoCodes, shopOffers } from '../offers/offers.schema.js';
import { shops } from '../shops/shops.schema.js';

export const orderStatus = pgEnum('order_status', ORDER_STATUSES);
export const orderActor = pgEnum('order_actor', ORDER_ACTORS);
export const orderPaymentType = pgEnum('order_payment_type', ORDER_PAYMENT_TYPES);
export const deliveryWindow = pgEnum('delivery_window', DELIVERY_WINDOWS);

/**
 * One press of "Place order": the orders it made (one per shop) and the key that makes a retry return
 * them instead of making more. `request_hash` is what was asked, so the same key with other details is
 * refused rather than answered with orders the customer did not ask for.
 */
export const checkouts = pgTable(
  'checkouts',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text().references(() => user.id, { onDelete: 'set null' }),
    idempotencyKey: uuid().notNull(),
    requestHash: text().notNull(),
    totalFils: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('checkouts_user_key_idx').on(t.userId, t.idempotencyKey)],
);

/**
 * A shop's order, with its money as charged (DESIGN.md: computed once, stored). The address and the
 * payment method are copied as they were at checkout: later edits do not rewrite an order.
 */
export const orders = pgTable(
  'orders',
  {
    id: uuid().primaryKey().defaultRandom(),
    number: integer().notNull().generatedAlwaysAsIdentity({ startWith: 100001 }),
    checkoutId: uuid()
      .notNull()
      .references(() => checkouts.id),
    userId: text().references(() => user.id, { onDelete: 'set null' }),
    shopId: uuid()
      .notNull()
      .references(() => shops.id),
    /** The event it was bought for, if the customer said so at checkout. */
    eventId: uuid().references(() => events.id, { onDelete: 'set null' }),
    status: orderStatus().notNull().default('pending'),
    subtotalFils: integer().notNull(),
    deliveryFeeFils: integer().notNull(),
    /** The shop's offer or a promo code taken off the items (issue 27 point 6); 0 without one. */
    discountFils: integer().notNull().default(0),
    /** What the discount came from: at most one of the two. */
    offerId: uuid().references(() => shopOffers.id, { onDelete: 'set null' }),
    promoCodeId: uuid().references(() => promoCodes.id, { onDelete: 'set null' }),
    /**
     * The discount's terms as this order was given them (an offer may be edited or withdrawn later,
     * and either row may go): percent and cap of the offer or code, and the code as typed (upper case)
     * when it came from one. Null without a discount. What the order's pages and invoice name.
     */
    discountPercent: integer(),
    discountCapFils: integer(),
    discountCode: text(),
    vatFils: integer().notNull(),
    totalFils: integer().notNull(),
    /** Null once the customer's personal data has been erased. */
    address: jsonb().$type<OrderAddress>(),
    deliveryDate: date({ mode: 'string' }),
    deliveryWindow: deliveryWindow(),
    paymentType: orderPaymentType().notNull(),
    paymentBrand: text({ enum: CARD_BRANDS }),
    paymentLast4: text(),
    /** The provider that took the payment (`cash`, `test_gateway`, …) and its reference. */
    paymentProvider: text().notNull(),
    paymentReference: text().notNull(),
    /**
     * When the order's payment could not be completed after its last try (a capture or a refund the
     * provider kept refusing): an admin screen lists these. Null while the money is in order.
     */
    paymentFlaggedAt: timestamp({ withTimezone: true }),
    /** When the shop accepted it (pending → processing). */
    acceptedAt: timestamp({ withTimezone: true }),
    /** When the shop said it is ready (for a driver to collect); still processing. */
    readyAt: timestamp({ withTimezone: true }),
    /** Why it was cancelled (a shop's rejection reason, an admin's note); shown to the customer. */
    cancelReason: text(),
    /** The customer's note to the shop (a cake's message, a gift note, delivery instructions); plain text. */
    customerNote: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('orders_number_idx').on(t.number),
    // Lists are newest first, and numbers only grow: the number orders them and is the page cursor.
    index('orders_user_number_idx').on(t.userId, t.number.desc()),
    index('orders_shop_number_idx').on(t.shopId, t.number.desc()),
    // The shop's orders by status (waiting for acceptance, the status filter), newest first.
    index('orders_shop_status_number_idx').on(t.shopId, t.status, t.number.desc()),
    index('orders_checkout_idx').on(t.checkoutId),
    // A shop's analytics: its orders placed in a period (issue 27 point 5).
    index('orders_shop_created_idx').on(t.shopId, t.createdAt),
    // Whether a customer had ordered at the shop before a period (analytics' new vs returning): one
    // probe per customer of the period.
    index('orders_shop_user_created_idx')
      .on(t.shopId, t.userId, t.createdAt)
      .where(sql`${t.status} <> 'cancelled'`),
    index('orders_promo_code_idx').on(t.promoCodeId).where(sql`${t.promoCodeId} is not null`),
    check('orders_one_discount_source', sql`${t.offerId} is null or ${t.promoCodeId} is null`),
    check(
      'orders_discount_terms',
      sql`(${t.discountPercent} is null) = (${t.discountCapFils} is null) and (${t.discountCode} is null or ${t.discountPercent} is not null)`,
    ),
    index('orders_event_idx').on(t.eventId).where(sql`${t.eventId} is not null`),
    index('orders_payment_flagged_idx').on(t.paymentFlaggedAt).where(sql`${t.paymentFlaggedAt} is not null`),
    check(
      'orders_totals',
      sql`${t.totalFils} = ${t.subtotalFils} + ${t.deliveryFeeFils} - ${t.discountFils} and ${t.subtotalFils} >= 0 and ${t.deliveryFeeFils} >= 0 and ${t.discountFils} between 0 and ${t.subtotalFils} and ${t.vatFils} between 0 and ${t.totalFils}`,
    ),
    check(
      'orders_customer_note_length',
      sql`char_length(${t.customerNote}) <= ${sql.raw(String(ORDER_NOTE_MAX_LENGTH))}`,
    ),
    check('orders_delivery_complete', sql`(${t.deliveryDate} is null) = (${t.deliveryWindow} is null)`),
  ],
);

/** What was ordered, named and priced as it was then; a booked line points at its booking. */
export const orderLines = pgTable(
  'order_lines',
  {
    id: uuid().primaryKey().defaultRandom(),
    orderId: uuid()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    position: integer().notNull(),
    listingId: uuid().references(() => listings.id, { onDelete: 'set null' }),
    kind: listingKind().notNull(),
    nameEn: text().notNull(),
    nameAr: text().notNull(),
    imageUrl: text(),
    quantity: integer().notNull(),
    unitPriceFils: integer().notNull(),
    totalFils: integer().notNull(),
    bookingId: uuid().references(() => bookings.id, { onDelete: 'set null' }),
    startsAt: timestamp({ withTimezone: true }),
    endsAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('order_lines_order_idx').on(t.orderId, t.position),
    check('order_lines_quantity_positive', sql`${t.quantity} >= 1`),
    check('order_lines_span_complete', sql`(${t.startsAt} is null) = (${t.endsAt} is null)`),
  ],
);

/** Every status an order has had: when, and who moved it (DESIGN.md: stamped with time and actor). */
export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: uuid().primaryKey().defaultRandom(),
    orderId: uuid()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: orderStatus().notNull(),
    actor: orderActor().notNull(),
    actorUserId: text().references(() => user.id, { onDelete: 'set null' }),
    /** What the actor said with the move (a rejection's reason). */
    note: text(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_status_history_order_idx').on(t.orderId, t.at)],
);
