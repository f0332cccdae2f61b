import {
  offerCreateSchema,
  offerIdParamsSchema,
  offerUpdateSchema,
  promoCodeCreateSchema,
  promoCodeIdParamsSchema,
  promoCodeSchema,
  promoCodesResponseSchema,
  shopOfferSchema,
  shopOffersResponseSchema,
} from '@haflah/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type SessionReader, staffArea } from '../../http/guard.js';
import { errorResponses } from '../../http/openapi.js';
import type { OffersService } from './offers.service.js';

/**
 * The shop's offers and codes (`/api/retailer/offers`, `/api/retailer/promo-codes`) and the
 * marketplace's codes (`/api/admin/promo-codes`); contracts offers.ts lists them with their answers.
 */
export function offersStaffRoutes(deps: { auth: SessionReader; offers: OffersService }): FastifyPluginAsync {
  return async (app) => {
    await app.register(staffArea('/retailer', 'retailer', deps.auth, retailerRoutes(deps.offers)), {
      prefix: '/api',
    });
    await app.register(staffArea('/admin', 'admin', deps.auth, adminRoutes(deps.offers)), { prefix: '/api' });
  };
}

const retailerRoutes =
  (offers: OffersService): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['retailer'];
    app.get(
      '/offers',
      {
        schema: {
          tags,
          summary: "The shop's offers: running and upcoming by start, then the past ones",
          response: { 200: shopOffersResponseSchema, ...errorResponses(401, 403, 404) },
        },
      },
      async (req) => ({ offers: await offers.listOffers(req.user!) }),
    );
    app.post(
      '/offers',
      {
        schema: {
          tags,
          summary: 'A new offer: percent off with a cap, an optional minimum, a start and an end',
          body: offerCreateSchema,
          response: { 201: shopOfferSchema, ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      async (req, reply) => reply.status(201).send(await offers.createOffer(req.user!, req.body)),
    );
    app.patch(
      '/offers/:id',
      {
        schema: {
          tags,
          summary: 'Change an upcoming or running offer (past offers are read-only)',
          params: offerIdParamsSchema,
          body: offerUpdateSchema,
          response: { 200: shopOfferSchema, ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      (req) => offers.updateOffer(req.user!, req.params.id, req.body),
    );
    app.post(
      '/offers/:id/end',
      {
        schema: {
          tags,
          summary: "End an offer now (an upcoming one is withdrawn); answers the shop's offers",
          params: offerIdParamsSchema,
          response: { 200: shopOffersResponseSchema, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (req) => ({ offers: await offers.endOffer(req.user!, req.params.id) }),
    );
    app.get(
      '/promo-codes',
      {
        schema: {
          tags,
          summary: "The shop's promo codes, newest first, with how many times each was used",
          response: { 200: promoCodesResponseSchema, ...errorResponses(401, 403, 404) },
        },
      },
      async (req) => ({ codes: await offers.listShopCodes(req.user!) }),
    );
    app.post(
      '/promo-codes',
      {
        schema: {
          tags,
          summary: "A new promo code for the shop's orders (unique across the marketplace)",
          body: promoCodeCreateSchema,
          response: { 201: promoCodeSchema, ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      async (req, reply) => reply.status(201).send(await offers.createShopCode(req.user!, req.body)),
    );
    app.post(
      '/promo-codes/:id/disable',
      {
        schema: {
          tags,
          summary: 'Stop a promo code now',
          params: promoCodeIdParamsSchema,
          response: { 200: promoCodeSchema, ...errorResponses(400, 401, 403, 404) },
        },
      },
      (req) => offers.disableShopCode(req.user!, req.params.id),
    );
  };

const adminRoutes =
  (offers: OffersService): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['admin'];
    app.get(
      '/promo-codes',
      {
        schema: {
          tags,
          summary: 'The marketplace-wide promo codes, newest first, with their use',
          response: { 200: promoCodesResponseSchema, ...errorResponses(401, 403) },
        },
      },
      async () => ({ codes: await offers.listMarketplaceCodes() }),
    );
    app.post(
      '/promo-codes',
      {
        schema: {
          tags,
          summary: 'A new marketplace-wide promo code (any shop); an audit row promo_code.create',
          body: promoCodeCreateSchema,
          response: { 201: promoCodeSchema, ...errorResponses(400, 401, 403, 409) },
        },
      },
      async (req, reply) =>
        reply.status(201).send(await offers.createMarketplaceCode(req.user!, req.body, req.ip)),
    );
    app.post(
      '/promo-codes/:id/disable',
      {
        schema: {
          tags,
          summary: 'Stop a marketplace-wide code now; an audit row promo_code.disable',
          params: promoCodeIdParamsSchema,
          response: { 200: promoCodeSchema, ...errorResponses(400, 401, 403, 404) },
        },
      },
      (req) => offers.disableMarketplaceCode(req.user!, req.params.id, req.ip),
    );
  };
