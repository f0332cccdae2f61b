import { sessionResponseSchema } from '@haflah/contracts';
import type { FastifyTypeProviderDefault } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authGuard, requestContext, sendCookies } from '../../http/guard.js';
import { errorResponses } from '../../http/openapi.js';
import type { EventBus } from '../../platform/events.js';
import type { PersonalDataRegistry } from '../../platform/personal-data.js';
import type { AuthService } from '../auth/index.js';

/**
 * Bahrain PDPL (Law 30 of 2018): people can see and delete the data we hold about them. What is held
 * where is the registry's business: every module holding personal data joined it when it was built.
 */
export const accountRoutes =
  (deps: {
    auth: AuthService;
    personalData: PersonalDataRegistry;
    events: EventBus;
  }): FastifyPluginAsyncZod =>
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
        const data = { exportedAt: new Date().toISOString(), ...(await deps.personalData.exportAll(user)) };
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
        const user = req.user!;
        // Open orders first: pending ones are cancelled and refunded, accepted ones refuse the deletion.
        await deps.personalData.settleAll(user);
        await deps.personalData.eraseAll(user);
        // The account row last: sessions, profile and everything else keyed by it go with it.
        sendCookies(reply, await deps.auth.deleteAccount(requestContext(req), user.id));
        await deps.events.publish('account.deleted', { userId: user.id });
        return { user: null };
      },
    );
  };
