import { z } from 'zod/mini';
import { AUDIT_ACTIONS, AUDIT_TARGET_TYPES } from './admin.js';
import { localizedTextSchema, noControlCharacters } from './common.js';
import { DRIVER_STATUSES, driverStatusSchema, vehicleTypeSchema } from './staff.js';

/* -----------------------------------------------------------------------------------------------
 * The admin console's drivers and audit log (issue 24 points 5 and 7). Admins only (staffArea).
 *
 *   GET   /api/admin/drivers?q=&status=&active=&sort=&page=  → 200 AdminDriversPage: every driver,
 *         newest first (or by name), ADMIN_DRIVERS_PAGE_SIZE a page, `total` of the filtered list.
 *         `q` matches the name, email, plate or phone (its digits); `status=online`: available or busy.
 *   PATCH /api/admin/drivers/:id  body AdminDriverUpdate `{ isActive?, maxOrders? }` → 200 AdminDriver.
 *         Deactivating an online driver takes them offline too (an inactive driver may sign in but not
 *         go online). 404 NOT_FOUND; 409 DRIVER_MAX_BELOW_LOAD (maxOrders under the orders the driver
 *         carries now). A change writes one audit row `driver.update` (before/after of the changed
 *         fields); a change to nothing writes none and answers the driver as is.
 *   GET   /api/admin/audit?actor=&action=&targetType=&targetId=&from=&to=&cursor=  → 200 AuditPage:
 *         newest first, keyset pages (`cursor` = the previous page's nextCursor). `actor` is a user id
 *         or an email (any case); `from`/`to` are Bahrain calendar days, both inclusive.
 *   GET   /api/admin/audit.csv?(the same filters)  → 200 text/csv (UTF-8 with a BOM), an attachment
 *         `haflah-audit-YYYY-MM-DD.csv`, newest first, at most AUDIT_CSV_MAX_ROWS rows.
 *   No route edits or deletes an audit row.
 *
 * Realtime: `{ type: 'drivers.changed', driverId }` to room `admin` and to the driver's `user:<id>`.
 * --------------------------------------------------------------------------------------------- */

/** The most orders an admin may let one driver carry at once. */
export const DRIVER_MAX_ORDERS_LIMIT = 10;
export const ADMIN_DRIVERS_PAGE_SIZE = 20;
export const AUDIT_PAGE_SIZE = 50;
export const AUDIT_CSV_MAX_ROWS = 50_000;

const isoDateTime = z.iso.datetime({ offset: true });
/** A query string's yes/no. */
const flag = z.enum(['true', 'false']);

export const DRIVER_SORTS = ['newest', 'name'] as const;
/** The list's status filter: a driver status, or `online` (available or busy: the dashboard's figure). */
export const DRIVER_STATUS_FILTERS = ['online', ...DRIVER_STATUSES] as const;
export type DriverStatusFilter = (typeof DRIVER_STATUS_FILTERS)[number];

export const adminDriversQuerySchema = z.object({
  q: z.optional(z.string().check(z.maxLength(100), noControlCharacters())),
  status: z.optional(z.enum(DRIVER_STATUS_FILTERS)),
  active: z.optional(flag),
  sort: z._default(z.enum(DRIVER_SORTS), 'newest'),
  page: z._default(z.pipe(z.coerce.number(), z.int().check(z.gte(1), z.lte(10_000))), 1),
});
export type AdminDriversQuery = z.infer<typeof adminDriversQuerySchema>;

/** A driver as the admins see them. */
export const adminDriverSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  vehicleType: vehicleTypeSchema,
  licensePlate: z.string(),
  status: driverStatusSchema,
  isActive: z.boolean(),
  currentOrders: z.int(),
  maxOrders: z.int(),
  rating: z.number(),
  totalDeliveries: z.int(),
  joinedAt: isoDateTime,
});
export type AdminDriver = z.infer<typeof adminDriverSchema>;

export const adminDriversPageSchema = z.object({
  drivers: z.array(adminDriverSchema),
  total: z.int(),
  page: z.int(),
  pageSize: z.int(),
});
export type AdminDriversPage = z.infer<typeof adminDriversPageSchema>;

export const driverIdParamsSchema = z.object({ id: z.string().check(z.minLength(1), z.maxLength(100)) });

export const adminDriverUpdateSchema = z
  .object({
    isActive: z.optional(z.boolean()),
    maxOrders: z.optional(z.int().check(z.gte(1), z.lte(DRIVER_MAX_ORDERS_LIMIT))),
  })
  .check(
    z.refine((v) => v.isActive !== undefined || v.maxOrders !== undefined, {
      error: 'Give isActive or maxOrders',
    }),
  );
export type AdminDriverUpdate = z.infer<typeof adminDriverUpdateSchema>;

export const auditTargetTypeSchema = z.enum(AUDIT_TARGET_TYPES);

/** A Bahrain calendar day, YYYY-MM-DD. */
const daySchema = z.iso.date();

/** The audit screen's and the CSV's filters. */
export const auditFiltersSchema = z.object({
  /** A user id, or an email (any case). */
  actor: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(200), noControlCharacters())),
  action: z.optional(z.enum(AUDIT_ACTIONS)),
  targetType: z.optional(auditTargetTypeSchema),
  targetId: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(100), noControlCharacters())),
  from: z.optional(daySchema),
  to: z.optional(daySchema),
});
export type AuditFilters = z.infer<typeof auditFiltersSchema>;

export const auditQuerySchema = z.extend(auditFiltersSchema, {
  /** The previous page's nextCursor (the id of its last row). */
  cursor: z.optional(z.uuid()),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

/** The changed fields, before or after (an object; checked loosely: z.record would grow every chunk). */
const fieldsSchema = z.nullable(
  z.custom<Record<string, unknown>>((v) => typeof v === 'object' && v !== null && !Array.isArray(v)),
);

export const auditEntrySchema = z.object({
  id: z.string(),
  at: isoDateTime,
  actor: z.object({
    id: z.string(),
    role: z.string(),
    /** Null once the account is gone: the row outlives it (show the id). */
    name: z.nullable(z.string()),
    email: z.nullable(z.string()),
  }),
  ip: z.nullable(z.string()),
  action: z.enum(AUDIT_ACTIONS),
  target: z.object({
    type: auditTargetTypeSchema,
    id: z.string(),
    /** The shop's names, the driver's name, or the order's or request's number; null once gone. */
    label: z.nullable(localizedTextSchema),
  }),
  reason: z.nullable(z.string()),
  before: fieldsSchema,
  after: fieldsSchema,
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditPageSchema = z.object({
  entries: z.array(auditEntrySchema),
  nextCursor: z.nullable(z.string()),
});
export type AuditPage = z.infer<typeof auditPageSchema>;
