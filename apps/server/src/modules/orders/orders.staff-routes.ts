import { orderDetailSchema, orderMoveRequestSchema, orderParamsSchema } from '@haflah/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type SessionReader, staffArea } from '../../http/guard.js';
import { errorResponses } from '../../http/openapi.js';
import type { OrderFlows } from './index.js';

/**
 * The orders' routes in the staff areas (ADR 017: each domain registers its own staff routes, under
 * the area's prefix and behind the area's role; its policy and status machine decide the rest).
 */
export function ordersStaffRoutes(deps: {
  auth: SessionReader;
  flows: Pick<OrderFlows, 'move'>;
}): FastifyPluginAsync {
  return async (app) => {
    for (const area of ['retailer', 'admin'] as const) {
      await app.register(staffArea(`/${area}`, area, deps.auth, orderMoveRoutes(deps.flows, area)), {
        prefix: '/api',
      });
    }
  };
}

/**
 * Moving an order, for a staff area (`/retailer`: its shop's orders; `/admin`: any order). The status
 * machine decides what each may do; the screens for these come with the shop and admin areas.
 */
const orderMoveRoutes =
  (flows: Pick<OrderFlows, 'move'>, as: 'retailer' | 'admin'): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/orders/:id/status',
      {
        schema: {
          tags: ['orders'],
          summary: `Move an order to another status, as ${as === 'admin' ? 'an admin' : 'its shop'}`,
          params: orderParamsSchema,
          body: orderMoveRequestSchema,
          response: { 200: orderDetailSchema, ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      (req) => flows.move(req.user!, as, req.params.id, req.body.status),
    );
  };
