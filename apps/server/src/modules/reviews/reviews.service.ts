import {
  type ItemReviewsPage,
  type OrderReviews,
  type OwnReview,
  REVIEWS_PAGE_SIZE,
  type ReportedReview,
  type ReportedReviews,
  type ReviewCreate,
  type ShopReview,
  type ShopReviewsPage,
  type ShopReviewsQuery,
} from '@haflah/contracts';
import type { Db } from '../../db/client.js';
import { AppError } from '../../http/errors.js';
import { type Actor, requireAccess } from '../../platform/access.js';
import type { Bus } from '../../platform/bus.js';
import { inTransaction } from '../../platform/transaction.js';
import type { AuditService } from '../audit/index.js';
import type { ReviewsPolicy } from './reviews.policy.js';
import { decodeCursor, encodeCursor, type ReviewRow, type ReviewsRepository } from './reviews.repository.js';

const NO_REVIEW = 'No such review';

/** "Sara Ahmed" → "Sara A."; one word stays as it is; no account (deleted) → null ("Customer"). */
export function reviewerLabel(name: string | null | undefined): string | null {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return null;
  const [first, ...rest] = words;
  const last = rest.at(-1);
  return last ? `${first} ${[...last][0]!.toUpperCase()}.` : first!;
}

const replyOf = (row: ReviewRow) =>
  row.reply && row.repliedAt ? { text: row.reply, at: row.repliedAt.toISOString() } : null;

const ownReview = (row: ReviewRow): OwnReview => ({
  id: row.id,
  listingId: row.listingId,
  rating: row.rating,
  body: row.body,
  createdAt: row.createdAt.toISOString(),
});

type ShopRow = NonNullable<Awaited<ReturnType<ReviewsRepository['shopRow']>>>;
const toShopReview = (r: ShopRow): ShopReview => ({
  id: r.review.id,
  listingId: r.review.listingId,
  listingNameEn: r.listingNameEn,
  listingNameAr: r.listingNameAr,
  orderId: r.review.orderId,
  orderNumber: r.orderNumber,
  reviewer: reviewerLabel(r.reviewerName),
  rating: r.review.rating,
  body: r.review.body,
  createdAt: r.review.createdAt.toISOString(),
  reply: replyOf(r.review),
  reportedAt: r.review.reportedAt?.toISOString() ?? null,
  hidden: r.review.hiddenAt != null,
});

type ReportedRow = Awaited<ReturnType<ReviewsRepository['reported']>>[number];
const toReported = (r: ReportedRow): ReportedReview => ({
  id: r.review.id,
  shopId: r.review.shopId,
  shopNameEn: r.shopNameEn,
  shopNameAr: r.shopNameAr,
  listingNameEn: r.listingNameEn,
  listingNameAr: r.listingNameAr,
  reviewer: reviewerLabel(r.reviewerName),
  rating: r.review.rating,
  body: r.review.body,
  reason: r.review.reportReason ?? '',
  reportedAt: (r.review.reportedAt ?? r.review.createdAt).toISOString(),
  createdAt: r.review.createdAt.toISOString(),
  decision: r.review.decidedAt ? (r.review.hiddenAt ? 'hidden' : 'kept') : null,
});

interface Deps {
  db: Db;
  repo: ReviewsRepository;
  policy: ReviewsPolicy;
  audit: Pick<AuditService, 'record'>;
  bus: Bus;
  clock: () => Date;
}

/** Reviews (issue 27 point 4): customers rate what they received, shops reply and report, admins decide. */
export function createReviewsService({ db, repo, policy, audit, bus, clock }: Deps) {
  async function shopReview(id: string): Promise<ShopReview> {
    const row = await repo.shopRow(id);
    if (!row) throw new AppError('NOT_FOUND', NO_REVIEW);
    return toShopReview(row);
  }

  return {
    /** The order's items and the reviews given; `canReview` once it is delivered (or completed). */
    async ofOrder(actor: Actor, orderId: string): Promise<OrderReviews> {
      await requireAccess(policy, actor, 'order.review', [orderId], 'No such order');
      const [order, items, given] = await Promise.all([
        repo.order(orderId),
        repo.orderItems(orderId),
        repo.ofOrder(orderId),
      ]);
      if (!order) throw new AppError('NOT_FOUND', 'No such order');
      return {
        canReview: order.status === 'delivered',
        items: items.map((item) => {
          const review = given.find((r) => r.listingId === item.listingId);
          return {
            listingId: item.listingId,
            nameEn: item.nameEn,
            nameAr: item.nameAr,
            imageUrl: item.imageUrl,
            review: review ? ownReview(review) : null,
          };
        }),
      };
    },

    /**
     * A customer rates one item of their delivered (or, for bookings, completed: also `delivered`)
     * order, once. The row and the listing's and shop's aggregates are written in one transaction;
     * a second review of the item (even a concurrent one: the unique index decides) is REVIEW_EXISTS.
     */
    async create(actor: Actor, orderId: string, input: ReviewCreate): Promise<OwnReview> {
      await requireAccess(policy, actor, 'order.review', [orderId], 'No such order');
      const order = await repo.order(orderId);
      if (!order) throw new AppError('NOT_FOUND', 'No such order');
      if (order.status !== 'delivered')
        throw new AppError('REVIEW_NOT_ALLOWED', 'Only a delivered or completed order can be reviewed');
      const items = await repo.orderItems(orderId);
      if (!items.some((i) => i.listingId === input.listingId))
        throw new AppError('REVIEW_NOT_ALLOWED', 'That item is not in this order');
      const row = await inTransaction(db, async (tx, transaction) => {
        const inserted = await repo.insert(tx, {
          listingId: input.listingId,
          shopId: order.shopId,
          orderId,
          userId: actor.id,
          rating: input.rating,
          body: input.body ? input.body : null,
          createdAt: clock(),
        });
        if (!inserted) throw new AppError('REVIEW_EXISTS', 'This item of the order is reviewed already');
        await repo.recompute(tx, inserted.listingId, inserted.shopId);
        await bus.publish('review.created', { reviewId: inserted.id, shopId: inserted.shopId }, transaction);
        return inserted;
      });
      return ownReview(row);
    },

    /** A listing's visible reviews, newest first (public). */
    async itemPage(listingId: string, after: string | undefined): Promise<ItemReviewsPage> {
      const rows = await repo.page(listingId, decodeCursor(after), REVIEWS_PAGE_SIZE + 1);
      const page = rows.slice(0, REVIEWS_PAGE_SIZE);
      return {
        reviews: page.map(({ review, reviewerName }) => ({
          id: review.id,
          reviewer: reviewerLabel(reviewerName),
          rating: review.rating,
          body: review.body,
          createdAt: review.createdAt.toISOString(),
          reply: replyOf(review),
        })),
        nextCursor: rows.length > REVIEWS_PAGE_SIZE ? encodeCursor(page.at(-1)!.review) : null,
      };
    },

    /** The signed-in retailer's shop's reviews, newest first: all, unanswered, or by stars. */
    async shopPage(actor: Actor, query: ShopReviewsQuery): Promise<ShopReviewsPage> {
      const shopId = await repo.shopOf(actor.id);
      if (!shopId) return { reviews: [], nextCursor: null };
      const rows = await repo.shopPage(
        shopId,
        { rating: query.rating, unanswered: query.unanswered === 'true' },
        decodeCursor(query.after),
        REVIEWS_PAGE_SIZE + 1,
      );
      const page = rows.slice(0, REVIEWS_PAGE_SIZE);
      return {
        reviews: page.map(toShopReview),
        nextCursor: rows.length > REVIEWS_PAGE_SIZE ? encodeCursor(page.at(-1)!.review) : null,
      };
    },

    /**
     * The shop's one public reply (409 REPLY_EXISTS for a second), under the review's lock; the
     * reviewer is emailed and their screens told, in the reply's transaction.
     */
    async reply(actor: Actor, id: string, text: string): Promise<ShopReview> {
      await requireAccess(policy, actor, 'review.shop', [id], NO_REVIEW);
      // Read before the transaction: what names the review does not change with the reply.
      const [names] = await repo.reported(id);
      if (!names) throw new AppError('NOT_FOUND', NO_REVIEW);
      const userId = names.review.userId;
      const account = userId ? await repo.account(userId) : undefined;
      await inTransaction(db, async (tx, transaction) => {
        const current = await repo.lockById(tx, id);
        if (!current) throw new AppError('NOT_FOUND', NO_REVIEW);
        if (current.reply != null) throw new AppError('REPLY_EXISTS', 'The shop has replied already');
        await repo.update(tx, id, { reply: text, repliedAt: clock() });
        await bus.publish(
          'review.replied',
          {
            reviewId: id,
            shopId: current.shopId,
            userId: current.userId,
            notice:
              account && current.userId
                ? {
                    to: account.email,
                    name: account.name,
                    shop: { en: names.shopNameEn, ar: names.shopNameAr },
                    listing: { en: names.listingNameEn, ar: names.listingNameAr },
                    reply: text,
                  }
                : null,
          },
          transaction,
        );
      });
      return shopReview(id);
    },

    /** The shop reports a review to the admins, once (409 REVIEW_ALREADY_REPORTED). */
    async report(actor: Actor, id: string, reason: string): Promise<ShopReview> {
      await requireAccess(policy, actor, 'review.shop', [id], NO_REVIEW);
      await inTransaction(db, async (tx, transaction) => {
        const current = await repo.lockById(tx, id);
        if (!current) throw new AppError('NOT_FOUND', NO_REVIEW);
        if (current.reportedAt != null)
          throw new AppError('REVIEW_ALREADY_REPORTED', 'The review is reported already');
        await repo.update(tx, id, { reportedAt: clock(), reportReason: reason });
        await bus.publish('review.reported', { reviewId: id, shopId: current.shopId }, transaction);
      });
      return shopReview(id);
    },

    /** Reports waiting for an admin, oldest first. */
    async reported(): Promise<ReportedReviews> {
      return { reviews: (await repo.reported()).map(toReported) };
    },

    /**
     * An admin keeps or hides a reported review: decided, hidden or not, the aggregates recomputed,
     * one audit row, in one transaction under the review's lock. Only a reported review (404
     * otherwise); deciding again changes the decision (its own audit row).
     */
    async decide(
      actor: Actor,
      id: string,
      decision: 'keep' | 'hide',
      ip: string | null,
    ): Promise<ReportedReview> {
      await requireAccess(policy, actor, 'review.manage', [id], NO_REVIEW);
      await inTransaction(db, async (tx, transaction) => {
        const current = await repo.lockById(tx, id);
        if (!current?.reportedAt) throw new AppError('NOT_FOUND', NO_REVIEW);
        const now = clock();
        const hiddenAt = decision === 'hide' ? (current.hiddenAt ?? now) : null;
        await repo.update(tx, id, { hiddenAt, decidedAt: now, decidedBy: actor.id });
        if ((current.hiddenAt != null) !== (hiddenAt != null))
          await repo.recompute(tx, current.listingId, current.shopId);
        await audit.record(tx, {
          actor,
          ip,
          action: decision === 'hide' ? 'review.hide' : 'review.keep',
          target: { type: 'review', id },
          reason: current.reportReason,
          before: { hidden: current.hiddenAt != null },
          after: { hidden: hiddenAt != null },
        });
        await bus.publish('review.decided', { reviewId: id, shopId: current.shopId }, transaction);
      });
      const [row] = await repo.reported(id);
      if (!row) throw new AppError('NOT_FOUND', NO_REVIEW);
      return toReported(row);
    },
  };
}

export type ReviewsService = ReturnType<typeof createReviewsService>;
