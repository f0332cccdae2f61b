import type { AuditFilters } from '@haflah/contracts';
import { and, asc, desc, eq, gte, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.js';
import { user } from '../auth/index.js';
import { drivers } from '../drivers/index.js';
import { promoCodes } from '../offers/index.js';
import { orders } from '../orders/index.js';
import { reviews } from '../reviews/index.js';
import { shops } from '../shops/index.js';
import { supportRequests } from '../support/index.js';
import { auditLog } from './audit.schema.js';

export type AuditRow = typeof auditLog.$inferSelect;
export type NewAuditRow = typeof auditLog.$inferInsert;

/** The audit screen's filters, with the Bahrain days already turned into instants. */
export interface AuditListFilters extends Omit<AuditFilters, 'from' | 'to'> {
  /** At or after this instant. */
  from?: Date;
  /** Before this instant. */
  before?: Date;
}

/** A row as the audit screen lists it: with its actor's account (null once gone) and its target's label. */
export interface AuditListRow extends AuditRow {
  actorName: string | null;
  actorEmail: string | null;
  labelEn: string | null;
  labelAr: string | null;
}

/** The target's id as a uuid when it is one (the shops' and orders' keys), else null: never a cast error. */
const targetUuid = sql`(case when ${auditLog.targetId} ~ '^[0-9a-fA-F-]{36}$' then ${auditLog.targetId}::uuid end)`;

/**
 * What names a target, read from its module's table (read-only, per row, by its key): a shop's names,
 * a driver's name, an order's or a support request's number, each table from its module's front door;
 * null once the row is gone.
 */
const label = (language: 'en' | 'ar') => sql<string | null>`case ${auditLog.targetType}
  when 'shop' then (select ${language === 'en' ? shops.nameEn : shops.nameAr} from ${shops} where ${shops.id} = ${targetUuid})
  when 'driver' then (select ${drivers.name} from ${drivers} where ${drivers.id} = ${auditLog.targetId})
  when 'order' then (select ${orders.number}::text from ${orders} where ${orders.id} = ${targetUuid})
  when 'support_request' then (select ${supportRequests.number}::text from ${supportRequests} where ${supportRequests.id} = ${targetUuid})
  when 'promo_code' then (select ${promoCodes.code} from ${promoCodes} where ${promoCodes.id} = ${targetUuid})
  when 'review' then (select ${language === 'en' ? shops.nameEn : shops.nameAr} from ${reviews} join ${shops} on ${shops.id} = ${reviews.shopId} where ${reviews.id} = ${targetUuid})
end`;

function listConditions(db: Db, filters: AuditListFilters, cursor: string | undefined): SQL | undefined {
  const actor = filters.actor?.trim();
  return and(
    actor
      ? or(
          eq(auditLog.actorUserId, actor),
          inArray(
            auditLog.actorUserId,
            db
              .select({ id: user.id })
              .from(user)
              .where(eq(sql`lower(${user.email})`, actor.toLowerCase())),
          ),
        )
      : undefined,
    filters.action ? eq(auditLog.action, filters.action) : undefined,
    filters.targetType ? eq(auditLog.targetType, filters.targetType) : undefined,
    filters.targetId ? eq(auditLog.targetId, filters.targetId) : undefined,
    filters.from ? gte(auditLog.at, filters.from) : undefined,
    filters.before ? lt(auditLog.at, filters.before) : undefined,
    // Keyset: after the cursor's row in (at, id) descending order (none when it does not exist).
    cursor
      ? sql`(${auditLog.at}, ${auditLog.id}) < (select c.at, c.id from audit_log c where c.id = ${cursor})`
      : undefined,
  );
}

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

    /**
     * Up to `limit` rows matching the filters, newest first, after the row `cursor` (its id) if given;
     * each with its actor's account (left joined: the row outlives it) and its target's label.
     */
    list(filters: AuditListFilters, cursor: string | undefined, limit: number): Promise<AuditListRow[]> {
      return db
        .select({
          id: auditLog.id,
          at: auditLog.at,
          actorUserId: auditLog.actorUserId,
          actorRole: auditLog.actorRole,
          ip: auditLog.ip,
          action: auditLog.action,
          targetType: auditLog.targetType,
          targetId: auditLog.targetId,
          reason: auditLog.reason,
          before: auditLog.before,
          after: auditLog.after,
          actorName: user.name,
          actorEmail: user.email,
          labelEn: label('en'),
          labelAr: label('ar'),
        })
        .from(auditLog)
        .leftJoin(user, eq(user.id, auditLog.actorUserId))
        .where(listConditions(db, filters, cursor))
        .orderBy(desc(auditLog.at), desc(auditLog.id))
        .limit(limit);
    },
  };
}

export type AuditRepository = ReturnType<typeof createAuditRepository>;
