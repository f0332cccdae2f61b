import { bigserial, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One row per counted attempt, keyed by what it counts (`login:<email>`, `ip:<addr>`,
 * `mail:account:<id>`…): sign-ins, code requests, emails sent. A sliding window over these rows, counted
 * under a per-key advisory lock, enforces limits exactly, across every server process. The table is
 * shared by every module through `platform/attempts.ts` (its name is from when only sign-in used it).
 */
export const authAttempts = pgTable(
  'auth_attempts',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    key: text().notNull(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('auth_attempts_key_at_idx').on(t.key, t.at)],
);
