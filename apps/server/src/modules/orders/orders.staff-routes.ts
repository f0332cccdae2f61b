import {
  type AdminDashboard,
  adminDashboardSchema,
  adminOrderDetailSchema,
  adminOrderMoveSchema,
  adminOrdersPageSchema,
  adminOrdersQuerySchema,
  lateOrdersResponseSchema,
  type OrderStatus,
  orderDetailSchema,
  orderInvoiceSchema,
  orderMoveRequestSchema,
  orderParamsSchema,
  shopDashboardSummarySchema,
  shopOrderDetailSchema,
  shopOrderRejectSchema,
  shopOrdersPageSchema,
  shopOrdersQuerySchema,
} from '@haflah/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type SessionReader, staffArea } from '../../http/guard.js';
import { errorResponses } from '../../http/openapi.js';
import type { AdminOrdersService } from './admin-orders.service.js';
import type { OrderFlows } from './index.js';
import type { ShopOrdersService } from './shop-orders.service.js';

/**
 * The orders' routes in the staff areas (ADR 017: each domain registers its own staff routes, under
 * the area's prefix and behind the area's role; its policy and status machine decide the rest).
 */
export function ordersStaffRoutes(deps: {
  auth: SessionReader;
  flows: Pick<OrderFlows, 'move' | 'ready'>;
  shopOrders: ShopOrdersService;
  adminOrders: AdminOrdersService;
  /** The admin dashboard's figures (index.ts composes them). */
  dashboard: () => Promise<AdminDashboard>;
}): FastifyPluginAsync {
  return async (app) => {
    await app.register(staffArea('/retailer', 'retailer', deps.auth, orderMoveRoutes(deps.flows)), {
      prefix: '/api',
    });
    await app.register(staffArea('/admin', 'admin', deps.auth, adminOrderRoutes(deps)), { prefix: '/api' });
    await app.register(staffArea('/retailer', 'retailer', deps.auth, shopOrderRoutes(deps)), {
      prefix: '/api',
    });
    await app.register(
      staffArea('/admin', 'admin', deps.auth, lateOrderRoutes(deps.shopOrders, deps.dashboard)),
      {
        prefix: '/api',
      },
    );
  };
}

/**
 * Moving one of its shop's orders, as the shop (its screens use the named moves below). The status
 * machine decides what it may do.
 */
const orderMoveRoutes =
  (flows: Pick<OrderFlows, 'move'>): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/orders/:id/status',
      {
        schema: {
          tags: ['orders'],
          summary: 'Move an order to another status, as its shop',
          params: orderParamsSchema,
          body: orderMoveRequestSchema,
          response: { 200: orderDetailSchema, ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      (req) => flows.move(req.user!, 'retailer', req.params.id, req.body.status),
    );
  };

/**
 * Order interventions (contracts admin-orders.ts): an admin finds any order, reads all of it, and
 * moves it along the machine's admin moves with a reason (the workflow writes the audit row).
 */
const adminOrderRoutes =
  (deps: { flows: Pick<OrderFlows, 'move'>; adminOrders: AdminOrdersService }): FastifyPluginAsyncZod =>
  async (app) => {
    const { flows, adminOrders } = deps;
    app.get(
      '/orders',
      {
        schema: {
          tags: ['orders'],
          summary: 'Any order, newest first: by number, customer email or shop name; by status; late',
          querystring: adminOrdersQuerySchema,
          response: { 200: adminOrdersPageSchema, ...errorResponses(400, 401, 403) },
        },
      },
      (req) => adminOrders.list(req.query),
    );
    app.get(
      '/orders/:id',
      {
        schema: {
          tags: ['orders'],
          summary: 'One order, whole, for an admin: customer, shop, payment and ledger, timeline, moves',
          params: orderParamsSchema,
          response: { 200: adminOrderDetailSchema, ...errorResponses(400, 401, 403, 404) },
        },
      },
      (req) => adminOrders.detail(req.user!, req.params.id),
    );
    app.post(
      '/orders/:id/status',
      {
        schema: {
          tags: ['orders'],
          summary: "Move an order along the status machine's admin moves, with a reason (audited)",
          params: orderParamsSchema,
          body: adminOrderMoveSchema,
          response: { 200: adminOrderDetailSchema, ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      async (req) => {
        const { status, reason } = req.body;
        await flows.move(req.user!, 'admin', req.params.id, status, reason, req.ip);
        return adminOrders.detail(req.user!, req.params.id);
      },
    );
  };

/** The shop's own orders (contracts shop-orders.ts lists them): its list, dashboard, an order, moves. */
const shopOrderRoutes =
  (deps: {
    flows: Pick<OrderFlows, 'move' | 'ready'>;
    shopOrders: ShopOrdersService;
  }): FastifyPluginAsyncZod =>
  async (app) => {
    const { flows, shopOrders } = deps;
    app.get(
      '/orders',
      {
        schema: {
          tags: ['orders'],
          summary: "The shop's orders, newest first: by status, date, order number",
          querystring: shopOrdersQuerySchema,
          response: { 200: shopOrdersPageSchema, ...errorResponses(400, 401, 403) },
        },
      },
      (req) => shopOrders.list(req.user!, req.query),
    );
    app.get(
      '/orders/summary',
      {
        schema: {
          tags: ['orders'],
          summary: "The shop's dashboard figures: today's orders and revenue, waiting, late, next bookings",
          response: { 200: shopDashboardSummarySchema, ...errorResponses(401, 403) },
        },
      },
      (req) => shopOrders.summary(req.user!),
    );
    app.get(
      '/orders/:id',
      {
        schema: {
          tags: ['orders'],
          summary: "One of the shop's orders: lines, customer (while open + 7 days), payment, timeline",
          params: orderParamsSchema,
          response: { 200: shopOrderDetailSchema, ...errorResponses(400, 401, 403, 404) },
        },
      },
      (req) => shopOrders.detail(req.user!, req.params.id),
    );
    app.get(
      '/orders/:id/invoice',
      {
        schema: {
          tags: ['orders'],
          summary: "The VAT invoice of one of the shop's orders",
          params: orderParamsSchema,
          response: { 200: orderInvoiceSchema, ...errorResponses(400, 401, 403, 404) },
        },
      },
      (req) => shopOrders.invoice(req.user!, req.params.id),
    );

    const moveSchema = (summary: string) => ({
      tags: ['orders'],
      summary,
      params: orderParamsSchema,
      response: { 200: shopOrderDetailSchema, ...errorResponses(400, 401, 403, 404, 409) },
    });
    const moves: [string, string, OrderStatus][] = [
      ['accept', 'Accept a pending order (→ processing)', 'processing'],
      ['complete', 'Mark an order of bookings done once its slots have ended (→ delivered)', 'delivered'],
    ];
    for (const [path, summary, to] of moves)
      app.post(`/orders/:id/${path}`, { schema: moveSchema(summary) }, async (req) => {
        await flows.move(req.user!, 'retailer', req.params.id, to);
        return shopOrders.detail(req.user!, req.params.id);
      });
    app.post(
      '/orders/:id/reject',
      {
        schema: {
          ...moveSchema('Reject a pending order with a reason (→ cancelled: bookings released, refunded)'),
          body: shopOrderRejectSchema,
        },
      },
      async (req) => {
        await flows.move(req.user!, 'retailer', req.params.id, 'cancelled', req.body.reason);
        return shopOrders.detail(req.user!, req.params.id);
      },
    );
    app.post(
      '/orders/:id/ready',
      { schema: moveSchema('Mark an accepted order ready to hand over (status stays processing)') },
      async (req) => {
        await flows.ready(req.user!, req.params.id);
        return shopOrders.detail(req.user!, req.params.id);
      },
    );
  };

/** For admins: the dashboard's figures, and the orders no shop has accepted in time. */
const lateOrderRoutes =
  (shopOrders: ShopOrdersService, dashboard: () => Promise<AdminDashboard>): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/dashboard',
      {
        schema: {
          tags: ['admin'],
          summary:
            "The admin console's figures: shops by status, drivers online, today's orders and revenue, orders by status, late orders",
          response: { 200: adminDashboardSchema, ...errorResponses(401, 403) },
        },
      },
      () => dashboard(),
    );
    app.get(
      '/orders/late',
      {
        schema: {
          tags: ['orders'],
          summary: 'Orders still pending after the time a shop has to accept them, oldest first',
          response: { 200: lateOrdersResponseSchema, ...errorResponses(401, 403) },
        },
      },
      () => shopOrders.late(),
    );
  };
