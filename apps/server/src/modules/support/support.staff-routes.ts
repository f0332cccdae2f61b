import {
  adminSupportPageSchema,
  adminSupportQuerySchema,
  adminSupportRequestSchema,
  supportAnswerSchema,
  supportCloseSchema,
  supportRequestIdParamsSchema,
} from '@haflah/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type SessionReader, staffArea } from '../../http/guard.js';
import { errorResponses } from '../../http/openapi.js';
import type { SupportService } from './support.service.js';

/** In the admin area (`/api/admin/support`, ADR 017): the requests, answering and closing them. */
export function supportStaffRoutes(deps: {
  auth: SessionReader;
  support: SupportService;
}): FastifyPluginAsync {
  return async (app) => {
    await app.register(staffArea('/admin', 'admin', deps.auth, adminRoutes(deps.support)), {
      prefix: '/api',
    });
  };
}

const adminRoutes =
  (support: SupportService): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['admin'];
    app.get(
      '/support',
      {
        schema: {
          tags,
          summary: 'Support requests by status (open by default), a number or an email; newest first',
          querystring: adminSupportQuerySchema,
          response: { 200: adminSupportPageSchema, ...errorResponses(400, 401, 403) },
        },
      },
      (req) => support.page(req.query),
    );
    app.get(
      '/support/:id',
      {
        schema: {
          tags,
          summary: 'A support request: the message, who sent it, the order, the answers',
          params: supportRequestIdParamsSchema,
          response: { 200: adminSupportRequestSchema, ...errorResponses(400, 401, 403, 404) },
        },
      },
      (req) => support.detail(req.user!, req.params.id),
    );
    app.post(
      '/support/:id/answer',
      {
        schema: {
          tags,
          summary: 'Answer a request: emailed to the customer in their language, shown in their Help page',
          params: supportRequestIdParamsSchema,
          body: supportAnswerSchema,
          response: { 200: adminSupportRequestSchema, ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      (req) => support.answer(req.user!, req.params.id, req.body.message, req.ip),
    );
    app.post(
      '/support/:id/close',
      {
        schema: {
          tags,
          summary: 'Close a request (an optional note, kept in the audit log): no more answers',
          params: supportRequestIdParamsSchema,
          body: supportCloseSchema,
          response: { 200: adminSupportRequestSchema, ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      (req) => support.close(req.user!, req.params.id, req.body.note ?? null, req.ip),
    );
  };
