import { and, asc, eq } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.js';
import { auditLog } from './audit.schema.js';

export type AuditRow = typeof auditLog.$inferSelect;
export type NewAuditRow = typeof auditLog.$inferInsert;

/** The audit log: rows are only ever inserted (the database refuses UPDATE and DELETE). */
export function createAuditRepository(db: Db) {
  return {
    /** One row, with the executor of the transaction that makes the change it records. */
    async insert(executor: Executor, values: NewAuditRow): Promise<AuditRow> {
      const [row] = await executor.insert(auditLog).values(values).returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    },

    /** The rows about one target, oldest first. */
    forTarget(targetType: string, targetId: string): Promise<AuditRow[]> {
      return db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.targetType, targetType), eq(auditLog.targetId, targetId)))
        .orderBy(asc(auditLog.at), asc(auditLog.id));
    },
  };
}

export type AuditRepository = ReturnType<typeof createAuditRepository>;
