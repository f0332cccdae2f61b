import { defineModule, type ModuleContext } from '../../platform/module.js';
import { createLedgerRepository } from './ledger.repository.js';
import type { LedgerService } from './ledger.service.js';
import { createLedgerService } from './ledger.service.js';

/**
 * The money ledger (ADR 016): every movement of an order's money, one row each — authorised,
 * captured, voided, refunded, cash collected (later payouts). Only this module writes money rows;
 * workflows call it inside their transactions, and orders read an order's rows for its payment state.
 */
export function createLedgerModule(ctx: Pick<ModuleContext, 'db'>) {
  const repo = createLedgerRepository(ctx.db);
  return { service: createLedgerService({ repo }) };
}

export type { ClaimedEntry, LedgerEntry } from './ledger.repository.js';
export { type LedgerRow, paymentState, refundable, retryDelayMs, settled } from './ledger.rules.js';
/** Read models of other modules (the shop's analytics) join the rows; only this module writes them. */
export { ledgerEntries } from './ledger.schema.js';
export type { LedgerService } from './ledger.service.js';
export { MONEY_LEASE_MS } from './ledger.service.js';

export const ledgerModule = defineModule({
  name: 'ledger',
  needs: [],
  build: (ctx) => ({ provides: { ledger: createLedgerModule(ctx).service } }),
});

declare module '../../platform/module.js' {
  interface Services {
    ledger: LedgerService;
  }
}
