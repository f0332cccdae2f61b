import {
  adminShopDetailSchema,
  adminShopParamsSchema,
  adminShopsPageSchema,
  adminShopsQuerySchema,
  shopApplicationsResponseSchema,
  shopIdParamsSchema,
  shopPauseSchema,
  shopProfileSchema,
  shopProfileUpdateSchema,
  shopReinstateSchema,
  shopRejectSchema,
  shopSuspendSchema,
  staffShopsResponseSchema,
} from '@haflah/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type SessionReader, staffArea } from '../../http/guard.js';
import { errorResponses } from '../../http/openapi.js';
import { readOneFile, registerUploads } from '../../http/uploads.js';
import type { ShopsAdmin } from './shops.admin.js';
import type { ShopsService } from './shops.service.js';

/**
 * The shops' routes in the staff areas (ADR 017: each domain registers its own staff routes, under the
 * area's prefix and behind the area's role): a retailer's own shops, and an admin's list by approval
 * status (was the admin module's). URLs and answers as before.
 */
export function shopsStaffRoutes(deps: { auth: SessionReader; shops: ShopsService }): FastifyPluginAsync {
  return async (app) => {
    await app.register(staffArea('/retailer', 'retailer', deps.auth, retailerAreaRoutes(deps.shops)), {
      prefix: '/api',
    });
    await app.register(staffArea('/admin', 'admin', deps.auth, adminAreaRoutes(deps.shops)), {
      prefix: '/api',
    });
  };
}

/**
 * In the retailer area (`/api/retailer`): the shops this account runs, and its shop's profile, logo and
 * pause (shop-profile.ts lists the endpoints with their answers and codes).
 */
const retailerAreaRoutes =
  (shops: ShopsService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/shops',
      {
        schema: {
          tags: ['retailer'],
          summary: 'The shops this retailer account runs, with their approval status',
          response: { 200: staffShopsResponseSchema, ...errorResponses(401, 403) },
        },
      },
      async (req) => ({ shops: await shops.listOwned(req.user!.id) }),
    );

    // The account's one shop (spec: a retailer updates only its own row): no id in these URLs.
    app.get(
      '/shop',
      {
        schema: {
          tags: ['retailer'],
          summary: "This retailer's shop: the whole profile, its approval and its pause",
          response: { 200: shopProfileSchema, ...errorResponses(401, 403, 404) },
        },
      },
      (req) => shops.profile(req.user!),
    );
    app.patch(
      '/shop',
      {
        schema: {
          tags: ['retailer'],
          summary: "Change some of this retailer's shop profile (never its approval status)",
          body: shopProfileUpdateSchema,
          response: { 200: shopProfileSchema, ...errorResponses(400, 401, 403, 404) },
        },
      },
      (req) => shops.updateProfile(req.user!, req.body),
    );
    // The logo comes as multipart/form-data (http/uploads.ts): parsed in this scope only.
    await app.register(async (uploads) => {
      await registerUploads(uploads);
      uploads.post(
        '/shop/logo',
        {
          schema: {
            tags: ['retailer'],
            summary: 'A new logo: multipart/form-data, one image file up to 5 MB (stored as a 512 px WebP)',
            consumes: ['multipart/form-data'],
            response: { 200: shopProfileSchema, ...errorResponses(400, 401, 403, 404, 413, 429) },
          },
        },
        async (req) => shops.setLogo(req.user!, await readOneFile(req)),
      );
    });
    app.delete(
      '/shop/logo',
      {
        schema: {
          tags: ['retailer'],
          summary: "Remove this shop's logo",
          response: { 200: shopProfileSchema, ...errorResponses(401, 403, 404) },
        },
      },
      (req) => shops.removeLogo(req.user!),
    );
    app.post(
      '/shop/pause',
      {
        schema: {
          tags: ['retailer'],
          summary:
            'Close the shop for now (hidden from customers, no new orders), with a reason and an optional end',
          body: shopPauseSchema,
          response: { 200: shopProfileSchema, ...errorResponses(400, 401, 403, 404) },
        },
      },
      (req) => shops.pause(req.user!, req.body),
    );
    app.delete(
      '/shop/pause',
      {
        schema: {
          tags: ['retailer'],
          summary: 'Reopen the shop',
          response: { 200: shopProfileSchema, ...errorResponses(401, 403, 404) },
        },
      },
      (req) => shops.reopen(req.user!),
    );
  };

/**
 * In the admin area (`/api/admin`): the shops waiting for approval, the decision, suspending and
 * reinstating.
 */
const adminAreaRoutes =
  (shops: ShopsService): FastifyPluginAsyncZod =>
  async (app) => {
    // The list of every shop (GET /shops) and one shop's details: shops.admin-routes.ts.
    app.get(
      '/shops/pending',
      {
        schema: {
          tags: ['admin'],
          summary: 'Shops waiting for approval, oldest first, with every registration field',
          response: { 200: shopApplicationsResponseSchema, ...errorResponses(401, 403) },
        },
      },
      async () => ({ applications: await shops.pendingApplications() }),
    );
    app.post(
      '/shops/:id/approve',
      {
        schema: {
          tags: ['admin'],
          summary: 'Approve a shop: customers see it (unless its owner paused it)',
          params: shopIdParamsSchema,
          response: { 200: shopProfileSchema, ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      (req) => shops.decide(req.user!, req.params.id, { status: 'approved' }, req.ip),
    );
    app.post(
      '/shops/:id/reject',
      {
        schema: {
          tags: ['admin'],
          summary: 'Reject a shop, with the reason its owner sees: hidden from customers',
          params: shopIdParamsSchema,
          body: shopRejectSchema,
          response: { 200: shopProfileSchema, ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      (req) =>
        shops.decide(req.user!, req.params.id, { status: 'rejected', reason: req.body.reason }, req.ip),
    );
    app.post(
      '/shops/:id/suspend',
      {
        schema: {
          tags: ['admin'],
          summary:
            'Suspend an approved shop, with the reason its owner sees: hidden from customers, no new holds or orders',
          params: shopIdParamsSchema,
          body: shopSuspendSchema,
          response: { 200: shopProfileSchema, ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      (req) => shops.suspend(req.user!, req.params.id, req.body.reason, req.ip),
    );
    app.post(
      '/shops/:id/reinstate',
      {
        schema: {
          tags: ['admin'],
          summary: 'Reinstate a suspended shop (approved again), with an optional note for the audit log',
          params: shopIdParamsSchema,
          body: shopReinstateSchema,
          response: { 200: shopProfileSchema, ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      (req) => shops.reinstate(req.user!, req.params.id, req.body?.reason ?? null, req.ip),
    );
  };

/** In the admin area (`/api/admin`): every shop, paged and searched, and one shop's details. */
export function shopsAdminRoutes(deps: { auth: SessionReader; admin: ShopsAdmin }): FastifyPluginAsync {
  const routes: FastifyPluginAsyncZod = async (app) => {
    app.get(
      '/shops',
      {
        schema: {
          tags: ['admin'],
          summary: 'Every shop, newest first, by status and by name in either language, a page at a time',
          querystring: adminShopsQuerySchema,
          response: { 200: adminShopsPageSchema, ...errorResponses(400, 401, 403) },
        },
      },
      (req) => deps.admin.list(req.query),
    );
    app.get(
      '/shops/:id',
      {
        schema: {
          tags: ['admin'],
          summary: "A shop's details: profile, owner, listings, recent orders, revenue, status history",
          params: adminShopParamsSchema,
          response: { 200: adminShopDetailSchema, ...errorResponses(400, 401, 403, 404) },
        },
      },
      (req) => deps.admin.detail(req.user!, req.params.id),
    );
  };
  return async (app) => {
    await app.register(staffArea('/admin', 'admin', deps.auth, routes), { prefix: '/api' });
  };
}
