import { z } from 'zod/mini';
import { cartItemSchema } from './cart.js';
import { filsSchema, idSchema, localizedTextSchema, plainText } from './common.js';
import { deliveryDaySchema, deliveryWindowSchema } from './delivery.js';
import { discountSourceSchema, promoCodeCheckSchema, promoCodeInputSchema } from './discounts.js';
import { orderStatusSchema, orderSummarySchema, orderTotalsSchema } from './orders.js';
import { addCardRequestSchema } from './payments.js';

/** The most characters of a customer's note to one shop's order (a cake's message, delivery instructions). */
export const ORDER_NOTE_MAX_LENGTH = 200;

/** A note to one shop's order, as typed: markup stripped, trimmed, at most ORDER_NOTE_MAX_LENGTH. */
export const orderNoteSchema = plainText(ORDER_NOTE_MAX_LENGTH);

/** One shop's part of a checkout: it becomes one order. */
export const checkoutOrderSchema = z.object({
  shop: z.object({ id: idSchema, name: localizedTextSchema }),
  items: z.array(cartItemSchema),
  totals: orderTotalsSchema,
  /** Where `totals.discountFils` comes from (the shop's offer or the code); null without a discount. */
  discountSource: z.nullable(discountSourceSchema),
  /** Has products, so it is delivered (and carries the shop's delivery fee). */
  needsDelivery: z.boolean(),
});
export type CheckoutOrder = z.infer<typeof checkoutOrderSchema>;

/**
 * For an event, what is delivered arrives on or before the event's day (both Bahrain `YYYY-MM-DD`):
 * checkout offers only those days, and the server refuses a later one (DELIVERY_AFTER_EVENT).
 */
export const deliveryByEvent = (date: string, eventDate: string) => date <= eventDate;

/** The delivery days a checkout for an event offers: those up to the event's day. */
export const deliveryDaysByEvent = <D extends { date: string }>(
  days: readonly D[],
  eventDate: string | null,
) => (eventDate ? days.filter((d) => deliveryByEvent(d.date, eventDate)) : [...days]);

/** GET /api/checkout?code=… : the preview with a promo code. */
export const checkoutPreviewQuerySchema = z.object({ code: z.optional(promoCodeInputSchema) });

/** A SHA-256, in hex: the digest of every price a preview showed (`pricesDigest`). */
const pricesDigestSchema = z.string().check(z.regex(/^[0-9a-f]{64}$/));

/**
 * What placing the order now would charge, computed on the server: the page shows these figures and
 * sends back `lineIds`, the total it showed and `pricesDigest`, so nothing the customer did not see
 * is ever bought, and nothing at a price they did not see.
 */
export const checkoutPreviewSchema = z.object({
  orders: z.array(checkoutOrderSchema),
  totals: orderTotalsSchema,
  lineIds: z.array(idSchema),
  /**
   * A digest of every line's quantity, unit price and total and every shop's delivery fee, as shown:
   * placing refuses (PRICE_CHANGED) when any of them is different now, even if the total is not.
   */
  pricesDigest: pricesDigestSchema,
  needsDelivery: z.boolean(),
  /** The days and windows a delivery may be booked for now (empty when nothing is delivered). */
  deliveryDays: z.array(deliveryDaySchema),
  /** The first time-slot hold to lapse: after it, that slot has to be chosen again. */
  holdsExpireAt: z.nullable(z.iso.datetime()),
  serverTime: z.iso.datetime(),
  /** The promo code asked about (`?code=`), whether it applies and why not; null without one. */
  promoCode: z.nullable(promoCodeCheckSchema),
});
export type CheckoutPreview = z.infer<typeof checkoutPreviewSchema>;

/**
 * A card for this order only ("pay once"): the gateway keeps it for this payment and nothing of it is
 * saved with the account. Its number and security code go to the payment provider and nowhere else.
 */
export const oneTimeCardSchema = z.omit(addCardRequestSchema, { isDefault: true });
export type OneTimeCard = z.input<typeof oneTimeCardSchema>;

/** Pay cash on delivery, with a saved card or BenefitPay wallet, or with a card used once. */
export const checkoutPaymentSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('cash') }),
  z.object({ type: z.literal('saved'), methodId: idSchema }),
  z.object({ type: z.literal('once'), card: oneTimeCardSchema }),
]);
export type CheckoutPayment = z.infer<typeof checkoutPaymentSchema>;

export const MAX_CHECKOUT_LINES = 200;

export const placeOrderRequestSchema = z.object({
  /**
   * One per attempt to place (a fresh one after an error the customer fixes): the same key sent again
   * gets the same orders, never a second set.
   */
  idempotencyKey: z.uuid(),
  lineIds: z.array(idSchema).check(z.minLength(1), z.maxLength(MAX_CHECKOUT_LINES)),
  addressId: idSchema,
  /** Required when anything is delivered (products); null for bookings only. */
  delivery: z.nullable(z.object({ date: z.iso.date(), window: deliveryWindowSchema })),
  payment: checkoutPaymentSchema,
  /** The total the customer was shown; a different total now stops the order (PRICE_CHANGED). */
  expectedTotalFils: filsSchema,
  /** The preview's `pricesDigest`: any line priced differently now stops the order (PRICE_CHANGED). */
  expectedPricesDigest: pricesDigestSchema,
  /**
   * The promo code the preview applied: placing refuses with its reason when it no longer applies
   * (PROMO_CODE_INVALID, PROMO_CODE_NOT_ELIGIBLE, PROMO_CODE_USED_UP) rather than charge otherwise.
   */
  promoCode: z.optional(promoCodeInputSchema),
  /** The customer's event this is bought for (its page lists the orders and what they came to). */
  eventId: z.optional(idSchema),
  /** The customer's note to each shop's order (a cake's message, delivery instructions); optional. */
  notes: z.optional(
    z.array(z.object({ shopId: idSchema, note: orderNoteSchema })).check(z.maxLength(MAX_CHECKOUT_LINES)),
  ),
});
export type PlaceOrderRequest = z.output<typeof placeOrderRequestSchema>;

export const placeOrderResponseSchema = z.object({
  checkoutId: idSchema,
  orders: z.array(orderSummarySchema),
  totals: orderTotalsSchema,
});
export type PlaceOrderResponse = z.infer<typeof placeOrderResponseSchema>;

/**
 * GET /api/checkouts/:id — the "Order placed" screen: each shop's order of one checkout and what
 * happens next (its delivery day and window, or when its first booking starts). Only the checkout's
 * customer may read it.
 */
export const placedCheckoutSchema = z.object({
  checkoutId: idSchema,
  orders: z.array(
    z.object({
      id: idSchema,
      number: z.int(),
      status: orderStatusSchema,
      shop: z.object({ id: idSchema, name: localizedTextSchema }),
      totalFils: filsSchema,
      itemCount: z.int(),
      /** Products: the day and window chosen. */
      delivery: z.nullable(z.object({ date: z.iso.date(), window: deliveryWindowSchema })),
      /** Bookings: when the first booked slot starts. */
      firstBookingStartsAt: z.nullable(z.iso.datetime()),
      customerNote: z.nullable(z.string()),
    }),
  ),
  totals: orderTotalsSchema,
  paymentType: z.enum(['cash', 'card', 'benefitpay']),
});
export type PlacedCheckout = z.infer<typeof placedCheckoutSchema>;
export const checkoutParamsSchema = z.object({ id: idSchema });
