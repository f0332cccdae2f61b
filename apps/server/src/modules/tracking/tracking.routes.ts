import { orderParamsSchema, orderTrackingResponseSchema } from '@haflah/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authGuard, type SessionReader } from '../../http/guard.js';
import { errorResponses } from '../../http/openapi.js';
import type { TrackingService } from './tracking.service.js';

/** The customer's tracking card (GET /api/orders/:id/tracking): thin, the service and policy decide. */
export const trackingRoutes =
  (deps: { auth: SessionReader; tracking: TrackingService }): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('onRequest', authGuard(deps.auth));
    app.get(
      '/orders/:id/tracking',
      {
        schema: {
          tags: ['orders'],
          summary:
            'The order’s delivery as its customer sees it (the code, the driver, their position), or null',
          params: orderParamsSchema,
          response: { 200: orderTrackingResponseSchema, ...errorResponses(401, 404) },
        },
      },
      (req) => deps.tracking.tracking(req.user!, req.params.id),
    );
  };
