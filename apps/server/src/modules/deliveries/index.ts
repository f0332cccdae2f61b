import type { DeliverRequest, Driver, DriverDelivery } from '@haflah/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { SessionReader } from '../../http/guard.js';
import type { Actor } from '../../platform/access.js';
import { createAttemptsRepository } from '../../platform/attempts.js';
import type { ModuleContext } from '../../platform/module.js';
import { defineModule } from '../../platform/module.js';
import { createLocalStorage, type Storage } from '../../platform/storage.js';
import type { AuditService } from '../audit/index.js';
import type { DriversService } from '../drivers/index.js';
import { createDeliveriesPolicy } from './deliveries.policy.js';
import { createDeliveriesRepository } from './deliveries.repository.js';
import type { DeliveriesService } from './deliveries.service.js';
import { createDeliveriesService } from './deliveries.service.js';
import { deliveriesStaffRoutes } from './deliveries.staff-routes.js';
import './deliveries.events.js';

/**
 * What the deliveries workflow (workflows/deliveries.workflow.ts) does for the driver's routes: every
 * move that changes a driver's row or an order too. A module never imports a workflow: app.ts hands
 * them to `connect` (deliveryRoutesModule, after the workflows).
 */
export interface DeliveryFlows {
  setOnline(actor: Actor, online: boolean): Promise<Driver>;
  accept(actor: Actor, id: string): Promise<DriverDelivery>;
  decline(actor: Actor, id: string): Promise<void>;
  pickUp(actor: Actor, id: string): Promise<DriverDelivery>;
  deliver(actor: Actor, id: string, input: DeliverRequest): Promise<DriverDelivery>;
}

/** Deliveries (issue 25): a driver carrying a shop's order to its customer; offers, proof, cash. */
export function createDeliveriesModule(
  ctx: ModuleContext & {
    auth: SessionReader;
    audit: AuditService;
    drivers: DriversService;
    storage?: Storage;
  },
) {
  const repo = createDeliveriesRepository();
  const service = createDeliveriesService({
    db: ctx.db,
    repo,
    policy: createDeliveriesPolicy(ctx.db, repo),
    bus: ctx.bus,
    storage: ctx.storage ?? createLocalStorage(ctx.config.UPLOADS_DIR),
    clock: ctx.clock,
    drivers: ctx.drivers,
    audit: ctx.audit,
    attempts: createAttemptsRepository(ctx.db),
  });
  // An admin deactivated a driver (inside the change's transaction): their pending offers go with it.
  ctx.bus.subscribe('driver.updated', async ({ driverId }, transaction) => {
    if (transaction) await service.work.driverChanged(transaction.executor, transaction, driverId);
  });
  const connect =
    (flows: DeliveryFlows): FastifyPluginAsync =>
    async (app) => {
      await app.register(deliveriesStaffRoutes({ auth: ctx.auth, deliveries: service, flows }));
    };
  return { service, connect };
}

export type { DeliveryRow } from './deliveries.repository.js';
export {
  acceptRefusal,
  afterMissedOffer,
  codeMatches,
  onlineStatus,
  statusAfterLoad,
} from './deliveries.rules.js';
/** Read-only, for other modules' queries (tracking reads who carries an order, and where it goes). */
export { deliveries, deliveryOffers } from './deliveries.schema.js';
export type { DeliveriesService } from './deliveries.service.js';

/**
 * In app.ts's module list twice: the service (before the workflows, which drive it), then the routes
 * (after the workflows, which they run).
 */
export const deliveriesModule = defineModule({
  name: 'deliveries',
  needs: ['auth', 'audit', 'drivers'],
  build: (ctx) => {
    const { service, connect } = createDeliveriesModule(ctx);
    return { provides: { deliveries: service, connectDeliveries: connect } };
  },
});

export const deliveryRoutesModule = defineModule({
  name: 'deliveries.routes',
  needs: ['connectDeliveries', 'deliveryFlows'],
  build: (ctx) => ({ plugin: ctx.connectDeliveries(ctx.deliveryFlows) }),
});

declare module '../../platform/module.js' {
  interface Services {
    deliveries: DeliveriesService;
    /** The driver's routes, joined once the workflows are built (deliveryRoutesModule). */
    connectDeliveries: (flows: DeliveryFlows) => FastifyPluginAsync;
  }
}
