import {
  reportedReviewSchema,
  reportedReviewsSchema,
  reviewIdParamsSchema,
  reviewReplySchema,
  reviewReportSchema,
  shopReviewSchema,
  shopReviewsPageSchema,
  shopReviewsQuerySchema,
} from '@haflah/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type SessionReader, staffArea } from '../../http/guard.js';
import { errorResponses } from '../../http/openapi.js';
import type { ReviewsService } from './reviews.service.js';

/** The shop's reviews (`/api/retailer/reviews`) and the admins' reported reviews (`/api/admin/reviews`). */
export function reviewsStaffRoutes(deps: {
  auth: SessionReader;
  reviews: ReviewsService;
}): FastifyPluginAsync {
  return async (app) => {
    await app.register(staffArea('/retailer', 'retailer', deps.auth, shopRoutes(deps.reviews)), {
      prefix: '/api',
    });
    await app.register(staffArea('/admin', 'admin', deps.auth, adminRoutes(deps.reviews)), {
      prefix: '/api',
    });
  };
}

const shopRoutes =
  (reviews: ReviewsService): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['reviews'];
    app.get(
      '/reviews',
      {
        schema: {
          tags,
          summary: "The shop's reviews, newest first: all, unanswered, or by stars",
          querystring: shopReviewsQuerySchema,
          response: { 200: shopReviewsPageSchema, ...errorResponses(400, 401, 403) },
        },
      },
      (req) => reviews.shopPage(req.user!, req.query),
    );
    app.post(
      '/reviews/:id/reply',
      {
        schema: {
          tags,
          summary: 'Reply to a review, once and publicly: the reviewer is told',
          params: reviewIdParamsSchema,
          body: reviewReplySchema,
          response: { 200: shopReviewSchema, ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      (req) => reviews.reply(req.user!, req.params.id, req.body.text),
    );
    app.post(
      '/reviews/:id/report',
      {
        schema: {
          tags,
          summary: 'Report a review to the admins, with a reason',
          params: reviewIdParamsSchema,
          body: reviewReportSchema,
          response: { 200: shopReviewSchema, ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      (req) => reviews.report(req.user!, req.params.id, req.body.reason),
    );
  };

const adminRoutes =
  (reviews: ReviewsService): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['admin'];
    app.get(
      '/reviews/reported',
      {
        schema: {
          tags,
          summary: 'Reviews shops reported, waiting for a decision, oldest first',
          response: { 200: reportedReviewsSchema, ...errorResponses(401, 403) },
        },
      },
      () => reviews.reported(),
    );
    for (const decision of ['keep', 'hide'] as const)
      app.post(
        `/reviews/:id/${decision}`,
        {
          schema: {
            tags,
            summary:
              decision === 'keep'
                ? 'Keep a reported review (audit row review.keep)'
                : 'Hide a reported review: out of every rating and page (audit row review.hide)',
            params: reviewIdParamsSchema,
            response: { 200: reportedReviewSchema, ...errorResponses(400, 401, 403, 404) },
          },
        },
        (req) => reviews.decide(req.user!, req.params.id, decision, req.ip),
      );
  };
