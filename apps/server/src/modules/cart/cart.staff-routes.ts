import {
  blockCreatedSchema,
  blockCreateSchema,
  blockParamsSchema,
  blocksQuerySchema,
  blocksResponseSchema,
  shopBookingsQuerySchema,
  shopBookingsSchema,
} from '@haflah/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { type SessionReader, staffArea } from '../../http/guard.js';
import { errorResponses } from '../../http/openapi.js';
import type { ScheduleService } from './schedule.service.js';

/**
 * The shop's calendar and blocked time, in the retailer area (ADR 017; contracts schedule.ts and
 * shop-bookings.ts). The schedule policy decides which listings and blocks are the shop's.
 */
export function cartStaffRoutes(deps: {
  auth: SessionReader;
  schedule: ScheduleService;
}): FastifyPluginAsync {
  return async (app) => {
    await app.register(staffArea('/retailer', 'retailer', deps.auth, scheduleRoutes(deps.schedule)), {
      prefix: '/api',
    });
  };
}

const scheduleRoutes =
  (schedule: ScheduleService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/bookings',
      {
        schema: {
          tags: ['bookings'],
          summary:
            "The shop's bookings calendar: per listing, bookings, live holds, blocks, capacity per slot",
          querystring: shopBookingsQuerySchema,
          response: { 200: shopBookingsSchema, ...errorResponses(400, 401, 403, 404) },
        },
      },
      (req) => schedule.calendar(req.user!, req.query),
    );
    app.get(
      '/blocks',
      {
        schema: {
          tags: ['bookings'],
          summary: "The shop's blocked time over a window, earliest first",
          querystring: blocksQuerySchema,
          response: { 200: blocksResponseSchema, ...errorResponses(400, 401, 403, 404) },
        },
      },
      (req) => schedule.listBlocks(req.user!, req.query),
    );
    app.post(
      '/blocks',
      {
        schema: {
          tags: ['bookings'],
          summary: 'Block a listing, or the whole shop, for a span (refused over a confirmed booking)',
          body: blockCreateSchema,
          response: { 201: blockCreatedSchema, ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      async (req, reply) => reply.status(201).send(await schedule.createBlock(req.user!, req.body)),
    );
    app.delete(
      '/blocks/:id',
      {
        schema: {
          tags: ['bookings'],
          summary: 'Remove one of the shop’s blocks',
          params: blockParamsSchema,
          response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (req, reply) => {
        await schedule.deleteBlock(req.user!, req.params.id);
        return reply.status(204).send(null);
      },
    );
  };
