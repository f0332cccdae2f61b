import { AUDIT_ACTIONS } from '@haflah/contracts';
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The audit log (issue 24 point 7; ADR 019): one append-only row per admin action, written in the
 * same transaction as the change. The database refuses UPDATE and DELETE on it (a trigger, migration
 * 0015). The actor is kept by id without a foreign key: a row outlives the account that wrote it.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid().primaryKey().defaultRandom(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    actorUserId: text().notNull(),
    actorRole: text().notNull(),
    /** The address the request came from (the one the app believes: TRUST_PROXY). */
    ip: text(),
    action: text({ enum: AUDIT_ACTIONS }).notNull(),
    targetType: text().notNull(),
    targetId: text().notNull(),
    reason: text(),
    /** The changed fields before and after the action. */
    before: jsonb().$type<Record<string, unknown>>(),
    after: jsonb().$type<Record<string, unknown>>(),
  },
  (t) => [
    index('audit_log_target_idx').on(t.targetType, t.targetId, t.at),
    index('audit_log_at_idx').on(t.at),
    // The audit screen's filters (by actor, by action), newest first.
    index('audit_log_actor_idx').on(t.actorUserId, t.at),
    index('audit_log_action_idx').on(t.action, t.at),
  ],
);
