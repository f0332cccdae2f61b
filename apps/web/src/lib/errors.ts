import type { ErrorCode } from '@haflah/contracts';
import type { TFunction } from 'i18next';
import { ApiError } from './api';

/** A server code, or the client's own for a request that got no answer. */
export type ClientErrorCode = ErrorCode | 'NETWORK';

/**
 * What every error code says (house rule 7: the server answers with codes, the client translates
 * them). A Record over ErrorCode, so a code added to the contracts fails the type check until it has a
 * message here; scripts/check-i18n.mjs checks each key has a sentence in every language. `errors.*`
 * keys are in the start strings; a code only one lazy screen meets has its sentence in that screen's
 * group (`checkout.errors.*`, …), which is loaded whenever that screen is shown.
 */
export const ERROR_MESSAGES: Record<ErrorCode, string> = {
  NOT_FOUND: 'errors.NOT_FOUND',
  VALIDATION_FAILED: 'errors.VALIDATION_FAILED',
  RATE_LIMITED: 'errors.RATE_LIMITED',
  UNAUTHENTICATED: 'errors.UNAUTHENTICATED',
  FORBIDDEN: 'errors.FORBIDDEN',
  INVALID_CREDENTIALS: 'errors.INVALID_CREDENTIALS',
  EMAIL_TAKEN: 'errors.EMAIL_TAKEN',
  INVALID_CODE: 'errors.INVALID_CODE',
  CODE_EXPIRED: 'errors.CODE_EXPIRED',
  CODE_ATTEMPTS_EXCEEDED: 'errors.CODE_ATTEMPTS_EXCEEDED',
  INVALID_PHONE: 'errors.INVALID_PHONE',
  ALREADY_SIGNED_IN: 'errors.ALREADY_SIGNED_IN',
  TIME_SLOT_REQUIRED: 'errors.TIME_SLOT_REQUIRED',
  INVALID_TIME_SLOT: 'errors.INVALID_TIME_SLOT',
  SLOT_UNAVAILABLE: 'errors.SLOT_UNAVAILABLE',
  ADDRESS_LIMIT: 'errors.ADDRESS_LIMIT',
  CARD_EXPIRED: 'errors.CARD_EXPIRED',
  CARD_NOT_ACCEPTED: 'errors.CARD_NOT_ACCEPTED',
  PAYMENT_METHOD_LIMIT: 'errors.PAYMENT_METHOD_LIMIT',
  PAYMENT_DECLINED: 'errors.PAYMENT_DECLINED',
  PAYMENT_FAILED: 'errors.PAYMENT_FAILED',
  CART_CHANGED: 'checkout.errors.CART_CHANGED',
  HOLD_EXPIRED: 'checkout.errors.HOLD_EXPIRED',
  PRICE_CHANGED: 'checkout.errors.PRICE_CHANGED',
  ITEM_UNAVAILABLE: 'checkout.errors.ITEM_UNAVAILABLE',
  DELIVERY_WINDOW_UNAVAILABLE: 'checkout.errors.DELIVERY_WINDOW_UNAVAILABLE',
  IDEMPOTENCY_KEY_REUSED: 'checkout.errors.IDEMPOTENCY_KEY_REUSED',
  ORDER_MOVE_NOT_ALLOWED: 'orders.errors.ORDER_MOVE_NOT_ALLOWED',
  EVENT_IN_PAST: 'events.errors.EVENT_IN_PAST',
  EVENT_CLOSED: 'events.errors.EVENT_CLOSED',
  GUEST_LIMIT: 'events.errors.GUEST_LIMIT',
  RSVP_CLOSED: 'rsvp.errors.RSVP_CLOSED',
  TOO_MANY_COMPANIONS: 'rsvp.errors.TOO_MANY_COMPANIONS',
  FAVORITE_LIMIT: 'errors.FAVORITE_LIMIT',
  NO_GUEST_EMAIL: 'events.errors.NO_GUEST_EMAIL',
  PAYLOAD_TOO_LARGE: 'errors.PAYLOAD_TOO_LARGE',
  UNSUPPORTED_MEDIA_TYPE: 'errors.UNSUPPORTED_MEDIA_TYPE',
  INTERNAL: 'errors.INTERNAL',
};
const NETWORK_MESSAGE = 'errors.NETWORK';
const GENERIC_MESSAGE = 'errors.generic';

/**
 * How one action words its failures where the spec gives it sentences of its own (all i18n keys).
 * Without any, every code says the registry's message and anything else the generic one.
 */
export interface ErrorOverrides {
  /** The action's own sentence for these codes, in place of the registry's. */
  codes?: Partial<Record<ClientErrorCode, string>>;
  /** When given, only these codes (and those in `codes`) are told; any other says `fallback`. */
  only?: readonly ClientErrorCode[];
  /** What an error that is not an API answer, or a code not told, says. */
  fallback?: string;
}

/** True when `error` is the API's answer with this code. */
export const hasCode = (error: unknown, code: ClientErrorCode): error is ApiError =>
  error instanceof ApiError && error.code === code;

/** The i18n key of what `error` says to the user. */
export function errorKey(error: unknown, overrides: ErrorOverrides = {}): string {
  const fallback = overrides.fallback ?? GENERIC_MESSAGE;
  if (!(error instanceof ApiError)) return fallback;
  const own = overrides.codes?.[error.code];
  if (own) return own;
  if (overrides.only && !overrides.only.includes(error.code)) return fallback;
  return error.code === 'NETWORK' ? NETWORK_MESSAGE : ERROR_MESSAGES[error.code];
}

/** Any error as a translated sentence. */
export function errorMessage(t: TFunction, error: unknown, overrides?: ErrorOverrides): string {
  return t(errorKey(error, overrides));
}
