import type { Policy } from '../../platform/access.js';
import type { OffersStaffRepository } from './offers.staff-repository.js';

export type OffersAction = 'offer.manage' | 'promoCode.manage';
export type OffersPolicy = Policy<OffersAction>;

/**
 * Who may change an offer or a code. A shop's offers and codes: the retailer who owns the shop. The
 * marketplace's codes (no shop): any admin, and only through the admin area. Everyone else, another
 * shop included, and an admin asking about a shop's code: as if it did not exist (404).
 */
export function createOffersPolicy(
  repo: Pick<OffersStaffRepository, 'offersOfOwner' | 'codesOfOwner' | 'marketplaceCodes'>,
): OffersPolicy {
  return {
    async can(actor, action, ids) {
      if (action === 'offer.manage') {
        return actor.role === 'retailer' ? repo.offersOfOwner(actor.id, ids) : new Set();
      }
      if (actor.role === 'admin') return repo.marketplaceCodes(ids);
      return actor.role === 'retailer' ? repo.codesOfOwner(actor.id, ids) : new Set();
    },
  };
}
