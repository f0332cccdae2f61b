import { z } from 'zod/mini';
import { itemSummarySchema } from './catalogue.js';
import { idSchema } from './common.js';

export const MAX_FAVORITES = 500;
export const favoriteRequestSchema = z.object({ listingId: idSchema });
export const favoriteParamsSchema = z.object({ listingId: idSchema });
/** The ids of the signed-in user's favorites, newest first: the hearts on every card. */
export const favoriteIdsSchema = z.object({ ids: z.array(idSchema) });
export type FavoriteIds = z.infer<typeof favoriteIdsSchema>;
/** The favorites as item cards, newest first; items no longer on sale are left out. */
export const favoritesResponseSchema = z.object({ items: z.array(itemSummarySchema) });
export type FavoritesResponse = z.infer<typeof favoritesResponseSchema>;
