import type { AuditAction, AuditTargetType } from '@haflah/contracts';
import type { Executor } from '../../db/client.js';
import type { Actor } from '../../platform/access.js';
import type { AuditRepository, AuditRow } from './audit.repository.js';

/** What one audit row says: who did what to which row, from where, why, and what it changed. */
export interface AuditEntry {
  actor: Actor;
  /** The request's address (as the app believes it: TRUST_PROXY); null for work without a request. */
  ip: string | null;
  action: AuditAction;
  target: { type: AuditTargetType; id: string };
  reason?: string | null;
  /** The changed fields before and after. */
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

/**
 * The audit log (issue 24 point 7; ADR 019). `record` takes the executor of the transaction that makes
 * the change, so the row commits with it or not at all: a refused or failed action writes none.
 */
export function createAuditService({ repo }: { repo: AuditRepository }) {
  return {
    async record(executor: Executor, entry: AuditEntry): Promise<void> {
      await repo.insert(executor, {
        actorUserId: entry.actor.id,
        actorRole: entry.actor.role,
        ip: entry.ip,
        action: entry.action,
        targetType: entry.target.type,
        targetId: entry.target.id,
        reason: entry.reason ?? null,
        before: entry.before ?? null,
        after: entry.after ?? null,
      });
    },

    /** Every row about one target, oldest first (the retailer details' history, tests). */
    forTarget(type: AuditTargetType, id: string): Promise<AuditRow[]> {
      return repo.forTarget(type, id);
    },
  };
}

export type AuditService = ReturnType<typeof createAuditService>;
