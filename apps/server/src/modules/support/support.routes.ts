import {
  supportRequestCreatedSchema,
  supportRequestCreateSchema,
  supportRequestIdParamsSchema,
  supportRequestSchema,
  supportRequestsResponseSchema,
} from '@haflah/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authGuard, requestContext, type SessionReader, sendCookies } from '../../http/guard.js';
import { errorResponses } from '../../http/openapi.js';
import type { SupportService } from './support.service.js';

/** Reads the session when there is one (a request may be sent signed out): never refuses. */
const optionalSession = (sessions: SessionReader) => async (request: FastifyRequest, reply: FastifyReply) => {
  const session = await sessions.session(requestContext(request));
  if (!session) return;
  sendCookies(reply, session.cookies);
  request.user = session.user;
};

/** /help's API: send a request (signed in or with an email); read your own, with the answers. */
export const supportRoutes =
  (deps: { auth: SessionReader; support: SupportService }): FastifyPluginAsyncZod =>
  async (app) => {
    const { support } = deps;
    const tags = ['support'];

    app.post(
      '/support/requests',
      {
        onRequest: optionalSession(deps.auth),
        schema: {
          tags,
          summary:
            'Send a support request: signed in (answers go to your account) or with an email; its number comes back',
          body: supportRequestCreateSchema,
          response: { 201: supportRequestCreatedSchema, ...errorResponses(400, 404, 429) },
        },
      },
      async (req, reply) => {
        const created = await support.create(req.user ?? null, req.body, req.ip);
        reply.status(201);
        return created;
      },
    );

    app.get(
      '/support/requests',
      {
        onRequest: authGuard(deps.auth),
        schema: {
          tags,
          summary: 'Your support requests with the answers, newest first',
          response: { 200: supportRequestsResponseSchema, ...errorResponses(401) },
        },
      },
      async (req) => ({ requests: await support.listOwn(req.user!) }),
    );

    app.get(
      '/support/requests/:id',
      {
        onRequest: authGuard(deps.auth),
        schema: {
          tags,
          summary: 'One of your support requests with the answers',
          params: supportRequestIdParamsSchema,
          response: { 200: supportRequestSchema, ...errorResponses(400, 401, 404) },
        },
      },
      (req) => support.getOwn(req.user!, req.params.id),
    );
  };
