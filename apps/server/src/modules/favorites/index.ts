import type { FastifyPluginAsync } from 'fastify';
import type { SessionReader } from '../../http/guard.js';
import type { ModuleContext } from '../../platform/module.js';
import { defineModule } from '../../platform/module.js';
import type { CatalogueService } from '../catalogue/index.js';
import { createFavoritesPolicy } from './favorites.policy.js';
import { createFavoritesRepository } from './favorites.repository.js';
import { favoritesRoutes } from './favorites.routes.js';
import type { FavoritesService } from './favorites.service.js';
import { createFavoritesService } from './favorites.service.js';

/** Favorites: the items a customer keeps for later, of any kind. */
export function createFavoritesModule(
  ctx: ModuleContext & { auth: SessionReader; catalogue: CatalogueService },
) {
  const repo = createFavoritesRepository(ctx.db);
  const service = createFavoritesService({
    repo,
    policy: createFavoritesPolicy(repo),
    catalogue: ctx.catalogue,
  });
  // The rows go with the account (ON DELETE CASCADE); the export lists them.
  ctx.personalData.register({ key: 'favorites', export: (subject) => repo.ids(subject.id) });

  const plugin: FastifyPluginAsync = async (app) => {
    await app.register(favoritesRoutes({ auth: ctx.auth, favorites: service }), { prefix: '/api' });
  };
  return { service, plugin };
}

export type { FavoritesService } from './favorites.service.js';

export const favoritesModule = defineModule({
  name: 'favorites',
  needs: ['auth', 'catalogue'],
  build: (ctx) => {
    const { service, plugin } = createFavoritesModule(ctx);
    return { plugin, provides: { favorites: service } };
  },
});

declare module '../../platform/module.js' {
  interface Services {
    favorites: FavoritesService;
  }
}
