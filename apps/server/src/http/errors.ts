import type { ApiError, ErrorCode } from '@haflah/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

const STATUS: Record<ErrorCode, number> = {
  NOT_FOUND: 404,
  VALIDATION_FAILED: 400,
  RATE_LIMITED: 429,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  INVALID_CREDENTIALS: 401,
  WRONG_AREA: 403,
  EMAIL_TAKEN: 409,
  INVALID_CODE: 400,
  CODE_EXPIRED: 400,
  CODE_ATTEMPTS_EXCEEDED: 400,
  INVALID_PHONE: 400,
  ALREADY_SIGNED_IN: 409,
  TIME_SLOT_REQUIRED: 400,
  INVALID_TIME_SLOT: 400,
  SLOT_UNAVAILABLE: 409,
  HOLD_LIMIT: 409,
  CART_LIMIT: 409,
  ADDRESS_LIMIT: 409,
  CARD_EXPIRED: 422,
  CARD_NOT_ACCEPTED: 422,
  PAYMENT_METHOD_LIMIT: 409,
  PAYMENT_DECLINED: 402,
  PAYMENT_FAILED: 502,
  CART_CHANGED: 409,
  HOLD_EXPIRED: 409,
  PRICE_CHANGED: 409,
  ITEM_UNAVAILABLE: 409,
  DELIVERY_WINDOW_UNAVAILABLE: 422,
  DELIVERY_AFTER_EVENT: 422,
  IDEMPOTENCY_KEY_REUSED: 422,
  ORDER_MOVE_NOT_ALLOWED: 409,
  ACCOUNT_HAS_ACTIVE_ORDERS: 409,
  EVENT_IN_PAST: 422,
  EVENT_CLOSED: 409,
  GUEST_LIMIT: 409,
  RSVP_CLOSED: 409,
  TOO_MANY_COMPANIONS: 422,
  FAVORITE_LIMIT: 409,
  NO_GUEST_EMAIL: 422,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  IMAGE_INVALID: 400,
  IMAGE_TOO_LARGE: 413,
  LISTING_HAS_COMMITMENTS: 409,
  LISTING_IMAGE_LIMIT: 409,
  CSV_INVALID: 400,
  CSV_TOO_LARGE: 413,
  SHOP_PAUSED: 404,
  SHOP_ALREADY_DECIDED: 409,
  SUPPORT_REQUEST_CLOSED: 409,
  DRIVER_MAX_BELOW_LOAD: 409,
  SHOP_NOT_SUSPENDABLE: 409,
  SHOP_NOT_SUSPENDED: 409,
  SHOP_UNAVAILABLE: 409,
  DRIVER_INACTIVE: 409,
  DRIVER_OFFLINE: 409,
  DRIVER_FULL: 409,
  DRIVER_CASH_CAP: 409,
  DELIVERY_TAKEN: 409,
  DELIVERY_MOVE_NOT_ALLOWED: 409,
  WRONG_DELIVERY_CODE: 409,
  DELIVERY_CODE_LOCKED: 409,
  DELIVERY_PHOTO_REQUIRED: 409,
  CASH_BELOW_DUE: 409,
  BLOCK_OVERLAPS_BOOKING: 409,
  SLOT_TOO_SOON: 422,
  SLOT_TOO_FAR: 422,
  SLOT_OUTSIDE_HOURS: 422,
  REVIEW_EXISTS: 409,
  REVIEW_NOT_ALLOWED: 409,
  REPLY_EXISTS: 409,
  REVIEW_ALREADY_REPORTED: 409,
  PROMO_CODE_INVALID: 422,
  PROMO_CODE_USED_UP: 409,
  PROMO_CODE_NOT_ELIGIBLE: 422,
  PROMO_CODE_TAKEN: 409,
  OFFER_OVERLAPS: 409,
  INTERNAL: 500,
};

/** The code of a client error Fastify raises itself, by its status; any other 4xx: VALIDATION_FAILED. */
const CODE_OF_STATUS: Partial<Record<number, ErrorCode>> = {
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
};

/**
 * Fastify's `frameworkErrors`: a URL it cannot decode (`/api/items/%ff`) is refused before any route,
 * in the same shape as every other error.
 */
export function frameworkErrors(_err: Error, _request: FastifyRequest, reply: FastifyReply) {
  void reply.status(400).send(body('VALIDATION_FAILED', 'Malformed URL'));
}

/** An error a service raises on purpose; it reaches the client as its code. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string = code,
    /** Seconds until a rate-limited request may be tried again. */
    readonly retryAfterSeconds?: number,
    /** `error.details` of the answer, in the shape the code's contract names. */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
  }
  get statusCode() {
    return STATUS[this.code];
  }
}

export function body(
  code: ErrorCode,
  message: string,
  issues?: ApiError['error']['issues'],
  details?: Record<string, unknown>,
): ApiError {
  return { error: { code, message, ...(issues ? { issues } : {}), ...(details ? { details } : {}) } };
}

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((err, request, reply) => {
    if (err instanceof AppError) {
      if (err.retryAfterSeconds) reply.header('retry-after', String(err.retryAfterSeconds));
      return reply.status(err.statusCode).send(body(err.code, err.message, undefined, err.details));
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const issues = err.validation.map((v) => ({
        path: [err.validationContext, ...String(v.instancePath).split('/').filter(Boolean)].join('.'),
        message: v.message ?? 'invalid',
      }));
      return reply.status(400).send(body('VALIDATION_FAILED', 'Request validation failed', issues));
    }
    const status = (err as { statusCode?: number }).statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own refusals (a body too large or of a type no route takes, bad JSON, rate limits).
      return reply
        .status(status)
        .send(body(CODE_OF_STATUS[status] ?? 'VALIDATION_FAILED', (err as Error).message));
    }
    request.log.error({ err }, 'unhandled error');
    return reply.status(500).send(body('INTERNAL', 'Internal server error'));
  });
}
