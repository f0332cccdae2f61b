import {
  itemReviewsPageSchema,
  orderReviewsSchema,
  ownReviewSchema,
  reviewCreateSchema,
  reviewIdParamsSchema,
  reviewsPageQuerySchema,
} from '@haflah/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authGuard, type SessionReader } from '../../http/guard.js';
import { errorResponses } from '../../http/openapi.js';
import type { ReviewsService } from './reviews.service.js';

/** The customer's rating of an order's items, and a product's public reviews. */
export const reviewsRoutes =
  (deps: { auth: SessionReader; reviews: ReviewsService }): FastifyPluginAsyncZod =>
  async (app) => {
    const { reviews } = deps;
    const tags = ['reviews'];

    app.get(
      '/orders/:id/reviews',
      {
        onRequest: authGuard(deps.auth),
        schema: {
          tags,
          summary: "Your order's items and the reviews you gave; whether it can be rated yet",
          params: reviewIdParamsSchema,
          response: { 200: orderReviewsSchema, ...errorResponses(400, 401, 404) },
        },
      },
      (req) => reviews.ofOrder(req.user!, req.params.id),
    );

    app.post(
      '/orders/:id/reviews',
      {
        onRequest: authGuard(deps.auth),
        schema: {
          tags,
          summary: 'Rate one item of your delivered (or completed) order, once: 1–5 stars, optional text',
          params: reviewIdParamsSchema,
          body: reviewCreateSchema,
          response: { 201: ownReviewSchema, ...errorResponses(400, 401, 404, 409) },
        },
      },
      async (req, reply) => {
        const created = await reviews.create(req.user!, req.params.id, req.body);
        reply.status(201);
        return created;
      },
    );

    app.get(
      '/items/:id/reviews',
      {
        schema: {
          tags,
          summary: "A listing's recent reviews with the shop's replies, newest first",
          params: reviewIdParamsSchema,
          querystring: reviewsPageQuerySchema,
          response: { 200: itemReviewsPageSchema, ...errorResponses(400) },
        },
      },
      (req) => reviews.itemPage(req.params.id, req.query.after),
    );
  };
