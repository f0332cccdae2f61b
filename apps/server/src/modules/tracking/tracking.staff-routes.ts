import { adminDriverLocationsSchema, driverLocationRequestSchema } from '@haflah/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { type SessionReader, staffArea } from '../../http/guard.js';
import { errorResponses } from '../../http/openapi.js';
import type { TrackingService } from './tracking.service.js';

/**
 * The tracking routes in the staff areas (ADR 017): the driver's fixes (/api/driver/location) and the
 * admins' map (/api/admin/drivers/locations). Thin: the service decides.
 */
export function trackingStaffRoutes(deps: {
  auth: SessionReader;
  tracking: TrackingService;
}): FastifyPluginAsync {
  const { tracking } = deps;
  const driverArea: FastifyPluginAsyncZod = async (app) => {
    app.post(
      '/location',
      {
        schema: {
          tags: ['driver'],
          summary: 'The driver’s position, at most one fix every 5 s (sooner: 429); stored on their own row',
          body: driverLocationRequestSchema,
          response: { 204: z.null(), ...errorResponses(400, 401, 403, 404, 429) },
        },
      },
      async (req, reply) => {
        await tracking.recordFix(req.user!, req.body);
        return reply.status(204).send(null);
      },
    );
  };
  const adminArea: FastifyPluginAsyncZod = async (app) => {
    app.get(
      '/drivers/locations',
      {
        schema: {
          tags: ['admin'],
          summary: 'Online drivers’ last positions and load (the drivers page’s map)',
          response: { 200: adminDriverLocationsSchema, ...errorResponses(401, 403) },
        },
      },
      () => tracking.driverLocations(),
    );
  };
  return async (app) => {
    await app.register(staffArea('/driver', 'driver', deps.auth, driverArea), { prefix: '/api' });
    await app.register(staffArea('/admin', 'admin', deps.auth, adminArea), { prefix: '/api' });
  };
}
