import {
  deliverRequestSchema,
  deliveryParamsSchema,
  deliverySettingsSchema,
  driverDashboardSchema,
  driverDeliveriesSchema,
  driverDeliverySchema,
  driverSchema,
  driverStatusRequestSchema,
} from '@haflah/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { type SessionReader, staffArea } from '../../http/guard.js';
import { errorResponses } from '../../http/openapi.js';
import { readOneFile, registerUploads } from '../../http/uploads.js';
import type { DeliveriesService } from './deliveries.service.js';
import type { DeliveryFlows } from './index.js';

/**
 * The driver's deliveries under `/api/driver` (driver role), and the delivery settings under
 * `/api/admin`. Thin: parse, then the service (reads, the photo) or the workflow (every move that
 * changes a driver's row or an order too).
 */
export function deliveriesStaffRoutes(deps: {
  auth: SessionReader;
  deliveries: DeliveriesService;
  flows: DeliveryFlows;
}): FastifyPluginAsync {
  return async (app) => {
    await app.register(staffArea('/driver', 'driver', deps.auth, driverRoutes(deps)), { prefix: '/api' });
    await app.register(staffArea('/admin', 'admin', deps.auth, adminRoutes(deps)), { prefix: '/api' });
  };
}

const driverRoutes =
  ({ deliveries, flows }: { deliveries: DeliveriesService; flows: DeliveryFlows }): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['driver'];
    app.put(
      '/status',
      {
        schema: {
          tags,
          summary: 'Go online (open deliveries offered at once) or offline (pending offers withdrawn)',
          body: driverStatusRequestSchema,
          response: { 200: driverSchema, ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      (req) => flows.setOnline(req.user!, req.body.online),
    );
    app.get(
      '/dashboard',
      {
        schema: {
          tags,
          summary: "Today's deliveries and earnings, cash held and its cap, offers waiting",
          response: { 200: driverDashboardSchema, ...errorResponses(401, 403, 404) },
        },
      },
      (req) => deliveries.dashboard(req.user!),
    );
    app.get(
      '/deliveries',
      {
        schema: {
          tags,
          summary: "Pending offers, deliveries in hand and today's delivered",
          response: { 200: driverDeliveriesSchema, ...errorResponses(401, 403) },
        },
      },
      (req) => deliveries.list(req.user!),
    );
    app.get(
      '/deliveries/:id',
      {
        schema: {
          tags,
          summary: 'A delivery offered to, or carried by, the driver',
          params: deliveryParamsSchema,
          response: { 200: driverDeliverySchema, ...errorResponses(400, 401, 403, 404) },
        },
      },
      (req) => deliveries.get(req.user!, req.params.id),
    );
    app.post(
      '/deliveries/:id/accept',
      {
        schema: {
          tags,
          summary: 'Take an offered delivery (exactly one driver gets it)',
          params: deliveryParamsSchema,
          response: { 200: driverDeliverySchema, ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      (req) => flows.accept(req.user!, req.params.id),
    );
    app.post(
      '/deliveries/:id/decline',
      {
        schema: {
          tags,
          summary: 'Decline an offer (not offered again)',
          params: deliveryParamsSchema,
          response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (req, reply) => {
        await flows.decline(req.user!, req.params.id);
        return reply.status(204).send(null);
      },
    );
    app.post(
      '/deliveries/:id/pickup',
      {
        schema: {
          tags,
          summary: 'Picked up from the shop: the order is shipped',
          params: deliveryParamsSchema,
          response: { 200: driverDeliverySchema, ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      (req) => flows.pickUp(req.user!, req.params.id),
    );
    app.post(
      '/deliveries/:id/deliver',
      {
        schema: {
          tags,
          summary:
            "Delivered with proof (the customer's code or the door photo); cash received for cash orders",
          params: deliveryParamsSchema,
          body: deliverRequestSchema,
          response: { 200: driverDeliverySchema, ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      (req) => flows.deliver(req.user!, req.params.id, req.body),
    );
    // The door photo comes as multipart/form-data (http/uploads.ts): parsed in this scope only.
    await app.register(async (plain) => {
      const uploads = plain.withTypeProvider<ZodTypeProvider>();
      await registerUploads(uploads);
      uploads.post(
        '/deliveries/:id/photo',
        {
          schema: {
            tags,
            summary: 'The photo at the door (multipart/form-data, one image up to 5 MB), kept 30 days',
            params: deliveryParamsSchema,
            consumes: ['multipart/form-data'],
            response: { 200: driverDeliverySchema, ...errorResponses(400, 401, 403, 404, 409, 413, 429) },
          },
        },
        async (req) => deliveries.setPhoto(req.user!, req.params.id, await readOneFile(req)),
      );
    });
  };

const adminRoutes =
  ({ deliveries }: { deliveries: DeliveriesService }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/delivery-settings',
      {
        schema: {
          tags: ['admin'],
          summary: 'The delivery settings (the cash cap)',
          response: { 200: deliverySettingsSchema, ...errorResponses(401, 403) },
        },
      },
      () => deliveries.settings(),
    );
    app.put(
      '/delivery-settings',
      {
        schema: {
          tags: ['admin'],
          summary: 'Change the delivery settings (audited)',
          body: deliverySettingsSchema,
          response: { 200: deliverySettingsSchema, ...errorResponses(400, 401, 403) },
        },
      },
      (req) => deliveries.updateSettings(req.user!, req.body, req.ip),
    );
  };
