import type { FastifyPluginAsync } from 'fastify';
import { READ_RATE_LIMIT_PER_MINUTE_DEFAULT } from '../../config.js';
import { AppError } from '../../http/errors.js';
import type { SessionReader } from '../../http/guard.js';
import { readOneFile, uploadLimit } from '../../http/uploads.js';
import { createAttemptsRepository } from '../../platform/attempts.js';
import { IMAGE_MAX_SIDE, toWebp } from '../../platform/images.js';
import type { ModuleContext } from '../../platform/module.js';
import { defineModule } from '../../platform/module.js';
import { createLocalStorage, type Storage } from '../../platform/storage.js';
import { createOfferNotes } from '../offers/index.js';
import type { ShopsService } from '../shops/index.js';
import { createShopListingsOverview, type ShopListingsOverview } from './catalogue.admin-reads.js';
import { createCatalogueCaching } from './catalogue.cache.js';
import { createListingsCsv } from './catalogue.csv.js';
import { createDealsReads, dealsRoutes } from './catalogue.deals.js';
import { createShopListingsService } from './catalogue.listings.js';
import { createListingsPolicy } from './catalogue.policy.js';
import { createCatalogueReads } from './catalogue.reads.js';
import { catalogueRoutes } from './catalogue.routes.js';
import { createCatalogueSearch } from './catalogue.search.js';
import type { CatalogueService } from './catalogue.service.js';
import { createCatalogueService } from './catalogue.service.js';
import { createShopListingReads } from './catalogue.shop-reads.js';
import { catalogueStaffRoutes } from './catalogue.staff-routes.js';

/**
 * The public catalogue: categories, shops customers may see, listings of every kind, search; and a
 * shop's management of its own listings in the retailer area (catalogue.staff-routes.ts).
 */
export function createCatalogueModule(
  ctx: ModuleContext & { auth: SessionReader; shops: Pick<ShopsService, 'listOwned'>; storage?: Storage },
) {
  const { db, config, bus, listen, log, clock } = ctx;
  const search = createCatalogueSearch(db);
  // The offer each shop runs now rides on its card: kept answers are forgotten when one starts or ends.
  const offerNotes = createOfferNotes(db);
  const caching = createCatalogueCaching({
    enabled: config.CATALOGUE_CACHE !== false,
    clock,
    nextChange: (now) => offerNotes.nextChange(now),
  });
  const service = createCatalogueService(createCatalogueReads(db), caching.search(search), {
    running: (shopIds) => offerNotes.running(shopIds, clock()),
  });
  // A new shop's name is searchable at once (its search name); its words join the vocabulary so a
  // misspelt shop name is understood too.
  bus.subscribe('shop.applied', ({ shopId }) => search.addNameWords(shopId));

  // A shop's own listings: the account's shop through the shops module's front door.
  const shopsOf = async (userId: string) => (await ctx.shops.listOwned(userId)).map((s) => s.id);
  const shopReads = createShopListingReads(db);
  const attempts = createAttemptsRepository(db);
  const listings = createShopListingsService({
    db,
    reads: shopReads,
    policy: createListingsPolicy({ shopsOf, reads: shopReads }),
    shopsOf,
    clock,
    // Pictures: checked by content and re-encoded to WebP (sharp), stored behind the Storage interface.
    pictures: {
      store: ctx.storage ?? createLocalStorage(config.UPLOADS_DIR),
      encode: (bytes) => toWebp(bytes, { maxSide: IMAGE_MAX_SIDE.listing }),
      allow: async (userId) => {
        const limited = await attempts.consume([uploadLimit(userId)]);
        if (!limited.allowed)
          throw new AppError('RATE_LIMITED', 'Too many uploads', limited.retryAfterSeconds);
      },
    },
  });
  const csv = createListingsCsv({ reads: shopReads, service: listings, db, clock });

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
    await app.register(dealsRoutes(createDealsReads(db), clock), { prefix: '/api' });
    await app.register(catalogueStaffRoutes({ auth: ctx.auth, listings, csv, readPicture: readOneFile }));
  };
  return { service, plugin };
}

export type { ShopListingsOverview } from './catalogue.admin-reads.js';
/**
 * Read-only, for other modules' queries that join listings (the cart's lines and availability): the
 * table and the rule of what customers may see and buy. Only this module writes listings.
 */
export { visibleListing } from './catalogue.reads.js';
export { listings } from './catalogue.schema.js';
export type { CatalogueService } from './catalogue.service.js';

export const catalogueModule = defineModule({
  name: 'catalogue',
  needs: ['auth', 'shops'],
  build: (ctx) => {
    const { service, plugin } = createCatalogueModule(ctx);
    return {
      plugin,
      provides: { catalogue: service, shopListingsOverview: createShopListingsOverview(ctx.db) },
    };
  },
});

declare module '../../platform/module.js' {
  interface Services {
    catalogue: CatalogueService;
    /** The admin's retailer screens' reads of a shop's listings (counts, the newest). */
    shopListingsOverview: ShopListingsOverview;
  }
}
