/**
 * The money ledger (DESIGN.md, "Money in, money out"; ADR 016): one row per movement of an order's
 * money. A provider's effect is a row that starts `pending` and is `done` only once the provider has
 * confirmed it (or `failed` after its last try); balances are sums of `done` rows.
 */
export const LEDGER_KINDS = [
  /** The card's money taken (the authorisation captured). */
  'capture',
  /** Money given back to the card. */
  'refund',
  /** Cash handed over on delivery. */
  'cash_collected',
  /** The card's money reserved at checkout, before the order's transaction. */
  'authorization',
  /** An authorisation released without taking the money. */
  'void',
  /**
   * What a shop's offer or a promo code took off the order (issue 27 point 6), recorded when the order
   * is placed: no provider moves it, so it is written done. Not money received or given back.
   */
  'discount',
] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

export const LEDGER_STATES = ['pending', 'done', 'failed'] as const;
export type LedgerState = (typeof LEDGER_STATES)[number];

/** How many times a capture or a refund is tried before the order is flagged for an admin. */
export const MONEY_MAX_ATTEMPTS = 5;
