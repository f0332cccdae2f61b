import {
  favoriteIdsSchema,
  favoriteParamsSchema,
  favoriteRequestSchema,
  favoritesResponseSchema,
} from '@haflah/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authGuard, type SessionReader } from '../../http/guard.js';
import { errorResponses } from '../../http/openapi.js';
import type { FavoritesService } from './favorites.service.js';

/** The signed-in user's favorites. Changes answer with the ids, which the hearts on every card follow. */
export const favoritesRoutes =
  (deps: { auth: SessionReader; favorites: FavoritesService }): FastifyPluginAsyncZod =>
  async (app) => {
    const { favorites } = deps;
    app.addHook('onRequest', authGuard(deps.auth));
    const tags = ['favorites'];

    app.get(
      '/favorites',
      {
        schema: {
          tags,
          summary: 'Your favorites as item cards, newest first',
          response: { 200: favoritesResponseSchema, ...errorResponses(401) },
        },
      },
      (req) => favorites.list(req.user!),
    );

    app.get(
      '/favorites/ids',
      {
        schema: {
          tags,
          summary: 'The ids of your favorites (the hearts)',
          response: { 200: favoriteIdsSchema, ...errorResponses(401) },
        },
      },
      (req) => favorites.ids(req.user!),
    );

    app.post(
      '/favorites',
      {
        schema: {
          tags,
          summary: 'Add an item to your favorites (again changes nothing)',
          body: favoriteRequestSchema,
          response: { 200: favoriteIdsSchema, ...errorResponses(400, 401, 404, 409) },
        },
      },
      (req) => favorites.add(req.user!, req.body.listingId),
    );

    app.delete(
      '/favorites/:listingId',
      {
        schema: {
          tags,
          summary: 'Remove an item from your favorites',
          params: favoriteParamsSchema,
          response: { 200: favoriteIdsSchema, ...errorResponses(401, 404) },
        },
      },
      (req) => favorites.remove(req.user!, req.params.listingId),
    );
  };
