import type { FastifyPluginAsync } from 'fastify';
import type { ModuleContext } from '../../platform/module.js';
import { defineModule } from '../../platform/module.js';
import type { AuthService } from '../auth/index.js';
import { createDriversRepository } from './drivers.repository.js';
import { driverSignUpRoutes } from './drivers.routes.js';
import type { DriversService } from './drivers.service.js';
import { createDriversService } from './drivers.service.js';
import { driversStaffRoutes } from './drivers.staff-routes.js';
import './drivers.events.js';

/** Drivers: sign-up, the driver record and the driver area. */
export function createDriversModule(ctx: ModuleContext & { auth: AuthService }) {
  const repo = createDriversRepository(ctx.db);
  const service = createDriversService({ auth: ctx.auth, repo, bus: ctx.bus });
  // The record goes with the account row (ON DELETE CASCADE); nothing to erase by hand.
  ctx.personalData.register({ key: 'driver', export: (subject) => repo.get(subject.id) });

  const plugin: FastifyPluginAsync = async (app) => {
    await app.register(driverSignUpRoutes(service), { prefix: '/api' });
    await app.register(driversStaffRoutes({ auth: ctx.auth, drivers: service }));
  };
  return { service, plugin };
}

export type { DriversService } from './drivers.service.js';

export const driversModule = defineModule({
  name: 'drivers',
  needs: ['auth'],
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
