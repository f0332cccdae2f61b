import { shopsByStatusQuerySchema, staffShopsResponseSchema } from '@haflah/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type SessionReader, staffArea } from '../../http/guard.js';
import { errorResponses } from '../../http/openapi.js';
import type { ShopsService } from './shops.service.js';

/**
 * The shops' routes in the staff areas (ADR 017: each domain registers its own staff routes, under the
 * area's prefix and behind the area's role): a retailer's own shops, and an admin's list by approval
 * status (was the admin module's). URLs and answers as before.
 */
export function shopsStaffRoutes(deps: { auth: SessionReader; shops: ShopsService }): FastifyPluginAsync {
  return async (app) => {
    await app.register(staffArea('/retailer', 'retailer', deps.auth, retailerAreaRoutes(deps.shops)), {
      prefix: '/api',
    });
    await app.register(staffArea('/admin', 'admin', deps.auth, adminAreaRoutes(deps.shops)), {
      prefix: '/api',
    });
  };
}

/** In the retailer area (`/api/retailer`): the shops this account runs. */
const retailerAreaRoutes =
  (shops: ShopsService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/shops',
      {
        schema: {
          tags: ['retailer'],
          summary: 'The shops this retailer account runs, with their approval status',
          response: { 200: staffShopsResponseSchema, ...errorResponses(401, 403) },
        },
      },
      async (req) => ({ shops: await shops.listOwned(req.user!.id) }),
    );
  };

/** In the admin area (`/api/admin`): every shop, by approval status. */
const adminAreaRoutes =
  (shops: ShopsService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/shops',
      {
        schema: {
          tags: ['admin'],
          summary: 'Shops by approval status',
          querystring: shopsByStatusQuerySchema,
          response: { 200: staffShopsResponseSchema, ...errorResponses(400, 401, 403) },
        },
      },
      async (req) => ({ shops: await shops.listByStatus(req.query.status) }),
    );
  };
