import { driverRegisterSchema, userResponseSchema } from '@haflah/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestContext, sendCookies } from '../../http/guard.js';
import { errorResponses } from '../../http/openapi.js';
import type { DriversService } from './drivers.service.js';

/** Public: sign-up lives beside the customer's, outside the guarded area. */
export const driverSignUpRoutes =
  (drivers: DriversService): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/auth/register/driver',
      {
        schema: {
          tags: ['auth', 'driver'],
          summary: 'Create a driver account (offline until it goes online), and sign it in',
          body: driverRegisterSchema,
          response: { 200: userResponseSchema, ...errorResponses(400, 409, 429) },
        },
      },
      async (req, reply) => {
        const { user, cookies } = await drivers.registerDriver(req.body, requestContext(req));
        sendCookies(reply, cookies);
        return { user };
      },
    );
  };
