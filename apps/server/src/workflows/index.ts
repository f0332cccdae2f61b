import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.js';
import type { AuditService } from '../modules/audit/index.js';
import type { DeliveriesService, DeliveryFlows } from '../modules/deliveries/index.js';
import type { DriversService } from '../modules/drivers/index.js';
import type { LedgerService } from '../modules/ledger/index.js';
import type { CheckoutService, OrderFlows, OrdersService } from '../modules/orders/index.js';
import type { PaymentProvider } from '../modules/payments/index.js';
import type { Bus } from '../platform/bus.js';
import type { Jobs } from '../platform/jobs.js';
import { defineModule } from '../platform/module.js';
import { createCheckoutWorkflow } from './checkout.workflow.js';
import {
  createDeliveriesWorkflow,
  DELIVERIES_SWEEP_JOB,
  DELIVERIES_SWEEP_MS,
} from './deliveries.workflow.js';
import { createMoneyRunner, MONEY_POLL_MS, type MoneyRunner } from './money.js';
import { createOrderMovesWorkflow } from './order-moves.workflow.js';

/**
 * Workflows (docs/architecture.md; ADR 016): the layer above the modules, and the only place that
 * opens a transaction across modules or calls a payment provider. Each is a short list of named
 * steps; a provider's effect runs outside the transaction with an explicit compensation (a void) or
 * as a pending ledger row carried out by the money job. Modules never import a workflow (ADR 008).
 */
export function createWorkflows(deps: {
  db: Db;
  log: FastifyBaseLogger;
  jobs: Jobs;
  clock: () => Date;
  orders: OrdersService;
  checkout: CheckoutService;
  ledger: LedgerService;
  providers: Record<string, PaymentProvider>;
  audit: Pick<AuditService, 'record'>;
  bus: Bus;
  deliveries: DeliveriesService;
  drivers: DriversService;
}) {
  const money = createMoneyRunner(deps);
  const checkout = createCheckoutWorkflow({ ...deps, money });
  const deliveries = createDeliveriesWorkflow(deps);
  const moves = createOrderMovesWorkflow({
    ...deps,
    money,
    deliveries,
    openDelivery: deps.deliveries.work.open,
  });
  deps.jobs.define({ name: 'ledger.money', everyMs: MONEY_POLL_MS, run: () => money.runDue() });
  // Offers expiring, open deliveries offered again, flags and old door photos (claimed across nodes).
  deps.jobs.define({
    name: DELIVERIES_SWEEP_JOB,
    everyMs: DELIVERIES_SWEEP_MS,
    run: () => deliveries.sweep(),
  });
  // Signing out sets a driver offline on the server too (spec: "Sign-out first sets status to offline").
  deps.bus.subscribe('session.ended', ({ userId }) => deliveries.signedOut(userId));
  const flows: OrderFlows = { place: checkout.place, move: moves.move, ready: moves.ready };
  const deliveryFlows: DeliveryFlows = {
    setOnline: deliveries.setOnline,
    accept: deliveries.accept,
    decline: deliveries.decline,
    pickUp: deliveries.pickUp,
    deliver: deliveries.deliver,
  };
  return { money, checkout, moves, flows, deliveries, deliveryFlows };
}

export type Workflows = ReturnType<typeof createWorkflows>;

/**
 * In app.ts's module list, after the modules they drive (orders, the ledger, the payments' providers)
 * and before the orders' routes, which run through them.
 */
export const workflowsModule = defineModule({
  name: 'workflows',
  needs: ['orders', 'checkout', 'ledger', 'providers', 'audit', 'deliveries', 'drivers'],
  build: (ctx) => {
    const { cash, card } = ctx.providers;
    const { flows, money, deliveries, deliveryFlows } = createWorkflows({
      ...ctx,
      providers: { [cash.name]: cash, [card.name]: card },
    });
    return { provides: { flows, money, deliveryFlows, deliveriesSweep: deliveries.sweep } };
  },
});

declare module '../platform/module.js' {
  interface Services {
    /** Placing a checkout and moving an order, with their money steps (the orders' routes run them). */
    flows: OrderFlows;
    /** The money job's work (ADR 016). */
    money: MoneyRunner;
    /** The driver's moves that change a driver's row or an order too (the deliveries' routes run them). */
    deliveryFlows: DeliveryFlows;
    /** The deliveries' sweep job's work (tests run it by hand with a moved clock). */
    deliveriesSweep: () => Promise<unknown>;
  }
}
