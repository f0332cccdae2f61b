import type { Db, Tx } from '../db/client.js';
import type { InTransaction } from './bus.js';

/**
 * Runs `work` in one transaction, giving it what events published inside need (InTransaction), and
 * runs their after-commit work once, and only if, the transaction commits.
 */
export async function inTransaction<R>(
  db: Db,
  work: (tx: Tx, transaction: InTransaction) => Promise<R>,
): Promise<R> {
  const afterCommit: (() => void)[] = [];
  const result = await db.transaction((tx) =>
    work(tx, { executor: tx, afterCommit: (fn) => void afterCommit.push(fn) }),
  );
  for (const fn of afterCommit) fn();
  return result;
}
