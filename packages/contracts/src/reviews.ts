import { z } from 'zod/mini';
import { idSchema, noControlCharacters, plainText } from './common.js';

/* -----------------------------------------------------------------------------------------------
 * Issue 27 point 4: reviews of what was delivered or completed, the shop's reply, reports to admins.
 *
 *   GET  /api/orders/:id/reviews           → 200 OrderReviews: the order's items and, for each, the
 *                                            review given (null when none yet); `canReview` when the
 *                                            order is delivered (a booking-only order: completed).
 *                                            The order's customer only (404 otherwise).
 *   POST /api/orders/:id/reviews           body ReviewCreate → 201 OwnReview. 409 REVIEW_NOT_ALLOWED
 *                                            before delivery or for an item not in the order, 409
 *                                            REVIEW_EXISTS for a second review of the same item.
 *   GET  /api/items/:id/reviews?after=     → 200 ItemReviewsPage: visible reviews, newest first (public).
 *   GET  /api/retailer/reviews?after&rating&unanswered → 200 ShopReviewsPage: the shop's own.
 *   POST /api/retailer/reviews/:id/reply   body ReviewReply → 200 ShopReview (409 REPLY_EXISTS).
 *   POST /api/retailer/reviews/:id/report  body ReviewReport → 200 ShopReview (409 REVIEW_ALREADY_REPORTED).
 *   GET  /api/admin/reviews/reported       → 200 ReportedReviews: open reports, oldest first.
 *   POST /api/admin/reviews/:id/keep|hide  → 200 ReportedReview (audit row review.keep / review.hide).
 *
 * Realtime: `{ type: 'reviews.changed', reviewId }` to the shop's room `shop:<id>` when a review
 * arrives, and to the reviewer's `user:<id>` when the shop replies.
 * --------------------------------------------------------------------------------------------- */

export const REVIEW_MIN_RATING = 1;
export const REVIEW_MAX_RATING = 5;
/** A review's optional text and a shop's reply: plain text (markup stripped). */
export const REVIEW_TEXT_MAX_LENGTH = 1000;
export const REVIEW_REPLY_MAX_LENGTH = 1000;
/** Why a shop reports a review to the admins. */
export const REVIEW_REPORT_REASON_MAX_LENGTH = 500;
/** Reviews per page (the product page's "Load more", the shop's list). */
export const REVIEWS_PAGE_SIZE = 10;

export const reviewRatingSchema = z.int().check(z.gte(REVIEW_MIN_RATING), z.lte(REVIEW_MAX_RATING));

export const reviewIdParamsSchema = z.object({ id: idSchema });

export const reviewCreateSchema = z.object({
  listingId: idSchema,
  rating: reviewRatingSchema,
  /** Empty text is no text. */
  body: z.optional(plainText(REVIEW_TEXT_MAX_LENGTH)),
});
export type ReviewCreate = z.infer<typeof reviewCreateSchema>;

export const reviewReplySchema = z.object({ text: plainText(REVIEW_REPLY_MAX_LENGTH, 1) });
export type ReviewReply = z.infer<typeof reviewReplySchema>;

export const reviewReportSchema = z.object({ reason: plainText(REVIEW_REPORT_REASON_MAX_LENGTH, 1) });
export type ReviewReport = z.infer<typeof reviewReportSchema>;

/** A review as its author sees it on the order page. */
export const ownReviewSchema = z.object({
  id: idSchema,
  listingId: idSchema,
  rating: reviewRatingSchema,
  body: z.nullable(z.string()),
  createdAt: z.iso.datetime(),
});
export type OwnReview = z.infer<typeof ownReviewSchema>;

export const orderReviewItemSchema = z.object({
  listingId: idSchema,
  nameEn: z.string(),
  nameAr: z.string(),
  imageUrl: z.nullable(z.string()),
  review: z.nullable(ownReviewSchema),
});
export type OrderReviewItem = z.infer<typeof orderReviewItemSchema>;

export const orderReviewsSchema = z.object({
  /** Delivered (a booking-only order: completed): its items may be rated. */
  canReview: z.boolean(),
  items: z.array(orderReviewItemSchema),
});
export type OrderReviews = z.infer<typeof orderReviewsSchema>;

/** A visible review on the product page. */
export const itemReviewSchema = z.object({
  id: idSchema,
  /** "Sara A." — first name and initial; null once the account is gone ("Customer"). */
  reviewer: z.nullable(z.string()),
  rating: reviewRatingSchema,
  body: z.nullable(z.string()),
  createdAt: z.iso.datetime(),
  reply: z.nullable(z.object({ text: z.string(), at: z.iso.datetime() })),
});
export type ItemReview = z.infer<typeof itemReviewSchema>;

export const reviewsPageQuerySchema = z.object({
  /** The `nextCursor` of the previous page. */
  after: z.optional(z.string().check(z.maxLength(80), noControlCharacters())),
});

export const itemReviewsPageSchema = z.object({
  reviews: z.array(itemReviewSchema),
  nextCursor: z.nullable(z.string()),
});
export type ItemReviewsPage = z.infer<typeof itemReviewsPageSchema>;

/** The shop's list: all, unanswered only, or one number of stars. */
export const shopReviewsQuerySchema = z.object({
  after: z.optional(z.string().check(z.maxLength(80), noControlCharacters())),
  rating: z.optional(z.pipe(z.coerce.number(), reviewRatingSchema)),
  unanswered: z.optional(z.enum(['true', 'false'])),
});
export type ShopReviewsQuery = z.infer<typeof shopReviewsQuerySchema>;

export const shopReviewSchema = z.object({
  id: idSchema,
  listingId: idSchema,
  listingNameEn: z.string(),
  listingNameAr: z.string(),
  orderId: idSchema,
  orderNumber: z.int(),
  reviewer: z.nullable(z.string()),
  rating: reviewRatingSchema,
  body: z.nullable(z.string()),
  createdAt: z.iso.datetime(),
  reply: z.nullable(z.object({ text: z.string(), at: z.iso.datetime() })),
  /** Reported to the admins (and not decided yet, or kept). */
  reportedAt: z.nullable(z.iso.datetime()),
  hidden: z.boolean(),
});
export type ShopReview = z.infer<typeof shopReviewSchema>;

export const shopReviewsPageSchema = z.object({
  reviews: z.array(shopReviewSchema),
  nextCursor: z.nullable(z.string()),
});
export type ShopReviewsPage = z.infer<typeof shopReviewsPageSchema>;

export const reportedReviewSchema = z.object({
  id: idSchema,
  shopId: idSchema,
  shopNameEn: z.string(),
  shopNameAr: z.string(),
  listingNameEn: z.string(),
  listingNameAr: z.string(),
  reviewer: z.nullable(z.string()),
  rating: reviewRatingSchema,
  body: z.nullable(z.string()),
  reason: z.string(),
  reportedAt: z.iso.datetime(),
  createdAt: z.iso.datetime(),
  /** After a decision: kept (still shown) or hidden. */
  decision: z.nullable(z.enum(['kept', 'hidden'])),
});
export type ReportedReview = z.infer<typeof reportedReviewSchema>;

export const reportedReviewsSchema = z.object({ reviews: z.array(reportedReviewSchema) });
export type ReportedReviews = z.infer<typeof reportedReviewsSchema>;
