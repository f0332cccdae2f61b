import type { FastifyPluginAsync } from 'fastify';
import type { ModuleContext } from '../../platform/module.js';
import { defineModule } from '../../platform/module.js';
import type { AuthService } from '../auth/index.js';
import { createShopsRepository } from './shops.repository.js';
import { retailerSignUpRoutes } from './shops.routes.js';
import type { ShopsService } from './shops.service.js';
import { createShopsService } from './shops.service.js';
import { shopsStaffRoutes } from './shops.staff-routes.js';
import './shops.events.js';

/**
 * Shops: sign-up, ownership, the owner's registration details, approval status, and the shops' routes
 * in the retailer and admin areas (ADR 017).
 */
export function createShopsModule(ctx: ModuleContext & { auth: AuthService }) {
  const repo = createShopsRepository(ctx.db);
  const service = createShopsService({ auth: ctx.auth, repo, bus: ctx.bus });
  // Shops hold their owner's CR number, IBAN, phone and address. Deleting the owner's account
  // deletes shops never approved; approved ones stay for their orders, stripped of those details and
  // no longer selling (hidden from the catalogue, refused by the cart and checkout).
  ctx.personalData.register({
    key: 'shops',
    export: (subject) => repo.listOwnedRows(subject.id),
    erase: (subject) => repo.releaseOwned(subject.id),
  });

  const plugin: FastifyPluginAsync = async (app) => {
    await repo.backfillSearchNames();
    await app.register(retailerSignUpRoutes(service), { prefix: '/api' });
    await app.register(shopsStaffRoutes({ auth: ctx.auth, shops: service }));
  };
  return { service, plugin };
}

/**
 * Read-only, for other modules' queries that join shops (the catalogue's lists, the cart's lines):
 * the table, the columns customers see, their contract shape and the visibility rule. Only this
 * module writes shops.
 */
export { publicShopColumns, visibleShop } from './shops.repository.js';
export { shops } from './shops.schema.js';
export type { ShopsService } from './shops.service.js';
export { toShop } from './shops.service.js';

export const shopsModule = defineModule({
  name: 'shops',
  needs: ['auth'],
  build: (ctx) => {
    const { service, plugin } = createShopsModule(ctx);
    return { plugin, provides: { shops: service } };
  },
});

declare module '../../platform/module.js' {
  interface Services {
    shops: ShopsService;
  }
}
