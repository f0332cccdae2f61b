import { retailerRegisterSchema, staffRetailersResponseSchema, userResponseSchema } from '@haflah/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestContext, sendCookies } from '../../http/guard.js';
import { errorResponses } from '../../http/openapi.js';
import type { RetailersService } from './retailers.service.js';

/** Public: sign-up lives beside the customer's, outside the guarded area. */
export const retailerSignUpRoutes =
  (retailers: RetailersService): FastifyPluginAsyncZod =>
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
        const { user, cookies } = await retailers.registerRetailer(req.body, requestContext(req));
        sendCookies(reply, cookies);
        return { user };
      },
    );
  };

/** The retailer area (`/api/retailer`, behind the retailer role). */
export const retailerAreaRoutes =
  (retailers: RetailersService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/shops',
      {
        schema: {
          tags: ['retailer'],
          summary: 'The shops this retailer account runs, with their approval status',
          response: { 200: staffRetailersResponseSchema, ...errorResponses(401, 403) },
        },
      },
      async (req) => ({ retailers: await retailers.listOwned(req.user!.id) }),
    );
  };
