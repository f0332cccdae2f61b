import {
  driverMeResponseSchema,
  driverRegisterSchema,
  retailerRegisterSchema,
  retailersByStatusQuerySchema,
  staffRetailersResponseSchema,
  userResponseSchema,
} from '@haflah/contracts';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '../../http/openapi.js';
import { authGuard, requestContext, sendCookies } from '../auth/auth.guard.js';
import type { AuthService } from '../auth/auth.service.js';
import type { CatalogueService } from '../catalogue/catalogue.service.js';
import type { StaffService } from './staff.service.js';

const denied = errorResponses(401, 403);

/**
 * The entry points of the retailer, driver and admin areas. Each area's API is registered under its
 * own prefix behind one role guard, so any route added there later is refused to other roles (403)
 * and to anonymous callers (401), whatever the client does (the guard runs onRequest, before validation).
 */
export const staffRoutes =
  (deps: { auth: AuthService; catalogue: CatalogueService; staff: StaffService }): FastifyPluginAsyncZod =>
  async (app) => {
    // Sign-up is public, so it lives outside the guarded area prefixes, beside the customer's.
    await app.register(async (plain) => {
      const open = plain.withTypeProvider<ZodTypeProvider>();
      open.addHook('onSend', async (_req, reply) => {
        reply.header('cache-control', 'no-store');
      });
      const signUp = { 200: userResponseSchema, ...errorResponses(400, 409, 429) };
      open.post(
        '/auth/register/retailer',
        {
          schema: {
            tags: ['auth', 'retailer'],
            summary: 'Create a retailer account and its shop (pending approval), and sign it in',
            body: retailerRegisterSchema,
            response: signUp,
          },
        },
        async (req, reply) => {
          const { user, cookies } = await deps.staff.registerRetailer(req.body, requestContext(req));
          sendCookies(reply, cookies);
          return { user };
        },
      );
      open.post(
        '/auth/register/driver',
        {
          schema: {
            tags: ['auth', 'driver'],
            summary: 'Create a driver account (offline until it goes online), and sign it in',
            body: driverRegisterSchema,
            response: signUp,
          },
        },
        async (req, reply) => {
          const { user, cookies } = await deps.staff.registerDriver(req.body, requestContext(req));
          sendCookies(reply, cookies);
          return { user };
        },
      );
    });

    await app.register(
      async (plain) => {
        const area = plain.withTypeProvider<ZodTypeProvider>();
        area.addHook('onRequest', authGuard(deps.auth, 'retailer'));
        area.get(
          '/shops',
          {
            schema: {
              tags: ['retailer'],
              summary: 'The shops this retailer account runs, with their approval status',
              response: { 200: staffRetailersResponseSchema, ...denied },
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
              summary: 'The signed-in driver: the account and its driver record',
              response: { 200: driverMeResponseSchema, ...denied },
            },
          },
          async (req) => ({ user: req.user!, driver: await deps.staff.driver(req.user!.id) }),
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
              response: { 200: staffRetailersResponseSchema, ...errorResponses(400, 401, 403) },
            },
          },
          async (req) => ({ retailers: await deps.catalogue.listRetailersByStatus(req.query.status) }),
        );
      },
      { prefix: '/admin' },
    );
  };
