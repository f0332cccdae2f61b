import { sessionResponseSchema } from '@haflah/contracts';
import type { FastifyTypeProviderDefault } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../http/openapi.js';
import { authGuard, requestContext, sendCookies } from '../auth/auth.guard.js';
import type { AuthService } from '../auth/auth.service.js';
import type { MailRepository } from '../mail/mail.repository.js';
import type { ProfilesRepository } from '../profiles/profiles.repository.js';
import type { StaffService } from '../staff/staff.service.js';

/** Bahrain PDPL (Law 30 of 2018): people can see and delete the data we hold about them. */
export const accountRoutes =
  (deps: {
    auth: AuthService;
    profiles: ProfilesRepository;
    mail: MailRepository;
    staff: StaffService;
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
        const data = {
          exportedAt: new Date().toISOString(),
          account: await deps.profiles.exportUser(user.id),
          // A driver's record and the shops an account runs (with their CR number and IBAN).
          ...(await deps.staff.exportData(user.id)),
          emails: (await deps.mail.listFor(user.email)).map((m) => ({
            subject: m.subject,
            status: m.status,
            createdAt: m.createdAt,
          })),
        };
        reply
          .header('cache-control', 'no-store')
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
          response: { 200: sessionResponseSchema, ...errorResponses(401) },
        },
      },
      async (req, reply) => {
        const user = req.user!;
        await deps.mail.deleteFor(user.email);
        await deps.staff.forgetAccount(user.id);
        sendCookies(reply, await deps.auth.deleteAccount(requestContext(req), user.id));
        return { user: null };
      },
    );
  };
