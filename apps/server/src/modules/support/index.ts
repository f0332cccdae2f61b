import type { FastifyPluginAsync } from 'fastify';
import { createAttemptsRepository } from '../../platform/attempts.js';
import type { ModuleContext } from '../../platform/module.js';
import { defineModule } from '../../platform/module.js';
import type { AuditService } from '../audit/index.js';
import type { AuthService } from '../auth/index.js';
import { createSupportPolicy } from './support.policy.js';
import { createSupportRepository } from './support.repository.js';
import { supportRoutes } from './support.routes.js';
import { createSupportService, type SupportService } from './support.service.js';
import { supportStaffRoutes } from './support.staff-routes.js';
import './support.events.js';

/**
 * Help & Support (issue 24 point 8): requests from /help (signed in or with an email) and the admins'
 * answers at /admin/support. Mail and realtime follow its events (support.events.ts).
 */
export function createSupportModule(ctx: ModuleContext & { audit: AuditService; auth: AuthService }) {
  const repo = createSupportRepository(ctx.db);
  const service = createSupportService({
    db: ctx.db,
    repo,
    policy: createSupportPolicy(repo),
    audit: ctx.audit,
    bus: ctx.bus,
    attempts: createAttemptsRepository(ctx.db),
    clock: ctx.clock,
  });
  /**
   * A person's requests (sent signed in, or signed out from the account's email) and the answers to
   * them are in the export; deleting the account deletes them, answers included: a message is the
   * customer's own words and an address, kept for nothing else. The audit log's rows about them stay
   * (append-only, ADR 019) and name only the request's id.
   */
  ctx.personalData.register({
    key: 'supportRequests',
    export: async (subject) => {
      const rows = await repo.ofSubject(subject);
      const replies = await repo.repliesOf(rows.map((r) => r.id));
      return rows.map((r) => ({
        number: r.number,
        topic: r.topic,
        status: r.status,
        email: r.email,
        name: r.name,
        message: r.message,
        createdAt: r.createdAt,
        answers: replies.filter((a) => a.requestId === r.id).map((a) => ({ body: a.body, at: a.at })),
      }));
    },
    erase: (subject) => repo.eraseSubject(subject),
  });

  const plugin: FastifyPluginAsync = async (app) => {
    await app.register(supportRoutes({ auth: ctx.auth, support: service }), { prefix: '/api' });
    await app.register(supportStaffRoutes({ auth: ctx.auth, support: service }));
  };
  return { service, plugin };
}

export type { SupportNotice } from './support.events.js';
export { supportRequests } from './support.schema.js';
export type { SupportService } from './support.service.js';

export const supportModule = defineModule({
  name: 'support',
  needs: ['audit', 'auth'],
  build: (ctx) => {
    const { service, plugin } = createSupportModule(ctx);
    return { plugin, provides: { support: service } };
  },
});

declare module '../../platform/module.js' {
  interface Services {
    support: SupportService;
  }
}
