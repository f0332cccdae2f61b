/** Issue 27 point 4: reviews of what was delivered or completed, the shop's reply, reports to admins. */

export const REVIEW_MIN_RATING = 1;
export const REVIEW_MAX_RATING = 5;
/** A review's optional text and a shop's reply: plain text (markup stripped). */
export const REVIEW_TEXT_MAX_LENGTH = 1000;
export const REVIEW_REPLY_MAX_LENGTH = 1000;
/** Why a shop reports a review to the admins. */
export const REVIEW_REPORT_REASON_MAX_LENGTH = 500;
