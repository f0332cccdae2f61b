import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One row per background job: the next moment any node may run it. A node runs a tick only if it moves
 * `run_after` forward itself (one atomic statement), so with several nodes each tick runs once.
 */
export const jobLeases = pgTable('job_leases', {
  name: text().primaryKey(),
  runAfter: timestamp({ withTimezone: true }).notNull(),
});
