import type { FastifyPluginAsync } from 'fastify';
import { createAttemptsRepository } from '../../platform/attempts.js';
import type { ModuleContext } from '../../platform/module.js';
import { defineModule } from '../../platform/module.js';
import { createLocalStorage, type Storage } from '../../platform/storage.js';
import type { AuditService } from '../audit/index.js';
import type { AuthService } from '../auth/index.js';
import { policyRoom, type RoomAuthorizer } from '../realtime/index.js';
import { createShopsAdmin, type ListingsOfShops, type OrdersOfShop } from './shops.admin.js';
import { createShopsPolicy } from './shops.policy.js';
import { createShopsRepository } from './shops.repository.js';
import { retailerSignUpRoutes } from './shops.routes.js';
import type { ShopsService } from './shops.service.js';
import { createShopsService } from './shops.service.js';
import { shopsAdminRoutes, shopsStaffRoutes } from './shops.staff-routes.js';
import './shops.events.js';

/**
 * Shops: sign-up, ownership, the owner's registration details, approval status, and the shops' routes
 * in the retailer and admin areas (ADR 017).
 */
export function createShopsModule(
  ctx: ModuleContext & { audit: AuditService; auth: AuthService; storage?: Storage },
) {
  const repo = createShopsRepository(ctx.db);
  const policy = createShopsPolicy(repo);
  const storage = ctx.storage ?? createLocalStorage(ctx.config.UPLOADS_DIR);
  const service = createShopsService({
    audit: ctx.audit,
    auth: ctx.auth,
    db: ctx.db,
    repo,
    policy,
    bus: ctx.bus,
    storage,
    attempts: createAttemptsRepository(ctx.db),
    clock: ctx.clock,
  });
  // A pause with an end reopens by itself: each minute, claimed in PostgreSQL (one node does it).
  ctx.jobs.define({ name: SHOPS_REOPEN_JOB, everyMs: 60_000, run: service.reopenDue });
  // Shops hold their owner's CR number, IBAN, phone and address. Deleting the owner's account
  // deletes shops never approved; approved ones stay for their orders, stripped of those details and
  // no longer selling (hidden from the catalogue, refused by the cart and checkout).
  ctx.personalData.register({
    key: 'shops',
    export: (subject) => repo.listOwnedRows(subject.id),
    erase: async (subject) => {
      for (const url of await repo.releaseOwned(subject.id)) await storage.remove(url);
    },
  });

  const plugin: FastifyPluginAsync = async (app) => {
    await repo.backfillSearchNames();
    await app.register(retailerSignUpRoutes(service), { prefix: '/api' });
    await app.register(shopsStaffRoutes({ auth: ctx.auth, shops: service }));
  };
  return { service, plugin };
}

/** The job that reopens shops whose pause has ended. */
export const SHOPS_REOPEN_JOB = 'shops.reopen_paused';

export type { ShopDecisionNotice } from './shops.events.js';
/**
 * Read-only, for other modules' queries that join shops (the catalogue's lists, the cart's lines):
 * the table, the columns customers see, their contract shape and the visibility rule; and the shop a
 * retailer account runs (the retailer routes of the orders, reviews and calendar). Only this module
 * writes shops.
 */
export { ownedShopId, publicShopColumns, visibleShop } from './shops.repository.js';
export { shops } from './shops.schema.js';
export type { ShopsService } from './shops.service.js';
export { toShop } from './shops.service.js';

export const shopsModule = defineModule({
  name: 'shops',
  needs: ['audit', 'auth'],
  build: (ctx) => {
    const { service, plugin } = createShopsModule(ctx);
    return { plugin, provides: { shops: service } };
  },
});

/**
 * The admin's list of every shop and one shop's details (issue 24 points 3 and 4): the shops' rows
 * with the catalogue's listing counts and the orders' figures, each through its module's front door.
 * Listed in app.ts after the orders' module, whose reads it takes.
 */
export const shopsAdminModule = defineModule({
  name: 'shops.admin',
  needs: ['auth', 'shops', 'shopListingsOverview', 'shopOrdersOverview'],
  build: (
    ctx: ModuleContext & {
      auth: AuthService;
      shops: ShopsService;
      shopListingsOverview: ListingsOfShops;
      shopOrdersOverview: OrdersOfShop;
    },
  ) => {
    const admin = createShopsAdmin({
      shops: ctx.shops,
      listings: ctx.shopListingsOverview,
      orders: ctx.shopOrdersOverview,
    });
    return { plugin: shopsAdminRoutes({ auth: ctx.auth, admin }) };
  },
});

/**
 * The shop's realtime room (`shop:<id>`: approval, profile, pause; its orders too): open to its owner
 * and admins, as the shops' policy reads it. Listed after the realtime module, which comes after this
 * one's services.
 */
export const shopRoomsModule = defineModule({
  name: 'shops.rooms',
  needs: ['rooms'],
  build: (
    ctx: ModuleContext & { rooms: { authorize(prefix: string, authorizer: RoomAuthorizer): void } },
  ) => {
    ctx.rooms.authorize('shop', policyRoom(createShopsPolicy(createShopsRepository(ctx.db)), 'shop.read'));
    return {};
  },
});

declare module '../../platform/module.js' {
  interface Services {
    shops: ShopsService;
  }
}
