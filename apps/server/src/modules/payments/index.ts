import type { FastifyPluginAsync } from 'fastify';
import type { SessionReader } from '../../http/guard.js';
import type { ModuleContext } from '../../platform/module.js';
import { createCashProvider } from './cash.js';
import { createPaymentsPolicy } from './payments.policy.js';
import { createPaymentsRepository } from './payments.repository.js';
import { paymentsRoutes } from './payments.routes.js';
import { createPaymentsService, toPaymentMethod } from './payments.service.js';
import { createTestGateway } from './test-gateway.js';

/**
 * Payment methods and the payment providers (cash on delivery; cards and BenefitPay through the
 * built-in test gateway until a real one is configured).
 */
export function createPaymentsModule(ctx: ModuleContext & { auth: SessionReader }) {
  const repo = createPaymentsRepository(ctx.db);
  const gateway = createTestGateway();
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

export type { CardGateway, PaymentProvider, PaymentResult } from './gateway.js';
export type { PaymentsService } from './payments.service.js';
