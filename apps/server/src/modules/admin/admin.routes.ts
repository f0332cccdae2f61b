import { retailersByStatusQuerySchema, staffRetailersResponseSchema } from '@haflah/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../http/openapi.js';
import type { RetailersService } from '../retailers/index.js';

/** The admin area (`/api/admin`, behind the admin role). */
export const adminAreaRoutes =
  (deps: { retailers: RetailersService }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/retailers',
      {
        schema: {
          tags: ['admin'],
          summary: 'Retailers by approval status',
          querystring: retailersByStatusQuerySchema,
          response: { 200: staffRetailersResponseSchema, ...errorResponses(400, 401, 403) },
        },
      },
      async (req) => ({ retailers: await deps.retailers.listByStatus(req.query.status) }),
    );
  };
