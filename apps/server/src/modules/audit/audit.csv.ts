import type { AuditEntry } from '@haflah/contracts';
import Papa from 'papaparse';

/** Excel reads a UTF-8 file as UTF-8 (Arabic names and reasons) only when it starts with this mark. */
export const UTF8_BOM = '\uFEFF';

/** The CSV's columns, in order. */
export const AUDIT_CSV_COLUMNS = [
  'at',
  'actor_id',
  'actor_role',
  'actor_name',
  'actor_email',
  'ip',
  'action',
  'target_type',
  'target_id',
  'target_label_en',
  'target_label_ar',
  'reason',
  'before',
  'after',
] as const;

/** A cell a spreadsheet would run as a formula (a shop's name or a reason is anyone's text). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One line of the file, CRLF-ended: a cell is quoted when it holds a comma, a quote or a line break
 * (RFC 4180), and one a spreadsheet would take for a formula (starting with = + - @, a tab or a carriage
 * return) gets a leading quote so it stays text (OWASP CSV injection) — papaparse, as the shop's
 * listings file (catalogue.csv.ts).
 */
export const csvLine = (cells: readonly (string | null | undefined)[]) =>
  `${Papa.unparse([cells.map((c) => c ?? '')], { newline: '\r\n', escapeFormulae: FORMULA_START })}\r\n`;

/** An instant as Bahrain's wall clock with its offset, to the second: 2026-11-26T09:15:02+03:00. */
export function bahrainTimestamp(iso: string): string {
  return `${new Date(Date.parse(iso) + 3 * 3600_000).toISOString().slice(0, 19)}+03:00`;
}

/** An entry as a CSV line, in AUDIT_CSV_COLUMNS' order. */
export function auditCsvLine(entry: AuditEntry): string {
  return csvLine([
    bahrainTimestamp(entry.at),
    entry.actor.id,
    entry.actor.role,
    entry.actor.name,
    entry.actor.email,
    entry.ip,
    entry.action,
    entry.target.type,
    entry.target.id,
    entry.target.label?.en,
    entry.target.label?.ar,
    entry.reason,
    entry.before ? JSON.stringify(entry.before) : '',
    entry.after ? JSON.stringify(entry.after) : '',
  ]);
}
