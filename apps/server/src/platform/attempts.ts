/**
 * A sliding-window limiter over `auth_attempts`, exact across nodes: sign-in, code requests and mail
 * (per account, per recipient) count with it. Keys are the caller's: never put an email address in one
 * in the clear where a hash will do.
 */
import { and, asc, count, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db, Executor } from '../db/client.js';
import { authAttempts } from './attempts.schema.js';

export interface Limit {
  key: string;
  max: number;
  windowSeconds: number;
}

export type LimitResult =
  | {
      allowed: true;
      /** The attempt recorded under each key, to take back if it turns out not to count (`release`). */
      recorded: Array<{ key: string; id: number }>;
    }
  | { allowed: false; retryAfterSeconds: number };

export function createAttemptsRepository(db: Db) {
  return {
    /**
     * Records one attempt under each limit's key unless any limit is already used up. All keys are
     * locked (advisory, transaction-scoped, in a fixed order so two requests can't deadlock) before
     * counting, so concurrent requests on any node see each other's attempts.
     */
    async consume(limits: Limit[], executor: Executor = db): Promise<LimitResult> {
      const ordered = [...limits].sort((a, b) => a.key.localeCompare(b.key));
      // Inside the caller's transaction (a savepoint) when given one: the attempts then commit or roll
      // back with what they counted (an order's email), and PGlite's one connection is not asked twice.
      return executor.transaction(async (tx) => {
        for (const l of ordered) {
          await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${l.key}, 0))`);
        }
        let retryAfter = 0;
        for (const l of ordered) {
          const windowStart = sql`now() - make_interval(secs => ${l.windowSeconds})`;
          await tx
            .delete(authAttempts)
            .where(and(eq(authAttempts.key, l.key), lt(authAttempts.at, windowStart)));
          const [row] = await tx.select({ n: count() }).from(authAttempts).where(eq(authAttempts.key, l.key));
          if ((row?.n ?? 0) >= l.max) {
            const [oldest] = await tx
              .select({
                wait: sql<number>`ceil(extract(epoch from (${authAttempts.at} + make_interval(secs => ${l.windowSeconds}) - now())))::int`,
              })
              .from(authAttempts)
              .where(eq(authAttempts.key, l.key))
              .orderBy(asc(authAttempts.at))
              .limit(1);
            retryAfter = Math.max(retryAfter, oldest?.wait ?? l.windowSeconds, 1);
          }
        }
        if (retryAfter > 0) return { allowed: false, retryAfterSeconds: retryAfter };
        const recorded = await tx
          .insert(authAttempts)
          .values(ordered.map((l) => ({ key: l.key })))
          .returning({ key: authAttempts.key, id: authAttempts.id });
        return { allowed: true, recorded };
      });
    },

    /** Takes back attempts recorded by `consume` (they did not count after all). */
    async release(ids: number[]) {
      if (ids.length) await db.delete(authAttempts).where(inArray(authAttempts.id, ids));
    },

    /** Forgets every attempt under `key` (a successful sign-in clears its email's failures). */
    async reset(key: string) {
      await db.delete(authAttempts).where(eq(authAttempts.key, key));
    },
  };
}
