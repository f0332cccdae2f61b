import { sessionResponseSchema } from '@haflah/contracts';
import type { FastifyTypeProviderDefault } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authGuard, requestContext, sendCookies } from '../../http/guard.js';
import { errorResponses } from '../../http/openapi.js';
import type { AuthService } from '../auth/index.js';
import type { AccountService } from './account.service.js';

/** The data rights of the signed-in account: download everything held about it, or delete it. */
export const accountRoutes =
  (deps: { auth: AuthService; account: AccountService }): FastifyPluginAsyncZod =>
  async (app) => {
    // A file download rather than an API shape: served without the contract serializer.
    app.withTypeProvider<FastifyTypeProviderDefault>().get(
      '/account/export',
      {
        onRequest: authGuard(deps.auth),
        schema: {
          tags: ['account'],
          summary: 'Download everything we hold about you (JSON)',
          response: errorResponses(401),
        },
      },
      async (req, reply) => {
        const user = req.user!;
        const data = await deps.account.exportData(user);
        reply
          .header('content-disposition', `attachment; filename="haflah-data-${user.id}.json"`)
          .type('application/json')
          .send(JSON.stringify(data, null, 2));
        return reply;
      },
    );

    app.delete(
      '/account',
      {
        onRequest: authGuard(deps.auth),
        schema: {
          tags: ['account'],
          summary: 'Delete your account and personal data',
          response: { 200: sessionResponseSchema, ...errorResponses(401, 409) },
        },
      },
      async (req, reply) => {
        sendCookies(reply, await deps.account.deleteAccount(requestContext(req), req.user!));
        return { user: null };
      },
    );
  };
