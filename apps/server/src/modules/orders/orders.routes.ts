import {
  checkoutParamsSchema,
  checkoutPreviewQuerySchema,
  checkoutPreviewSchema,
  orderAgainResponseSchema,
  orderDetailSchema,
  orderParamsSchema,
  ordersPageSchema,
  ordersQuerySchema,
  placedCheckoutSchema,
  placeOrderRequestSchema,
  placeOrderResponseSchema,
} from '@haflah/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authGuard, type SessionReader } from '../../http/guard.js';
import { errorResponses } from '../../http/openapi.js';
import type { CheckoutService } from './checkout.service.js';
import type { OrderFlows } from './index.js';
import type { OrdersService } from './orders.service.js';

/** The signed-in customer's checkout and orders. */
export const ordersRoutes =
  (deps: {
    auth: SessionReader;
    checkout: CheckoutService;
    orders: OrdersService;
    flows: OrderFlows;
  }): FastifyPluginAsyncZod =>
  async (app) => {
    const { checkout, orders, flows } = deps;
    app.addHook('onRequest', authGuard(deps.auth));
    const tags = ['orders'];

    app.get(
      '/checkout',
      {
        schema: {
          tags,
          summary:
            'What placing the order now would charge, by shop (the server’s figures, in fils), with the shops’ offers and the promo code asked about',
          querystring: checkoutPreviewQuerySchema,
          response: { 200: checkoutPreviewSchema, ...errorResponses(400, 401) },
        },
      },
      (req) => checkout.preview(req.user!, req.query.code),
    );

    app.post(
      '/checkout',
      {
        schema: {
          tags,
          summary:
            'Place the order: one per shop, paid, holds booked, cart emptied, all or nothing. The same idempotency key returns the same orders.',
          body: placeOrderRequestSchema,
          response: {
            201: placeOrderResponseSchema,
            ...errorResponses(400, 401, 402, 404, 409, 422, 502),
          },
        },
      },
      async (req, reply) => {
        const placed = await flows.place(req.user!, req.body);
        reply.status(201);
        return placed;
      },
    );

    app.get(
      '/checkouts/:id',
      {
        schema: {
          tags,
          summary:
            'A checkout you placed: each shop’s order, its delivery day and window or first booking, and your note',
          params: checkoutParamsSchema,
          response: { 200: placedCheckoutSchema, ...errorResponses(401, 404) },
        },
      },
      (req) => checkout.placed(req.user!, req.params.id),
    );

    app.get(
      '/orders',
      {
        schema: {
          tags,
          summary: 'Your orders, newest first',
          querystring: ordersQuerySchema,
          response: { 200: ordersPageSchema, ...errorResponses(400, 401) },
        },
      },
      (req) => orders.list(req.user!, req.query.cursor),
    );

    app.get(
      '/orders/:id',
      {
        schema: {
          tags,
          summary: 'An order: lines, bookings, address, payment, VAT and its status history',
          params: orderParamsSchema,
          response: { 200: orderDetailSchema, ...errorResponses(401, 404) },
        },
      },
      (req) => orders.get(req.user!, req.params.id),
    );

    app.post(
      '/orders/:id/cancel',
      {
        schema: {
          tags,
          summary: 'Cancel your order while it is pending: its bookings are released and a charge refunded',
          params: orderParamsSchema,
          response: { 200: orderDetailSchema, ...errorResponses(401, 404, 409) },
        },
      },
      (req) => flows.move(req.user!, 'customer', req.params.id, 'cancelled'),
    );

    app.post(
      '/orders/:id/reorder',
      {
        schema: {
          tags,
          summary: 'Put the order’s products back in your cart (booked items need a new time slot)',
          params: orderParamsSchema,
          response: { 200: orderAgainResponseSchema, ...errorResponses(401, 404) },
        },
      },
      (req) => orders.orderAgain(req.user!, req.params.id),
    );
  };
