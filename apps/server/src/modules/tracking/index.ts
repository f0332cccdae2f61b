import type { FastifyPluginAsync } from 'fastify';
import type { SessionReader } from '../../http/guard.js';
import type { ModuleContext } from '../../platform/module.js';
import { defineModule } from '../../platform/module.js';
import type { RoomAuthorizer } from '../realtime/index.js';
import { policyRoom } from '../realtime/index.js';
import { createTrackingPolicy } from './tracking.policy.js';
import { createTrackingRepository } from './tracking.repository.js';
import { trackingRoutes } from './tracking.routes.js';
import { createTrackingService, type DriverFixes, type TrackingService } from './tracking.service.js';
import { trackingStaffRoutes } from './tracking.staff-routes.js';
import './tracking.events.js';

/**
 * Live location (issue 25 point 4): the driver's fixes (POST /api/driver/location), the customer's
 * tracking card (GET /api/orders/:id/tracking), the admins' map (GET /api/admin/drivers/locations)
 * and the rooms `track:<orderId>` that carry each fix to those allowed to see it (ADR 020).
 */
export function createTrackingModule(
  ctx: ModuleContext & {
    auth: SessionReader;
    drivers: DriverFixes;
    rooms: { authorize(prefix: string, authorizer: RoomAuthorizer): void };
  },
) {
  const repo = createTrackingRepository(ctx.db);
  const policy = createTrackingPolicy(repo);
  const service = createTrackingService({ db: ctx.db, repo, policy, drivers: ctx.drivers, bus: ctx.bus });
  ctx.rooms.authorize('track', policyRoom(policy, 'tracking.watch'));
  const plugin: FastifyPluginAsync = async (app) => {
    await app.register(trackingRoutes({ auth: ctx.auth, tracking: service }), { prefix: '/api' });
    await app.register(trackingStaffRoutes({ auth: ctx.auth, tracking: service }));
  };
  return { service, plugin };
}

export type { TrackingService } from './tracking.service.js';

export const trackingModule = defineModule({
  name: 'tracking',
  needs: ['auth', 'drivers', 'rooms'],
  build: (ctx) => {
    const { service, plugin } = createTrackingModule(ctx);
    return { plugin, provides: { tracking: service } };
  },
});

declare module '../../platform/module.js' {
  interface Services {
    tracking: TrackingService;
  }
}
