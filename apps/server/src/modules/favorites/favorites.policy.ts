import type { Policy } from '../../platform/access.js';
import type { FavoritesRepository } from './favorites.repository.js';

export type FavoriteAction = 'favorite.remove';

/** A favorite is its user's alone: removing a listing that is not one of yours is "not found". */
export function createFavoritesPolicy(repo: FavoritesRepository): Policy<FavoriteAction> {
  return { can: (actor, _action, listingIds) => repo.owned(actor.id, listingIds) };
}
