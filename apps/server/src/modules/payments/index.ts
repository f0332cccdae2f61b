import type { FastifyPluginAsync } from 'fastify';
import type { SessionReader } from '../../http/guard.js';
import type { ModuleContext } from '../../platform/module.js';
import { defineModule } from '../../platform/module.js';
import { createCashProvider } from './cash.js';
import type { CardGateway, PaymentProvider } from './gateway.js';
import { createPaymentsPolicy } from './payments.policy.js';
import { createPaymentsRepository } from './payments.repository.js';
import { paymentsRoutes } from './payments.routes.js';
import type { PaymentsService } from './payments.service.js';
import { createPaymentsService, toPaymentMethod } from './payments.service.js';
import { createTestGateway } from './test-gateway.js';

/**
 * Payment methods and the payment providers (cash on delivery; cards and BenefitPay through the
 * built-in test gateway until a real one is configured).
 */
export function createPaymentsModule(
  ctx: ModuleContext & {
    auth: SessionReader;
    /** Fault tests only (ADR 016): wraps the card gateway to make it fail on purpose. */
    wrapGateway?: (gateway: CardGateway) => CardGateway;
  },
) {
  const repo = createPaymentsRepository(ctx.db);
  const builtIn = createTestGateway({ db: ctx.db });
  const gateway = ctx.wrapGateway ? ctx.wrapGateway(builtIn) : builtIn;
  const service = createPaymentsService({
    repo,
    policy: createPaymentsPolicy(repo),
    gateway,
    clock: ctx.clock,
  });
  // The rows go with the account (ON DELETE CASCADE); the export lists them (no tokens).
  ctx.personalData.register({
    key: 'paymentMethods',
    export: async (subject) => (await repo.list(subject.id)).map(toPaymentMethod),
  });

  const plugin: FastifyPluginAsync = async (app) => {
    await app.register(paymentsRoutes({ auth: ctx.auth, payments: service }), { prefix: '/api' });
  };
  return { service, plugin, providers: { cash: createCashProvider(), card: gateway } };
}

export type { CardGateway, PaymentMovement, PaymentProvider, PaymentResult } from './gateway.js';
export type { PaymentsService } from './payments.service.js';

/** In app.ts's module list; `wrapGateway` is for the fault tests only (ADR 016). */
export const paymentsModule = (options: { wrapGateway?: (gateway: CardGateway) => CardGateway } = {}) =>
  defineModule({
    name: 'payments',
    needs: ['auth'],
    build: (ctx) => {
      const { service, plugin, providers } = createPaymentsModule({ ...ctx, ...options });
      return { plugin, provides: { payments: service, providers } };
    },
  });

declare module '../../platform/module.js' {
  interface Services {
    payments: PaymentsService;
    /** Cash on delivery, and the card gateway (the built-in test gateway until a real one). */
    providers: { cash: PaymentProvider; card: PaymentProvider & { testMode: boolean } };
  }
}
