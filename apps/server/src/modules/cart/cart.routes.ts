import {
  addProductRequestSchema,
  availabilityQuerySchema,
  availabilitySchema,
  cartItemParamsSchema,
  cartSchema,
  holdRequestSchema,
  reholdRequestSchema,
  slotStartsQuerySchema,
  slotStartsSchema,
  updateCartItemSchema,
} from '@haflah/contracts';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { authGuard, type SessionReader } from '../../http/guard.js';
import { errorResponses } from '../../http/openapi.js';
import { readLimit } from '../../http/rate-limit.js';
import type { CartService } from './cart.service.js';

/** The signed-in user's cart (spec §6: cart rows are read and changed by the user's id only). */
export const cartRoutes =
  (deps: { auth: SessionReader; cart: CartService; checksPerMinute: number }): FastifyPluginAsyncZod =>
  async (app) => {
    const { cart } = deps;

    app.get(
      '/availability',
      {
        schema: {
          tags: ['cart'],
          summary: 'How many of a listing are free for a span (capacity − bookings − live holds)',
          querystring: availabilityQuerySchema,
          response: { 200: availabilitySchema, ...errorResponses(400, 404, 429) },
        },
        // Anyone may ask, before signing in, and each check counts bookings and holds.
        config: readLimit(deps.checksPerMinute),
      },
      async (req) => cart.availability(req.query),
    );

    app.get(
      '/availability/starts',
      {
        schema: {
          tags: ['cart'],
          summary:
            'The start times of one Bahrain date for a span, each marked as a hold there would be answered (too soon, too far, shop closed, or full)',
          querystring: slotStartsQuerySchema,
          response: { 200: slotStartsSchema, ...errorResponses(400, 404, 429) },
        },
        // Anyone may ask, as /availability; one query per day asked.
        config: readLimit(deps.checksPerMinute),
      },
      async (req) => cart.starts(req.query),
    );

    await app.register(async (plain) => {
      const signedIn = plain.withTypeProvider<ZodTypeProvider>();
      signedIn.addHook('onRequest', authGuard(deps.auth));

      signedIn.get(
        '/cart',
        {
          schema: {
            tags: ['cart'],
            summary: 'Your cart, grouped by shop, priced now',
            response: { 200: cartSchema, ...errorResponses(401) },
          },
        },
        (req) => cart.getCart(req.user!),
      );

      signedIn.post(
        '/cart/items',
        {
          schema: {
            tags: ['cart'],
            summary: 'Add a product (adding it again increases the quantity; at most 50 lines)',
            body: addProductRequestSchema,
            response: { 201: cartSchema, ...errorResponses(400, 401, 404, 409) },
          },
        },
        async (req, reply) => {
          reply.status(201);
          return cart.addProduct(req.user!, req.body);
        },
      );

      signedIn.post(
        '/cart/holds',
        {
          schema: {
            tags: ['cart'],
            summary:
              'Hold a time-based item for a span (lapses after 10 minutes; at most 3 live holds per listing, 20 in all, and 30 placed per 10 minutes)',
            body: holdRequestSchema,
            response: { 201: cartSchema, ...errorResponses(400, 401, 404, 409, 429) },
          },
        },
        async (req, reply) => {
          reply.status(201);
          return cart.addHold(req.user!, req.body, req.ip);
        },
      );

      signedIn.put(
        '/cart/items/:id/slot',
        {
          schema: {
            tags: ['cart'],
            summary:
              'Pick a time again for a held line (an expired one too): the same line is held for the new span for 10 minutes, under the same limits as a new hold',
            params: cartItemParamsSchema,
            body: reholdRequestSchema,
            response: { 200: cartSchema, ...errorResponses(400, 401, 404, 409, 429) },
          },
        },
        (req) => cart.rehold(req.user!, req.params.id, req.body, req.ip),
      );

      signedIn.patch(
        '/cart/items/:id',
        {
          schema: {
            tags: ['cart'],
            summary: 'Change a line’s quantity (zero or less removes it)',
            params: cartItemParamsSchema,
            body: updateCartItemSchema,
            response: { 200: cartSchema, ...errorResponses(400, 401, 404, 409) },
          },
        },
        (req) => cart.updateQuantity(req.user!, req.params.id, req.body.quantity),
      );

      signedIn.delete(
        '/cart/items/:id',
        {
          schema: {
            tags: ['cart'],
            summary: 'Remove a line',
            params: cartItemParamsSchema,
            response: { 200: cartSchema, ...errorResponses(400, 401, 404) },
          },
        },
        (req) => cart.remove(req.user!, req.params.id),
      );
    });
  };
