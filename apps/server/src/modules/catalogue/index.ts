import type { FastifyPluginAsync } from 'fastify';
import { READ_RATE_LIMIT_PER_MINUTE_DEFAULT } from '../../config.js';
import type { ModuleContext } from '../../platform/module.js';
import { defineModule } from '../../platform/module.js';
import { createCatalogueCaching } from './catalogue.cache.js';
import { createCatalogueReads } from './catalogue.reads.js';
import { catalogueRoutes } from './catalogue.routes.js';
import { createCatalogueSearch } from './catalogue.search.js';
import type { CatalogueService } from './catalogue.service.js';
import { createCatalogueService } from './catalogue.service.js';

/** The public catalogue: categories, shops customers may see, listings of every kind, search. */
export function createCatalogueModule({ db, config, bus, listen, log }: ModuleContext) {
  const search = createCatalogueSearch(db);
  const caching = createCatalogueCaching({ enabled: config.CATALOGUE_CACHE !== false });
  const service = createCatalogueService(createCatalogueReads(db), caching.search(search));
  // A new shop's name is searchable at once (its search name); its words join the vocabulary so a
  // misspelt shop name is understood too.
  bus.subscribe('shop.applied', ({ shopId }) => search.addNameWords(shopId));
  const plugin: FastifyPluginAsync = async (app) => {
    await search.backfillSearchNames();
    const stop = await caching.follow(listen);
    app.addHook('onClose', () => stop().catch((err) => log.error({ err }, 'unlisten failed')));
    // At ready, not now: after every module's own backfill, and after a first start's demo seed.
    app.addHook('onReady', () => search.addNameWords());
    const perMinute = config.READ_RATE_LIMIT_PER_MINUTE ?? READ_RATE_LIMIT_PER_MINUTE_DEFAULT;
    await app.register(catalogueRoutes(service, caching.answers(service), { searchesPerMinute: perMinute }), {
      prefix: '/api',
    });
  };
  return { service, plugin };
}

/**
 * Read-only, for other modules' queries that join listings (the cart's lines and availability): the
 * table and the rule of what customers may see and buy. Only this module writes listings.
 */
export { visibleListing } from './catalogue.reads.js';
export { listings } from './catalogue.schema.js';
export type { CatalogueService } from './catalogue.service.js';

export const catalogueModule = defineModule({
  name: 'catalogue',
  needs: [],
  build: (ctx) => {
    const { service, plugin } = createCatalogueModule(ctx);
    return { plugin, provides: { catalogue: service } };
  },
});

declare module '../../platform/module.js' {
  interface Services {
    catalogue: CatalogueService;
  }
}
