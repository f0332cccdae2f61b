import type { FastifyPluginAsync } from 'fastify';
import { type SessionReader, staffArea } from '../../http/guard.js';
import type { Actor } from '../../platform/access.js';
import type { ModuleContext } from '../../platform/module.js';
import type { AddressesService } from '../addresses/index.js';
import type { CartService } from '../cart/index.js';
import type { PaymentProvider, PaymentsService } from '../payments/index.js';
import { policyRoom, type RoomAuthorizer } from '../realtime/index.js';
import { createCheckoutService } from './checkout.service.js';
import { createOrdersPolicy } from './orders.policy.js';
import { createOrdersRepository } from './orders.repository.js';
import { orderMoveRoutes, ordersRoutes } from './orders.routes.js';
import { createOrdersService, toOrderSummary } from './orders.service.js';

/**
 * Checkout and orders: one order per shop under one checkout, with its lines, status history and money
 * ledger; the status machine's moves for the customer, the shop and an admin.
 */
export function createOrdersModule(
  ctx: ModuleContext & {
    auth: SessionReader;
    cart: CartService;
    addresses: AddressesService;
    payments: PaymentsService;
    providers: { cash: PaymentProvider; card: PaymentProvider & { testMode: boolean } };
    plannedEvents: { assertPlannable(actor: Actor, eventId: string): Promise<void> };
    rooms: { authorize(prefix: string, authorizer: RoomAuthorizer): void };
  },
) {
  const repo = createOrdersRepository(ctx.db);
  const policy = createOrdersPolicy(repo);
  const { cash, card } = ctx.providers;
  const orders = createOrdersService({
    db: ctx.db,
    repo,
    policy,
    events: ctx.events,
    cart: ctx.cart,
    providers: { [cash.name]: cash, [card.name]: card },
    testMode: card.testMode,
    clock: ctx.clock,
  });
  const checkout = createCheckoutService({
    db: ctx.db,
    repo,
    events: ctx.events,
    addresses: ctx.addresses,
    payments: ctx.payments,
    cash,
    plannedEvents: ctx.plannedEvents,
    clock: ctx.clock,
  });
  // An order's room is open to whoever may read the order (its customer, its shop, an admin).
  ctx.rooms.authorize('order', policyRoom(policy, 'order.read'));
  ctx.personalData.register({
    key: 'orders',
    export: async (subject) => (await repo.exportFor(subject.id)).map(toExported),
    // An account's pending orders are cancelled (and refunded) before it goes; accepted ones refuse it.
    settle: (subject) => orders.settleForAccountDeletion({ id: subject.id, role: 'customer' }),
    erase: (subject) => repo.eraseAddresses(subject.id),
  });

  const plugin: FastifyPluginAsync = async (app) => {
    await app.register(ordersRoutes({ auth: ctx.auth, checkout, orders }), { prefix: '/api' });
    for (const area of ['retailer', 'admin'] as const) {
      await app.register(staffArea(`/${area}`, area, ctx.auth, orderMoveRoutes(orders, area)), {
        prefix: '/api',
      });
    }
  };
  return { orders, checkout, plugin };
}

function toExported(
  row: Awaited<ReturnType<ReturnType<typeof createOrdersRepository>['exportFor']>>[number],
) {
  return { number: row.number, status: row.status, createdAt: row.createdAt, totalFils: row.totalFils };
}

/** Read-only, for the events module: the orders placed for an event, as summaries. */
export function ordersOfEvent(db: ModuleContext['db']) {
  const repo = createOrdersRepository(db);
  return async (eventId: string) => {
    const rows = await repo.forEvent(eventId);
    return { orders: rows.map(toOrderSummary), rows };
  };
}

export type { CheckoutService } from './checkout.service.js';
export type { OrdersService } from './orders.service.js';
