import type {
  AdminDashboard,
  OrderActor,
  OrderDetail,
  OrderStatus,
  PlaceOrderRequest,
  PlaceOrderResponse,
} from '@haflah/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { SessionReader } from '../../http/guard.js';
import type { Actor } from '../../platform/access.js';
import type { ModuleContext } from '../../platform/module.js';
import { defineModule } from '../../platform/module.js';
import type { AddressesService } from '../addresses/index.js';
import type { CartService } from '../cart/index.js';
import type { LedgerRow } from '../ledger/index.js';
import type { OffersCheckout } from '../offers/index.js';
import type { PaymentProvider, PaymentsService } from '../payments/index.js';
import { policyRoom, type RoomAuthorizer } from '../realtime/index.js';
import { createAdminOrdersService } from './admin-orders.service.js';
import type { CheckoutService } from './checkout.service.js';
import { createCheckoutService } from './checkout.service.js';
import { createShopOrdersOverview, type ShopOrdersOverview } from './orders.admin-shop-reads.js';
import { createOrdersPolicy } from './orders.policy.js';
import { createOrdersRepository, createShopOrdersRepository } from './orders.repository.js';
import { ordersRoutes } from './orders.routes.js';
import type { OrdersService } from './orders.service.js';
import { createOrdersService, toOrderSummary } from './orders.service.js';
import { ordersStaffRoutes } from './orders.staff-routes.js';
import { createShopOrdersService } from './shop-orders.service.js';

/**
 * What the workflows above the modules (apps/server/src/workflows, ADR 016) do for the orders' routes:
 * placing a checkout and moving an order, each with its money steps. A module never imports a
 * workflow: app.ts hands them to `connect`.
 */
export interface OrderFlows {
  place(actor: Actor & { email: string }, input: PlaceOrderRequest): Promise<PlaceOrderResponse>;
  /** An admin's move (`as` 'admin') writes its audit row, with `note` as the reason and `ip`. */
  move(
    actor: Actor,
    as: OrderActor,
    id: string,
    to: OrderStatus,
    note?: string | null,
    ip?: string | null,
  ): Promise<OrderDetail>;
  /** The shop marks an accepted order ready to hand over (ready_at). */
  ready(actor: Actor, id: string): Promise<void>;
}

/**
 * Checkout and orders: one order per shop under one checkout, with its lines and status history (its
 * money rows are the ledger module's); the status machine's moves for the customer, the shop and an
 * admin, run by the order-moves workflow.
 */
export function createOrdersModule(
  ctx: ModuleContext & {
    auth: SessionReader;
    cart: CartService;
    addresses: AddressesService;
    payments: PaymentsService;
    /** The shops' offers and promo codes applied at checkout (the offers module). */
    offers: OffersCheckout;
    providers: { cash: PaymentProvider; card: PaymentProvider & { testMode: boolean } };
    /** An order's money rows, from the ledger module. */
    ledgerOf: (orderId: string) => Promise<readonly (LedgerRow & { settledAt: Date | null })[]>;
    /** Refuses (404, EVENT_CLOSED) an event not the actor's or no longer ahead; else its Bahrain day. */
    plannedEvents: { plannable(actor: Actor, eventId: string): Promise<{ date: string }> };
    rooms: { authorize(prefix: string, authorizer: RoomAuthorizer): void };
    /** The other figures of the admin dashboard, through their modules' front doors. */
    shops: { countByStatus(): Promise<AdminDashboard['shops']> };
    drivers: { countOnline(): Promise<number> };
    support: { countOpen(): Promise<number> };
    deliveries: { countWaiting(): Promise<number> };
  },
) {
  const repo = createOrdersRepository(ctx.db);
  const policy = createOrdersPolicy(repo);
  const shopRepo = createShopOrdersRepository(ctx.db);
  const shopOrders = createShopOrdersService({
    repo,
    shopRepo,
    policy,
    ledgerOf: ctx.ledgerOf,
    clock: ctx.clock,
  });
  const adminOrders = createAdminOrdersService({
    repo,
    shopRepo,
    policy,
    ledgerOf: ctx.ledgerOf,
    testMode: ctx.providers.card.testMode,
    clock: ctx.clock,
  });
  const { cash, card } = ctx.providers;
  const orders = createOrdersService({
    repo,
    policy,
    bus: ctx.bus,
    cart: ctx.cart,
    ledgerOf: ctx.ledgerOf,
    testMode: card.testMode,
    clock: ctx.clock,
  });
  const checkout = createCheckoutService({
    db: ctx.db,
    repo,
    policy,
    bus: ctx.bus,
    addresses: ctx.addresses,
    payments: ctx.payments,
    cash,
    plannedEvents: ctx.plannedEvents,
    offers: ctx.offers,
    clock: ctx.clock,
  });
  // An order's room is open to whoever may read the order (its customer, its shop, an admin).
  ctx.rooms.authorize('order', policyRoom(policy, 'order.read'));
  /**
   * The routes and the account-deletion settle run through the workflows (the cancel workflow for
   * settling), so they are joined once the workflows are built (orderRoutesModule, listed after the
   * workflows in app.ts).
   */
  /**
   * GET /api/admin/dashboard: the orders' figures (this module's rows) with the shops' and drivers'
   * counts, each read through its own module's front door.
   */
  async function dashboard(): Promise<AdminDashboard> {
    const [shops, driversOnline, figures, openSupportRequests, unassignedDeliveries] = await Promise.all([
      ctx.shops.countByStatus(),
      ctx.drivers.countOnline(),
      shopOrders.adminFigures(),
      ctx.support.countOpen(),
      ctx.deliveries.countWaiting(),
    ]);
    return { shops, driversOnline, ...figures, openSupportRequests, unassignedDeliveries };
  }

  function connect(flows: OrderFlows): FastifyPluginAsync {
    ctx.personalData.register({
      key: 'orders',
      export: async (subject) => (await repo.exportFor(subject.id)).map(toExported),
      // An account's pending orders are cancelled (and refunded) before it goes; accepted ones refuse it.
      settle: (subject) => {
        const actor = { id: subject.id, role: 'customer' } as const;
        return orders.settleForAccountDeletion(actor, (id) => flows.move(actor, 'customer', id, 'cancelled'));
      },
      erase: (subject) => repo.erasePersonalData(subject.id),
    });
    return async (app) => {
      await app.register(ordersRoutes({ auth: ctx.auth, checkout, orders, flows }), { prefix: '/api' });
      await app.register(ordersStaffRoutes({ auth: ctx.auth, flows, shopOrders, adminOrders, dashboard }));
    };
  }
  return { orders, checkout, connect };
}

function toExported(
  row: Awaited<ReturnType<ReturnType<typeof createOrdersRepository>['exportFor']>>[number],
) {
  return {
    number: row.number,
    status: row.status,
    createdAt: row.createdAt,
    totalFils: row.totalFils,
    // What the customer wrote to the shop is theirs to see (PDPL).
    customerNote: row.customerNote,
  };
}

/** Read-only, for the events module: the orders placed for an event, as summaries. */
export function ordersOfEvent(db: ModuleContext['db']) {
  const repo = createOrdersRepository(db);
  return async (eventId: string) => {
    const rows = await repo.forEvent(eventId);
    return { orders: rows.map(toOrderSummary), rows };
  };
}

export type { CheckoutService, Prepared } from './checkout.service.js';
export type { ShopOrdersOverview } from './orders.admin-shop-reads.js';
export type { OrderReceipt, OrderStatusNotice } from './orders.events.js';
/** Which of some order ids a customer placed (the reviews' and support's policies ask it). */
export { customerOrderIds } from './orders.repository.js';
/**
 * Read-only, for the support module's joins (a request's order: its number, its customer) and the
 * deliveries' (what a driver carries: the order's number, address, lines' count).
 */
export { orderLines, orders } from './orders.schema.js';
export type { OrdersService } from './orders.service.js';

/**
 * In app.ts's module list, twice: the orders' services, then (after the workflows, which need them)
 * their routes and their place in the personal-data registry, which need the workflows.
 */
export const ordersModule = defineModule({
  name: 'orders',
  needs: [
    'auth',
    'cart',
    'addresses',
    'payments',
    'offersCheckout',
    'providers',
    'ledger',
    'events',
    'rooms',
    'shops',
    'drivers',
    'support',
    'deliveries',
  ],
  build: (ctx) => {
    const { orders, checkout, connect } = createOrdersModule({
      ...ctx,
      ledgerOf: (orderId) => ctx.ledger.entriesOf(ctx.db, orderId),
      offers: ctx.offersCheckout,
      plannedEvents: {
        async plannable(actor, eventId) {
          await ctx.events.assertPlannable(actor, eventId);
          return { date: (await ctx.events.get(actor, eventId)).date };
        },
      },
    });
    return {
      provides: {
        orders,
        checkout,
        connectOrders: connect,
        shopOrdersOverview: createShopOrdersOverview(ctx.db, ctx.clock),
      },
    };
  },
});

export const orderRoutesModule = defineModule({
  name: 'orders.routes',
  needs: ['connectOrders', 'flows'],
  build: (ctx) => ({ plugin: ctx.connectOrders(ctx.flows) }),
});

declare module '../../platform/module.js' {
  interface Services {
    orders: OrdersService;
    checkout: CheckoutService;
    /** The orders' routes and personal data, joined once the workflows are built (orderRoutesModule). */
    connectOrders: (flows: OrderFlows) => FastifyPluginAsync;
    /** The admin's retailer details' reads of a shop's orders (the newest, revenue). */
    shopOrdersOverview: ShopOrdersOverview;
  }
}
