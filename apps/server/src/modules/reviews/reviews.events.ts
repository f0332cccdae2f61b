// The domain events this module publishes (ADR 017): the bus learns their names and payloads here.

/** What the mail module writes to a reviewer when the shop replies (both languages, as order mail). */
export interface ReviewReplyNotice {
  to: string;
  name: string;
  shop: { en: string; ar: string };
  listing: { en: string; ar: string };
  reply: string;
}

declare module '../../platform/bus.js' {
  interface DomainEvents {
    /** A customer reviewed an item (inside its transaction): the shop's screen refetches. */
    'review.created': { reviewId: string; shopId: string };
    /**
     * The shop replied (inside the reply's transaction): the reviewer is emailed (when the account is
     * still there) and their open screens refetch.
     */
    'review.replied': {
      reviewId: string;
      shopId: string;
      userId: string | null;
      notice: ReviewReplyNotice | null;
    };
    /** The shop reported a review (inside its transaction): the admins' list refetches. */
    'review.reported': { reviewId: string; shopId: string };
    /** An admin kept or hid a reported review (inside its transaction). */
    'review.decided': { reviewId: string; shopId: string };
  }
}
