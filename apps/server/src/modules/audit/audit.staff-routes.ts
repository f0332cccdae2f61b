import { Readable } from 'node:stream';
import { auditFiltersSchema, auditPageSchema, auditQuerySchema, bahrainDate } from '@haflah/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type SessionReader, staffArea } from '../../http/guard.js';
import { errorResponses } from '../../http/openapi.js';
import type { AuditService } from './audit.service.js';

/**
 * The audit log in the admin area (`/api/admin/audit`): read, filtered, exported. Only reads: no route
 * edits or deletes a row (and the database refuses it, ADR 019).
 */
export function auditStaffRoutes(deps: {
  auth: SessionReader;
  audit: AuditService;
  clock: () => Date;
}): FastifyPluginAsync {
  return async (app) => {
    await app.register(staffArea('/admin', 'admin', deps.auth, adminAreaRoutes(deps)), { prefix: '/api' });
  };
}

const adminAreaRoutes =
  ({ audit, clock }: { audit: AuditService; clock: () => Date }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/audit',
      {
        schema: {
          tags: ['admin'],
          summary: 'The audit log, newest first, filtered by actor, action, target and Bahrain days; paged',
          querystring: auditQuerySchema,
          response: { 200: auditPageSchema, ...errorResponses(400, 401, 403) },
        },
      },
      (req) => audit.list(req.query),
    );
    app.get(
      '/audit.csv',
      {
        schema: {
          tags: ['admin'],
          summary: 'The audit log with the same filters as CSV (UTF-8 with a BOM), streamed, newest first',
          querystring: auditFiltersSchema,
          produces: ['text/csv'],
        },
      },
      async (req, reply) => {
        const filename = `haflah-audit-${bahrainDate(clock())}.csv`;
        reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${filename}"`);
        return reply.send(Readable.from(audit.csv(req.query)));
      },
    );
  };
