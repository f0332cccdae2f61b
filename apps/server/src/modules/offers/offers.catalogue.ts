import type { OfferNote } from '@haflah/contracts';
import { and, asc, gt, inArray, lte, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.js';
import { shopOffers } from './offers.schema.js';

/**
 * What customers' browsing reads of offers (the catalogue's shop lists and Hot Deals): the offer each
 * shop runs at `now`, and when that changes by the clock alone (an offer starts or ends), so a kept
 * answer is forgotten then. Read-only; the offers service writes.
 */
export function createOfferNotes(db: Executor) {
  return {
    /** Each shop's offer running at `now` (the earliest started if ever two). */
    async running(shopIds: readonly string[], now: Date): Promise<Map<string, OfferNote>> {
      if (shopIds.length === 0) return new Map();
      const rows = await db
        .select({
          shopId: shopOffers.shopId,
          percent: shopOffers.percent,
          capFils: shopOffers.capFils,
          minOrderFils: shopOffers.minOrderFils,
          firstOrderOnly: shopOffers.firstOrderOnly,
        })
        .from(shopOffers)
        .where(
          and(
            inArray(shopOffers.shopId, [...new Set(shopIds)]),
            lte(shopOffers.startsAt, now),
            gt(shopOffers.endsAt, now),
          ),
        )
        .orderBy(asc(shopOffers.startsAt), asc(shopOffers.id));
      const notes = new Map<string, OfferNote>();
      for (const { shopId, ...note } of rows) if (!notes.has(shopId)) notes.set(shopId, note);
      return notes;
    },

    /** The next instant after `now` at which any offer starts or ends; null when none will. */
    async nextChange(now: Date): Promise<Date | null> {
      // As epoch milliseconds: a timestamp out of an expression comes back as text in the driver's format.
      const [row] = await db
        .select({
          at: sql<number | null>`(extract(epoch from least(
            min(${shopOffers.startsAt}) filter (where ${shopOffers.startsAt} > ${now}),
            min(${shopOffers.endsAt}))) * 1000)::float8`.mapWith((v) => (v === null ? null : Number(v))),
        })
        .from(shopOffers)
        .where(gt(shopOffers.endsAt, now));
      return row?.at == null ? null : new Date(row.at);
    },
  };
}

export type OfferNotes = ReturnType<typeof createOfferNotes>;

/**
 * The percent of the offer the shop of `shopId` (a column) runs at `now`, or null: for a query that
 * ranks listings by their discount (Hot Deals).
 */
export function runningOfferPercent(shopId: AnyPgColumn, now: Date) {
  return sql<number | null>`(select ${shopOffers.percent} from ${shopOffers}
    where ${shopOffers.shopId} = ${shopId}
      and ${shopOffers.startsAt} <= ${now} and ${shopOffers.endsAt} > ${now}
    order by ${shopOffers.startsAt} limit 1)`;
}
