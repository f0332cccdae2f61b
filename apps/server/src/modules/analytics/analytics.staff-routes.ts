import { analyticsQuerySchema, shopAnalyticsSchema } from '@haflah/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type SessionReader, staffArea } from '../../http/guard.js';
import { errorResponses } from '../../http/openapi.js';
import type { AnalyticsService } from './analytics.service.js';

/**
 * The shop's analytics in the retailer area (`/api/retailer/analytics`): no id in any URL, the shop is
 * the signed-in retailer's own, so another shop's figures cannot be asked for.
 */
export function analyticsStaffRoutes(deps: {
  auth: SessionReader;
  analytics: AnalyticsService;
}): FastifyPluginAsync {
  return async (app) => {
    await app.register(staffArea('/retailer', 'retailer', deps.auth, routes(deps.analytics)), {
      prefix: '/api',
    });
  };
}

const routes =
  (analytics: AnalyticsService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/analytics',
      {
        schema: {
          tags: ['analytics'],
          summary:
            "The shop's sales, refunds, orders, top listings, utilisation and customers for a period and the previous one",
          querystring: analyticsQuerySchema,
          response: { 200: shopAnalyticsSchema, ...errorResponses(400, 401, 403, 404) },
        },
      },
      (req) => analytics.analytics(req.user!, req.query),
    );
    app.get(
      '/analytics/orders.csv',
      {
        schema: {
          tags: ['analytics'],
          summary: "The period's orders as CSV (UTF-8 with a BOM), oldest first",
          querystring: analyticsQuerySchema,
          produces: ['text/csv'],
        },
      },
      async (req, reply) => {
        const { filename, body } = await analytics.csv(req.user!, req.query);
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${filename}"`)
          .send(body);
      },
    );
  };
