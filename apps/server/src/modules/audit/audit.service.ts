import {
  AUDIT_CSV_MAX_ROWS,
  AUDIT_PAGE_SIZE,
  type AuditAction,
  type AuditEntry as AuditEntryView,
  type AuditFilters,
  type AuditPage,
  type AuditQuery,
  type AuditTargetType,
  bahrainToUtc,
} from '@haflah/contracts';
import type { Executor } from '../../db/client.js';
import type { Actor } from '../../platform/access.js';
import { AUDIT_CSV_COLUMNS, auditCsvLine, csvLine, UTF8_BOM } from './audit.csv.js';
import type { AuditListFilters, AuditListRow, AuditRepository, AuditRow } from './audit.repository.js';

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

const DAY_MS = 86_400_000;
/** The day after a Bahrain calendar day, YYYY-MM-DD. */
const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);

/** The screen's filters with their Bahrain days as instants: `from` at its midnight, `to` inclusive. */
function listFilters({ from, to, ...rest }: AuditFilters): AuditListFilters {
  return {
    ...rest,
    from: from ? bahrainToUtc(from, '00:00') : undefined,
    before: to ? bahrainToUtc(nextDay(to), '00:00') : undefined,
  };
}

function toView(row: AuditListRow): AuditEntryView {
  return {
    id: row.id,
    at: row.at.toISOString(),
    actor: { id: row.actorUserId, role: row.actorRole, name: row.actorName, email: row.actorEmail },
    ip: row.ip,
    action: row.action,
    target: {
      type: row.targetType as AuditTargetType,
      id: row.targetId,
      label: row.labelEn === null ? null : { en: row.labelEn, ar: row.labelAr ?? row.labelEn },
    },
    reason: row.reason,
    before: row.before ?? null,
    after: row.after ?? null,
  };
}

/** Rows read a page at a time while the CSV streams. */
const CSV_BATCH = 1000;

/**
 * The audit log (issue 24 point 7; ADR 019). `record` takes the executor of the transaction that makes
 * the change, so the row commits with it or not at all: a refused or failed action writes none. The
 * admins read it newest first, filtered, a page at a time, or as a CSV.
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

    /** One page of the audit screen, newest first. */
    async list({ cursor, ...filters }: AuditQuery): Promise<AuditPage> {
      const rows = await repo.list(listFilters(filters), cursor, AUDIT_PAGE_SIZE + 1);
      const page = rows.slice(0, AUDIT_PAGE_SIZE);
      return {
        entries: page.map(toView),
        nextCursor: rows.length > AUDIT_PAGE_SIZE ? page.at(-1)!.id : null,
      };
    },

    /**
     * The filtered log as CSV text, newest first, in pieces as it is read (a thousand rows at a time,
     * at most AUDIT_CSV_MAX_ROWS): the byte-order mark, the header, one line a row.
     */
    async *csv(filters: AuditFilters): AsyncGenerator<string> {
      yield UTF8_BOM + csvLine(AUDIT_CSV_COLUMNS);
      const where = listFilters(filters);
      let cursor: string | undefined;
      let written = 0;
      while (written < AUDIT_CSV_MAX_ROWS) {
        const rows = await repo.list(where, cursor, Math.min(CSV_BATCH, AUDIT_CSV_MAX_ROWS - written));
        if (rows.length === 0) return;
        yield rows.map((row) => auditCsvLine(toView(row))).join('');
        written += rows.length;
        cursor = rows.at(-1)!.id;
        if (rows.length < CSV_BATCH) return;
      }
    },
  };
}

export type AuditService = ReturnType<typeof createAuditService>;
