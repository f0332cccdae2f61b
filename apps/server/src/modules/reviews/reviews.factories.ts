import type { Db } from '../../db/client.js';
import { createReviewsRepository } from './reviews.repository.js';

/**
 * A review written as the service writes it (the row, then the listing's and shop's aggregates in the
 * same transaction), for setting the scene of a test or the demo: `reply` and `reportReason` leave it
 * replied to or reported.
 */
export function createReviewsFactories(db: Db) {
  const repo = createReviewsRepository(db);
  return {
    async review(values: {
      orderId: string;
      listingId: string;
      shopId: string;
      userId: string | null;
      rating?: number;
      body?: string | null;
      reply?: string;
      reportReason?: string;
      createdAt?: Date;
    }) {
      return db.transaction(async (tx) => {
        const at = values.createdAt ?? new Date();
        const row = await repo.insert(tx, {
          orderId: values.orderId,
          listingId: values.listingId,
          shopId: values.shopId,
          userId: values.userId,
          rating: values.rating ?? 5,
          body: values.body ?? null,
          createdAt: at,
          ...(values.reply ? { reply: values.reply, repliedAt: at } : {}),
          ...(values.reportReason ? { reportReason: values.reportReason, reportedAt: at } : {}),
        });
        if (!row) throw new Error('That item of the order is reviewed already');
        await repo.recompute(tx, row.listingId, row.shopId);
        return row;
      });
    },

    /**
     * The listings' and their shops' aggregates, recomputed by the repository's own code: after reviews
     * written in one batch (the demo seed's), once per listing.
     */
    async recompute(pairs: readonly { listingId: string; shopId: string }[]) {
      await db.transaction(async (tx) => {
        for (const p of pairs) await repo.recompute(tx, p.listingId, p.shopId);
      });
    },
  };
}
