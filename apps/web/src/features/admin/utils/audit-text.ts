import {
  type AuditEntry,
  DRIVER_OFFLINE_REASONS,
  DRIVER_STATUSES,
  type LocalizedText,
  ORDER_STATUSES,
  SHOP_STATUSES,
  SUPPORT_STATUSES,
} from '@haflah/contracts';
import type { TFunction } from 'i18next';

/** How the entry names its target: the shop's name, the driver's, "#1042"; the id once it is gone. */
export function targetText(entry: AuditEntry, t: TFunction, pick: (text: LocalizedText) => string): string {
  const { type, id, label } = entry.target;
  // The marketplace's one settings row: named, never gone.
  if (type === 'delivery_settings') return t('adminOps.audit.deliverySettings');
  if (!label) return t('adminOps.audit.gone', { id });
  if (type === 'shop') return pick(label);
  if (type === 'order' || type === 'support_request') return `#${label.en}`;
  return label.en;
}

/**
 * Where the target's own page is in the console (a shop's details, an order, a support request; a
 * driver in the drivers list, found by name); null once the target is gone.
 */
export function targetPath(entry: AuditEntry): string | null {
  const { type, id, label } = entry.target;
  if (!label || type === 'delivery_settings') return null;
  const key = encodeURIComponent(id);
  if (type === 'shop') return `/admin/retailer/${key}`;
  if (type === 'order') return `/admin/orders/${key}`;
  if (type === 'support_request') return `/admin/support/${key}`;
  if (type === 'promo_code') return '/admin/promo-codes';
  if (type === 'review') return '/admin/reviews';
  return `/admin/drivers?q=${encodeURIComponent(label.en)}`;
}

/** Who did it: their name, else their email, else (the account is gone) their id. */
export const actorText = (entry: AuditEntry) => entry.actor.name ?? entry.actor.email ?? entry.actor.id;

export interface FieldChange {
  field: string;
  from: unknown;
  to: unknown;
}

/** The changed fields, in the order the row lists them: before → after. */
export function changesOf(entry: AuditEntry): FieldChange[] {
  const fields = [...new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})])];
  return fields
    .map((field) => ({ field, from: entry.before?.[field] ?? null, to: entry.after?.[field] ?? null }))
    .filter((c) => JSON.stringify(c.from) !== JSON.stringify(c.to));
}

/** The statuses the log's fields hold (shops, drivers, orders, support requests): said in the language. */
const KNOWN_VALUES = new Set<string>([
  ...SHOP_STATUSES,
  ...DRIVER_STATUSES,
  ...DRIVER_OFFLINE_REASONS,
  ...ORDER_STATUSES,
  ...SUPPORT_STATUSES,
]);

/** A field's value in words: yes/no, a known status in the language, a number, else as it is. */
export function valueText(value: unknown, t: TFunction, count: (n: number) => string): string {
  if (value === null || value === undefined || value === '') return t('adminOps.audit.value.none');
  if (typeof value === 'boolean') return t(`adminOps.audit.value.${value}`);
  if (typeof value === 'number') return count(value);
  if (typeof value === 'string') return KNOWN_VALUES.has(value) ? t(`adminOps.audit.value.${value}`) : value;
  return JSON.stringify(value);
}
