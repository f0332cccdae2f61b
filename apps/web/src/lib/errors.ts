import type { ErrorCode } from '@haflah/contracts';
import type { TFunction } from 'i18next';
import { ApiError } from './api';
import type { StringGroup } from './i18n';

/** A server code, or the client's own for a request that got no answer. */
export type ClientErrorCode = ErrorCode | 'NETWORK';

/**
 * Codes only one lazy screen meets, with that screen's string group: their sentences are in the group
 * (`checkout.errors.CART_CHANGED`), loaded whenever the screen is shown, so Home does not carry them.
 */
const SCREEN_ERRORS: Partial<Record<ClientErrorCode, StringGroup>> = {
  HOLD_LIMIT: 'timeSlot',
  CART_LIMIT: 'cart',
  CART_CHANGED: 'checkout',
  HOLD_EXPIRED: 'checkout',
  PRICE_CHANGED: 'checkout',
  ITEM_UNAVAILABLE: 'checkout',
  DELIVERY_WINDOW_UNAVAILABLE: 'checkout',
  DELIVERY_AFTER_EVENT: 'checkout',
  IDEMPOTENCY_KEY_REUSED: 'checkout',
  ORDER_MOVE_NOT_ALLOWED: 'orders',
  ACCOUNT_HAS_ACTIVE_ORDERS: 'account',
  EVENT_IN_PAST: 'events',
  EVENT_CLOSED: 'events',
  GUEST_LIMIT: 'events',
  RSVP_CLOSED: 'rsvp',
  TOO_MANY_COMPANIONS: 'rsvp',
  NO_GUEST_EMAIL: 'events',
  IMAGE_INVALID: 'shop',
  IMAGE_TOO_LARGE: 'shop',
  LISTING_HAS_COMMITMENTS: 'shopListings',
  LISTING_IMAGE_LIMIT: 'shopListings',
  CSV_INVALID: 'shopListings',
  CSV_TOO_LARGE: 'shopListings',
  SHOP_PAUSED: 'product',
  SHOP_ALREADY_DECIDED: 'admin',
  SHOP_NOT_SUSPENDABLE: 'adminShops',
  SHOP_NOT_SUSPENDED: 'adminShops',
  DRIVER_MAX_BELOW_LOAD: 'adminOps',
  SUPPORT_REQUEST_CLOSED: 'adminSupport',
  DRIVER_INACTIVE: 'driver',
  DRIVER_OFFLINE: 'driver',
  DRIVER_FULL: 'driver',
  DRIVER_CASH_CAP: 'driver',
  DELIVERY_TAKEN: 'driver',
  DELIVERY_MOVE_NOT_ALLOWED: 'driver',
  WRONG_DELIVERY_CODE: 'driver',
  DELIVERY_CODE_LOCKED: 'driver',
  DELIVERY_PHOTO_REQUIRED: 'driver',
  CASH_BELOW_DUE: 'driver',
  BLOCK_OVERLAPS_BOOKING: 'shopBookings',
  SLOT_TOO_SOON: 'timeSlot',
  SLOT_TOO_FAR: 'timeSlot',
  SLOT_OUTSIDE_HOURS: 'timeSlot',
  REVIEW_EXISTS: 'reviews',
  REVIEW_NOT_ALLOWED: 'reviews',
  REPLY_EXISTS: 'reviews',
  REVIEW_ALREADY_REPORTED: 'reviews',
  PROMO_CODE_INVALID: 'checkout',
  PROMO_CODE_USED_UP: 'checkout',
  PROMO_CODE_NOT_ELIGIBLE: 'checkout',
  PROMO_CODE_TAKEN: 'shopOffers',
  OFFER_OVERLAPS: 'shopOffers',
};

/**
 * The i18n key of what an error code says (house rule 7: the server answers with codes, the client
 * translates them): `errors.<CODE>`, in the start strings, or `<group>.errors.<CODE>` for the codes
 * above. scripts/check-i18n.mjs checks that every code of the contracts has a sentence there in every
 * language (and reads SCREEN_ERRORS to know where).
 */
export const messageKeyOf = (code: ClientErrorCode) => {
  const group = SCREEN_ERRORS[code];
  return group ? `${group}.errors.${code}` : `errors.${code}`;
};
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
  return messageKeyOf(error.code);
}

/** Any error as a translated sentence. */
export function errorMessage(t: TFunction, error: unknown, overrides?: ErrorOverrides): string {
  return t(errorKey(error, overrides));
}
