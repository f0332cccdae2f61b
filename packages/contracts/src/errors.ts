import { z } from 'zod/mini';

/** The server answers errors with a code; the client translates it (house rule 7). */
export const ERROR_CODES = [
  'NOT_FOUND',
  'VALIDATION_FAILED',
  'RATE_LIMITED',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'INVALID_CREDENTIALS',
  'WRONG_AREA',
  'EMAIL_TAKEN',
  'INVALID_CODE',
  'CODE_EXPIRED',
  'CODE_ATTEMPTS_EXCEEDED',
  'INVALID_PHONE',
  'ALREADY_SIGNED_IN',
  'TIME_SLOT_REQUIRED',
  'INVALID_TIME_SLOT',
  'SLOT_UNAVAILABLE',
  'HOLD_LIMIT',
  'CART_LIMIT',
  'ADDRESS_LIMIT',
  'CARD_EXPIRED',
  'CARD_NOT_ACCEPTED',
  'PAYMENT_METHOD_LIMIT',
  'PAYMENT_DECLINED',
  'PAYMENT_FAILED',
  'CART_CHANGED',
  'HOLD_EXPIRED',
  'PRICE_CHANGED',
  'ITEM_UNAVAILABLE',
  'DELIVERY_WINDOW_UNAVAILABLE',
  'DELIVERY_AFTER_EVENT',
  'IDEMPOTENCY_KEY_REUSED',
  'ORDER_MOVE_NOT_ALLOWED',
  'ACCOUNT_HAS_ACTIVE_ORDERS',
  'EVENT_IN_PAST',
  'EVENT_CLOSED',
  'GUEST_LIMIT',
  'RSVP_CLOSED',
  'TOO_MANY_COMPANIONS',
  'FAVORITE_LIMIT',
  'NO_GUEST_EMAIL',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'IMAGE_INVALID',
  'IMAGE_TOO_LARGE',
  'LISTING_HAS_COMMITMENTS',
  'LISTING_IMAGE_LIMIT',
  'CSV_INVALID',
  'CSV_TOO_LARGE',
  'SHOP_PAUSED',
  'SHOP_ALREADY_DECIDED',
  'DRIVER_MAX_BELOW_LOAD',
  'SUPPORT_REQUEST_CLOSED',
  'SHOP_NOT_SUSPENDABLE',
  'SHOP_NOT_SUSPENDED',
  'SHOP_UNAVAILABLE',
  'DRIVER_INACTIVE',
  'DRIVER_OFFLINE',
  'DRIVER_FULL',
  'DRIVER_CASH_CAP',
  'DELIVERY_TAKEN',
  'DELIVERY_MOVE_NOT_ALLOWED',
  'WRONG_DELIVERY_CODE',
  'DELIVERY_CODE_LOCKED',
  'DELIVERY_PHOTO_REQUIRED',
  'CASH_BELOW_DUE',
  'INTERNAL',
] as const;
export const errorCodeSchema = z.enum(ERROR_CODES);
export type ErrorCode = z.infer<typeof errorCodeSchema>;

export const apiErrorSchema = z.object({
  error: z.object({
    code: errorCodeSchema,
    message: z.string(),
    issues: z.optional(z.array(z.object({ path: z.string(), message: z.string() }))),
    /**
     * More about some errors, in the shape their contract names (LISTING_HAS_COMMITMENTS's counts), which
     * the screen that shows them parses. Checked here only as an object: z.record would bring its
     * schema types into every screen's JavaScript, Home's included.
     */
    details: z.optional(
      z.custom<Record<string, unknown>>((v) => typeof v === 'object' && v !== null && !Array.isArray(v)),
    ),
  }),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
