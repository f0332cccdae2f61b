import { retailerRegisterSchema, userResponseSchema } from '@haflah/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestContext, sendCookies } from '../../http/guard.js';
import { errorResponses } from '../../http/openapi.js';
import type { ShopsService } from './shops.service.js';

/**
 * The retailer area's own route (ADR 017): sign-up, public, beside the customer's and outside the
 * guarded area. The shops' routes in the staff areas are in shops.staff-routes.ts.
 */
export const retailerSignUpRoutes =
  (shops: ShopsService): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/auth/register/retailer',
      {
        schema: {
          tags: ['auth', 'retailer'],
          summary: 'Create a retailer account and its shop (pending approval), and sign it in',
          body: retailerRegisterSchema,
          response: { 200: userResponseSchema, ...errorResponses(400, 409, 429) },
        },
      },
      async (req, reply) => {
        const { user, cookies } = await shops.registerRetailer(req.body, requestContext(req));
        sendCookies(reply, cookies);
        return { user };
      },
    );
  };
