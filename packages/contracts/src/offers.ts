/**
 * Issue 27 point 6: a shop's offer (percent off with a cap, optional minimum order, a start and an
 * end, first order only or everyone) and promo codes (a shop's or marketplace-wide, usage limits,
 * expiry), which checkout applies by one rule (discounts.ts).
 */

export const OFFER_MIN_PERCENT = 1;
export const OFFER_MAX_PERCENT = 90;
/** A promo code as typed (case-insensitive; stored upper-case): 3 to 20 letters or digits. */
export const PROMO_CODE_PATTERN = /^[A-Z0-9]{3,20}$/;
