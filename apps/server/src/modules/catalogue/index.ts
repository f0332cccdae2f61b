import type { FastifyPluginAsync } from 'fastify';
import { READ_RATE_LIMIT_PER_MINUTE_DEFAULT } from '../../config.js';
import type { ModuleContext } from '../../platform/module.js';
import { createCatalogueCache } from './catalogue.cache.js';
import { createCatalogueRepository } from './catalogue.repository.js';
import { catalogueRoutes } from './catalogue.routes.js';
import { createCatalogueService } from './catalogue.service.js';

/** The channel the catalogue's trigger NOTIFYs (migration 0006). */
const CATALOGUE_CHANGED = 'catalogue_changed';

/** The public catalogue: categories, shops customers may see, listings of every kind, search. */
export function createCatalogueModule({ db, config, events, listen, log }: ModuleContext) {
  const repo = createCatalogueRepository(db);
  // Off, every read goes to the database: tests that write rows and read them back at once need
  // that, since a NOTIFY reaches this node a moment after the writer's commit.
  const cache = createCatalogueCache({ maxEntries: config.CATALOGUE_CACHE === false ? 0 : 500 });
  const service = createCatalogueService(repo, cache);
  // A new shop's name is searchable at once (its search name); its words join the vocabulary so a
  // misspelt shop name is understood too.
  events.subscribe('shop.applied', ({ shopId }) => repo.addNameWords(shopId));
  const plugin: FastifyPluginAsync = async (app) => {
    await repo.backfillSearchNames();
    // Every write to listings, shops or categories, on any node, empties every node's cache.
    const stop = await listen(CATALOGUE_CHANGED, () => cache.invalidate());
    app.addHook('onClose', () => stop().catch((err) => log.error({ err }, 'unlisten failed')));
    // At ready, not now: after every module's own backfill, and after a first start's demo seed.
    app.addHook('onReady', () => repo.addNameWords());
    const perMinute = config.READ_RATE_LIMIT_PER_MINUTE ?? READ_RATE_LIMIT_PER_MINUTE_DEFAULT;
    await app.register(catalogueRoutes(service, cache, { searchesPerMinute: perMinute }), { prefix: '/api' });
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
