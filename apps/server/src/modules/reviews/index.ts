import type { FastifyPluginAsync } from 'fastify';
import type { ModuleContext } from '../../platform/module.js';
import { defineModule } from '../../platform/module.js';
import type { AuditService } from '../audit/index.js';
import type { AuthService } from '../auth/index.js';
import { createReviewsPolicy } from './reviews.policy.js';
import { createReviewsRepository } from './reviews.repository.js';
import { reviewsRoutes } from './reviews.routes.js';
import { createReviewsService, type ReviewsService } from './reviews.service.js';
import { reviewsStaffRoutes } from './reviews.staff-routes.js';
import './reviews.events.js';

/**
 * Reviews (issue 27 point 4): a customer rates each item of a delivered (or completed) order once; the
 * listing's and the shop's rating and count are the aggregate of the visible reviews; the shop replies
 * once and may report a review; admins keep or hide what was reported. Mail and realtime follow its
 * events (reviews.events.ts).
 */
export function createReviewsModule(ctx: ModuleContext & { audit: AuditService; auth: AuthService }) {
  const repo = createReviewsRepository(ctx.db);
  const service = createReviewsService({
    db: ctx.db,
    repo,
    policy: createReviewsPolicy(repo),
    audit: ctx.audit,
    bus: ctx.bus,
    clock: ctx.clock,
  });
  /**
   * A customer's reviews are in their data export. Deleting the account leaves them, unnamed (the
   * foreign key sets user_id null): a rating is part of the listing's public figure, and without the
   * account nothing in it names the person.
   */
  ctx.personalData.register({
    key: 'reviews',
    export: async (subject) =>
      (await repo.ofUser(subject.id)).map(({ review, listingNameEn, orderNumber }) => ({
        item: listingNameEn,
        order: orderNumber,
        rating: review.rating,
        text: review.body,
        createdAt: review.createdAt,
        shopReply: review.reply,
      })),
  });

  const plugin: FastifyPluginAsync = async (app) => {
    await app.register(reviewsRoutes({ auth: ctx.auth, reviews: service }), { prefix: '/api' });
    await app.register(reviewsStaffRoutes({ auth: ctx.auth, reviews: service }));
  };
  return { service, plugin };
}

export type { ReviewReplyNotice } from './reviews.events.js';
export { reviews } from './reviews.schema.js';
export type { ReviewsService } from './reviews.service.js';

export const reviewsModule = defineModule({
  name: 'reviews',
  needs: ['audit', 'auth'],
  build: (ctx) => {
    const { service, plugin } = createReviewsModule(ctx);
    return { plugin, provides: { reviews: service } };
  },
});

declare module '../../platform/module.js' {
  interface Services {
    reviews: ReviewsService;
  }
}
