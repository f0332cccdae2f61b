import type { Executor } from '../../db/client.js';
import { ledgerEntries } from './ledger.schema.js';

/**
 * Money rows written as the ledger's flows leave them, for setting a scene (the demo's past orders):
 * an authorisation and its capture confirmed, cash collected, a refund the provider confirmed (with the
 * try it took and when it was decided). Multi-row inserts; only this module names the table.
 */
export function createLedgerFactories(executor: Executor) {
  return {
    async entries(rows: (typeof ledgerEntries.$inferInsert)[]): Promise<void> {
      for (let i = 0; i < rows.length; i += 2000)
        await executor.insert(ledgerEntries).values(rows.slice(i, i + 2000));
    },
  };
}
