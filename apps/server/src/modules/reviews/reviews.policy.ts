import type { Policy } from '../../platform/access.js';
import type { ReviewsRepository } from './reviews.repository.js';

export type ReviewAction = 'order.review' | 'review.shop' | 'review.manage';
export type ReviewsPolicy = Policy<ReviewAction>;

/**
 * Who may touch reviews. `order.review` (ids are orders): the order's customer alone rates its items.
 * `review.shop` (ids are reviews): the owner of the reviewed shop replies and reports; even an admin
 * does not, elsewhere than the admin area. `review.manage`: any admin keeps or hides. Everyone else: as
 * if the row did not exist (404).
 */
export function createReviewsPolicy(
  repo: Pick<ReviewsRepository, 'ordersOfCustomer' | 'ofShopOwner' | 'existing'>,
): ReviewsPolicy {
  return {
    async can(actor, action, ids) {
      if (action === 'order.review') return repo.ordersOfCustomer(actor.id, ids);
      if (action === 'review.shop')
        return actor.role === 'retailer' ? repo.ofShopOwner(actor.id, ids) : new Set();
      return actor.role === 'admin' ? repo.existing(ids) : new Set();
    },
  };
}
