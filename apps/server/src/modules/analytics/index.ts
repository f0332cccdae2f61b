import type { FastifyPluginAsync } from 'fastify';
import type { SessionReader } from '../../http/guard.js';
import { defineModule, type ModuleContext } from '../../platform/module.js';
import { createAnalyticsRepository } from './analytics.repository.js';
import type { AnalyticsService } from './analytics.service.js';
import { createAnalyticsService } from './analytics.service.js';
import { analyticsStaffRoutes } from './analytics.staff-routes.js';

/**
 * A shop's analytics (issue 27 point 5): a read model over the orders, their lines, the ledger's
 * refund rows, bookings, listings and the shop's opening hours. It writes nothing.
 */
export function createAnalyticsModule(ctx: ModuleContext & { auth: SessionReader }) {
  const service = createAnalyticsService({ repo: createAnalyticsRepository(ctx.db), clock: ctx.clock });
  const plugin: FastifyPluginAsync = async (app) => {
    await app.register(analyticsStaffRoutes({ auth: ctx.auth, analytics: service }));
  };
  return { service, plugin };
}

export type { AnalyticsService } from './analytics.service.js';

export const analyticsModule = defineModule({
  name: 'analytics',
  // After the orders and the ledger, whose rows it reads.
  needs: ['auth', 'orders', 'ledger'],
  build: (ctx) => {
    const { service, plugin } = createAnalyticsModule(ctx);
    return { plugin, provides: { analytics: service } };
  },
});

declare module '../../platform/module.js' {
  interface Services {
    analytics: AnalyticsService;
  }
}
