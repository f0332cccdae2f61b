import type { FastifyPluginAsync } from 'fastify';
import type { ModuleContext } from '../../platform/module.js';
import { defineModule } from '../../platform/module.js';
import type { AuditService } from '../audit/index.js';
import type { AuthService } from '../auth/index.js';
import { createDriversPolicy } from './drivers.policy.js';
import { createDriversRepository } from './drivers.repository.js';
import { driverSignUpRoutes } from './drivers.routes.js';
import type { DriversService } from './drivers.service.js';
import { createDriversService } from './drivers.service.js';
import { driversStaffRoutes } from './drivers.staff-routes.js';
import './drivers.events.js';

/** Drivers: sign-up, the driver record and the driver area. */
export function createDriversModule(ctx: ModuleContext & { audit: AuditService; auth: AuthService }) {
  const repo = createDriversRepository(ctx.db);
  const service = createDriversService({
    audit: ctx.audit,
    auth: ctx.auth,
    db: ctx.db,
    repo,
    policy: createDriversPolicy(repo),
    bus: ctx.bus,
    clock: ctx.clock,
  });
  // The record goes with the account row (ON DELETE CASCADE); nothing to erase by hand.
  ctx.personalData.register({ key: 'driver', export: (subject) => repo.get(subject.id) });

  const plugin: FastifyPluginAsync = async (app) => {
    await app.register(driverSignUpRoutes(service), { prefix: '/api' });
    await app.register(driversStaffRoutes({ auth: ctx.auth, drivers: service }));
  };
  return { service, plugin };
}

/** For the deliveries' workflow: a driver's row, and the change of their work it makes under its lock. */
export type { DriverRow, DriverWorkChange } from './drivers.repository.js';
/** Read-only, for other modules' queries that name a driver (the audit log's labels). */
export { drivers } from './drivers.schema.js';
export type { DriversService } from './drivers.service.js';
export { toDriver } from './drivers.service.js';

export const driversModule = defineModule({
  name: 'drivers',
  needs: ['audit', 'auth'],
  build: (ctx) => {
    const { service, plugin } = createDriversModule(ctx);
    return { plugin, provides: { drivers: service } };
  },
});

declare module '../../platform/module.js' {
  interface Services {
    drivers: DriversService;
  }
}
