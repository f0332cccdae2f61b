import {
  adminDriverSchema,
  adminDriversPageSchema,
  adminDriversQuerySchema,
  adminDriverUpdateSchema,
  driverIdParamsSchema,
  driverMeResponseSchema,
  driverProfileUpdateSchema,
  driverSchema,
} from '@haflah/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type SessionReader, staffArea } from '../../http/guard.js';
import { errorResponses } from '../../http/openapi.js';
import type { DriversService } from './drivers.service.js';

/**
 * The driver area's own route (ADR 017): the driver's account and record, under `/api/driver` and
 * behind the driver role. Deliveries will be registered by the orders, in their staff routes. And the
 * admin area's drivers (`/api/admin/drivers`): the list, and activating or setting the maximum.
 */
export function driversStaffRoutes(deps: {
  auth: SessionReader;
  drivers: DriversService;
}): FastifyPluginAsync {
  return async (app) => {
    await app.register(staffArea('/driver', 'driver', deps.auth, driverAreaRoutes(deps.drivers)), {
      prefix: '/api',
    });
    await app.register(staffArea('/admin', 'admin', deps.auth, adminAreaRoutes(deps.drivers)), {
      prefix: '/api',
    });
  };
}

const adminAreaRoutes =
  (drivers: DriversService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/drivers',
      {
        schema: {
          tags: ['admin'],
          summary: 'Every driver: status, load, rating, deliveries, vehicle; searched, filtered, paged',
          querystring: adminDriversQuerySchema,
          response: { 200: adminDriversPageSchema, ...errorResponses(400, 401, 403) },
        },
      },
      (req) => drivers.list(req.query),
    );
    app.patch(
      '/drivers/:id',
      {
        schema: {
          tags: ['admin'],
          summary: 'Activate or deactivate a driver (deactivating takes them offline), or set their maximum',
          params: driverIdParamsSchema,
          body: adminDriverUpdateSchema,
          response: { 200: adminDriverSchema, ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      (req) => drivers.update(req.user!, req.params.id, req.body, req.ip),
    );
  };

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
    app.patch(
      '/me',
      {
        schema: {
          tags: ['driver'],
          summary: 'The signed-in driver changes their own record: name, phone, vehicle, plate',
          body: driverProfileUpdateSchema,
          response: { 200: driverSchema, ...errorResponses(400, 401, 403, 404) },
        },
      },
      (req) => drivers.updateOwnProfile(req.user!.id, req.body),
    );
  };
