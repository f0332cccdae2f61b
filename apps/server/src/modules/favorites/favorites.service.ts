import { type FavoriteIds, type FavoritesResponse, MAX_FAVORITES } from '@haflah/contracts';
import { AppError } from '../../http/errors.js';
import { type Actor, type Policy, requireAccess } from '../../platform/access.js';
import type { CatalogueService } from '../catalogue/index.js';
import type { FavoriteAction } from './favorites.policy.js';
import type { FavoritesRepository } from './favorites.repository.js';

/** Favorites: any listing customers can see, for any signed-in user; each user sees only their own. */
export function createFavoritesService(deps: {
  repo: FavoritesRepository;
  policy: Policy<FavoriteAction>;
  catalogue: Pick<CatalogueService, 'itemsByIds' | 'getItem'>;
}) {
  const { repo, policy, catalogue } = deps;
  const ids = async (actor: Actor): Promise<FavoriteIds> => ({ ids: await repo.ids(actor.id) });

  return {
    ids,

    async list(actor: Actor): Promise<FavoritesResponse> {
      return { items: await catalogue.itemsByIds(await repo.ids(actor.id)) };
    },

    async add(actor: Actor, listingId: string): Promise<FavoriteIds> {
      // Only what customers can see may be a favorite (NOT_FOUND otherwise, as for the item itself).
      await catalogue.getItem(listingId);
      if (!(await repo.add(actor.id, listingId, MAX_FAVORITES)))
        throw new AppError('FAVORITE_LIMIT', `At most ${MAX_FAVORITES} favorites`);
      return ids(actor);
    },

    async remove(actor: Actor, listingId: string): Promise<FavoriteIds> {
      await requireAccess(policy, actor, 'favorite.remove', [listingId], 'Favorite not found');
      await repo.remove(actor.id, listingId);
      return ids(actor);
    },
  };
}
export type FavoritesService = ReturnType<typeof createFavoritesService>;
