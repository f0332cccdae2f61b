import { retailersByStatusQuerySchema, retailersResponseSchema, userResponseSchema } from '@haflah/contracts';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '../../http/openapi.js';
import { authGuard } from '../auth/auth.guard.js';
import type { AuthService } from '../auth/auth.service.js';
import type { CatalogueService } from '../catalogue/catalogue.service.js';

const denied = errorResponses(401, 403);

/**
 * The entry points of the retailer, driver and admin areas. Each area's API is registered under its
 * own prefix behind one role guard, so any route added there later is refused to other roles (403)
 * and to anonymous callers (401), whatever the client does (the guard runs onRequest, before validation).
 */
export const staffRoutes =
  (deps: { auth: AuthService; catalogue: CatalogueService }): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(
      async (plain) => {
        const area = plain.withTypeProvider<ZodTypeProvider>();
        area.addHook('onRequest', authGuard(deps.auth, 'retailer'));
        area.get(
          '/shops',
          {
            schema: {
              tags: ['retailer'],
              summary: 'The shops this retailer account runs',
              response: { 200: retailersResponseSchema, ...denied },
            },
          },
          async (req) => ({ retailers: await deps.catalogue.listOwnedRetailers(req.user!.id) }),
        );
      },
      { prefix: '/retailer' },
    );

    await app.register(
      async (plain) => {
        const area = plain.withTypeProvider<ZodTypeProvider>();
        area.addHook('onRequest', authGuard(deps.auth, 'driver'));
        area.get(
          '/me',
          {
            schema: {
              tags: ['driver'],
              summary: 'The signed-in driver',
              response: { 200: userResponseSchema, ...denied },
            },
          },
          async (req) => ({ user: req.user! }),
        );
      },
      { prefix: '/driver' },
    );

    await app.register(
      async (plain) => {
        const area = plain.withTypeProvider<ZodTypeProvider>();
        area.addHook('onRequest', authGuard(deps.auth, 'admin'));
        area.get(
          '/retailers',
          {
            schema: {
              tags: ['admin'],
              summary: 'Retailers by approval status',
              querystring: retailersByStatusQuerySchema,
              response: { 200: retailersResponseSchema, ...errorResponses(400, 401, 403) },
            },
          },
          async (req) => ({ retailers: await deps.catalogue.listRetailersByStatus(req.query.status) }),
        );
      },
      { prefix: '/admin' },
    );
  };
