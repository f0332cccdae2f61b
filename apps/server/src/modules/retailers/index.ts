import type { FastifyPluginAsync } from 'fastify';
import type { ModuleContext } from '../../platform/module.js';
import { defineModule } from '../../platform/module.js';
import type { AuthService } from '../auth/index.js';
import { createRetailersRepository } from './retailers.repository.js';
import { retailerSignUpRoutes } from './retailers.routes.js';
import type { RetailersService } from './retailers.service.js';
import { createRetailersService } from './retailers.service.js';
import { shopsStaffRoutes } from './retailers.staff-routes.js';
import './retailers.events.js';

/**
 * Shops: sign-up, ownership, the owner's registration details, approval status, and the shops' routes
 * in the retailer and admin areas (ADR 017).
 */
export function createRetailersModule(ctx: ModuleContext & { auth: AuthService }) {
  const repo = createRetailersRepository(ctx.db);
  const service = createRetailersService({ auth: ctx.auth, repo, bus: ctx.bus });
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
    await app.register(shopsStaffRoutes({ auth: ctx.auth, retailers: service }));
  };
  return { service, plugin };
}

/**
 * Read-only, for other modules' queries that join shops (the catalogue's lists, the cart's lines):
 * the table, the columns customers see, their contract shape and the visibility rule. Only this
 * module writes shops.
 */
export { publicShopColumns, visibleRetailer } from './retailers.repository.js';
export { retailers } from './retailers.schema.js';
export type { RetailersService } from './retailers.service.js';
export { toRetailer } from './retailers.service.js';

export const retailersModule = defineModule({
  name: 'retailers',
  needs: ['auth'],
  build: (ctx) => {
    const { service, plugin } = createRetailersModule(ctx);
    return { plugin, provides: { retailers: service } };
  },
});

declare module '../../platform/module.js' {
  interface Services {
    retailers: RetailersService;
  }
}
