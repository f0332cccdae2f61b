import type { FastifyPluginAsync } from 'fastify';
import type { ModuleContext } from '../../platform/module.js';
import { createCatalogueRepository } from './catalogue.repository.js';
import { catalogueRoutes } from './catalogue.routes.js';
import { createCatalogueService } from './catalogue.service.js';

/** The public catalogue: categories, shops customers may see, listings of every kind, search. */
export function createCatalogueModule({ db }: ModuleContext) {
  const service = createCatalogueService(createCatalogueRepository(db));
  const plugin: FastifyPluginAsync = async (app) => {
    await app.register(catalogueRoutes(service), { prefix: '/api' });
  };
  return { service, plugin };
}

/**
 * Read-only, for other modules' queries that join listings (the cart's lines and availability): the
 * table and the rule of what customers may see and buy. Only this module writes listings.
 */
export { visibleListing } from './catalogue.repository.js';
export { listings } from './catalogue.schema.js';
export type { CatalogueService } from './catalogue.service.js';
