import type { Policy } from '../../platform/access.js';
import type { ShopListingReads } from './catalogue.shop-reads.js';

export type ListingAction = 'listing.manage';

/**
 * Who may manage a listing in the back office: the owner of the listing's shop (a retailer account
 * runs its shop: shops.owner_user_id, asked through the shops module's front door). Nobody else, not
 * even an admin through these routes: another shop's listing is as if it did not exist (404).
 */
export function createListingsPolicy(deps: {
  shopsOf: (userId: string) => Promise<string[]>;
  reads: Pick<ShopListingReads, 'ofShops'>;
}): Policy<ListingAction> {
  return {
    async can(actor, _action, ids) {
      if (actor.role !== 'retailer') return new Set();
      return deps.reads.ofShops(await deps.shopsOf(actor.id), ids);
    },
  };
}
