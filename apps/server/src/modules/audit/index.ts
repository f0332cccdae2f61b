import type { Db } from '../../db/client.js';
import { defineModule } from '../../platform/module.js';
import { createAuditRepository } from './audit.repository.js';
import { type AuditService, createAuditService } from './audit.service.js';
import { auditStaffRoutes } from './audit.staff-routes.js';

/**
 * The audit log (issue 24 point 7; ADR 019): modules record each admin action through `audit.record`
 * with the executor of the change's transaction. Listed before the modules that record.
 */
export const auditModule = defineModule({
  name: 'audit',
  needs: ['auth'],
  build: (ctx) => {
    const audit = createAudit(ctx.db);
    // The admins' screen and export of the log (read only).
    const plugin = auditStaffRoutes({ auth: ctx.auth, audit, clock: ctx.clock });
    return { plugin, provides: { audit } };
  },
});

/** The audit service over `db` (the module's, and tests' that build a recording module by hand). */
export function createAudit(db: Db): AuditService {
  return createAuditService({ repo: createAuditRepository(db) });
}

export type { AuditRow } from './audit.repository.js';
export type { AuditEntry, AuditService } from './audit.service.js';

declare module '../../platform/module.js' {
  interface Services {
    /** The audit log: one append-only row per admin action, in the action's transaction. */
    audit: AuditService;
  }
}
