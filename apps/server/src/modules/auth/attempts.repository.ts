import { createHash } from 'node:crypto';
import { and, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { authAttempts } from '../../platform/attempts.schema.js';

/**
 * One email with one client address, as a key part: hashed, so the limiter's rows don't keep the
 * address in the clear.
 */
export function pairKey(email: string, ip: string): string {
  return createHash('sha256').update(`${email}\n${ip}`).digest('base64url').slice(0, 32);
}

/**
 * Addresses an account has proven itself from (a correct code, or the password of a verified
 * account), remembered for a while in the limiter's table (one row per email and address), so a
 * code request from there is not held by the ceiling that strangers elsewhere may have used up.
 */
export function createKnownAddresses(db: Db, windowSeconds: number) {
  const keyOf = (email: string, ip: string) => `known:${pairKey(email, ip)}`;
  return {
    async remember(email: string, ip: string) {
      const key = keyOf(email, ip);
      await db.transaction(async (tx) => {
        await tx.delete(authAttempts).where(eq(authAttempts.key, key));
        await tx.insert(authAttempts).values({ key });
      });
    },

    async isKnown(email: string, ip: string): Promise<boolean> {
      const [row] = await db
        .select({ id: authAttempts.id })
        .from(authAttempts)
        .where(
          and(
            eq(authAttempts.key, keyOf(email, ip)),
            gte(authAttempts.at, sql`now() - make_interval(secs => ${windowSeconds})`),
          ),
        )
        .limit(1);
      return row !== undefined;
    },
  };
}
