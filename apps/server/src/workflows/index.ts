import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.js';
import type { AuditService } from '../modules/audit/index.js';
import type { LedgerService } from '../modules/ledger/index.js';
import type { CheckoutService, OrderFlows, OrdersService } from '../modules/orders/index.js';
import type { PaymentProvider } from '../modules/payments/index.js';
import type { Jobs } from '../platform/jobs.js';
import { defineModule } from '../platform/module.js';
import { createCheckoutWorkflow } from './checkout.workflow.js';
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
}) {
  const money = createMoneyRunner(deps);
  const checkout = createCheckoutWorkflow({ ...deps, money });
  const moves = createOrderMovesWorkflow({ ...deps, money });
  deps.jobs.define({ name: 'ledger.money', everyMs: MONEY_POLL_MS, run: () => money.runDue() });
  const flows: OrderFlows = { place: checkout.place, move: moves.move, ready: moves.ready };
  return { money, checkout, moves, flows };
}

export type Workflows = ReturnType<typeof createWorkflows>;

/**
 * In app.ts's module list, after the modules they drive (orders, the ledger, the payments' providers)
 * and before the orders' routes, which run through them.
 */
export const workflowsModule = defineModule({
  name: 'workflows',
  needs: ['orders', 'checkout', 'ledger', 'providers', 'audit'],
  build: (ctx) => {
    const { cash, card } = ctx.providers;
    const { flows, money } = createWorkflows({ ...ctx, providers: { [cash.name]: cash, [card.name]: card } });
    return { provides: { flows, money } };
  },
});

declare module '../platform/module.js' {
  interface Services {
    /** Placing a checkout and moving an order, with their money steps (the orders' routes run them). */
    flows: OrderFlows;
    /** The money job's work (ADR 016). */
    money: MoneyRunner;
  }
}
