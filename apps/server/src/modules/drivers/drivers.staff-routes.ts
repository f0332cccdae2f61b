import { driverMeResponseSchema } from '@haflah/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type SessionReader, staffArea } from '../../http/guard.js';
import { errorResponses } from '../../http/openapi.js';
import type { DriversService } from './drivers.service.js';

/**
 * The driver area's own route (ADR 017): the driver's account and record, under `/api/driver` and
 * behind the driver role. Deliveries will be registered by the orders, in their staff routes.
 */
export function driversStaffRoutes(deps: {
  auth: SessionReader;
  drivers: DriversService;
}): FastifyPluginAsync {
  return async (app) => {
    await app.register(staffArea('/driver', 'driver', deps.auth, driverAreaRoutes(deps.drivers)), {
      prefix: '/api',
    });
  };
}

const driverAreaRoutes =
  (drivers: DriversService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/me',
      {
        schema: {
          tags: ['driver'],
          summary: 'The signed-in driver: the account and its driver record',
          response: { 200: driverMeResponseSchema, ...errorResponses(401, 403) },
        },
      },
      async (req) => ({ user: req.user!, driver: await drivers.driver(req.user!.id) }),
    );
  };
