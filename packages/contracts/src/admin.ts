import { z } from 'zod/mini';
import { localizedTextSchema } from './common.js';
import { businessTypeSchema } from './staff.js';

/* -----------------------------------------------------------------------------------------------
 * The admin console's API (issue 24). Every `/api/admin/...` route is for admins only: anonymous
 * 401, any other role 403 (http/guard.ts staffArea).
 *
 *   GET  /api/admin/dashboard            → 200 AdminDashboard: the console's figures, counted now.
 *   GET  /api/admin/shops/pending        → 200 ShopApplicationsResponse: every shop waiting for a
 *                                           decision, oldest application first, with every field the
 *                                           retailer gave at sign-up and the applicant's email.
 *   POST /api/admin/shops/:id/approve    → 200 ShopProfile (status approved): customers see the shop
 *                                           and its active listings at once.
 *   POST /api/admin/shops/:id/reject     body ShopReject (shop-profile.ts, `{ reason }`) → 200
 *                                           ShopProfile (status rejected, the reason).
 *       Both: 404 NOT_FOUND (no such shop), 409 SHOP_ALREADY_DECIDED (the shop is no longer pending:
 *       another admin decided first). Each decision writes one audit-log row in its transaction.
 *   (GET /api/admin/shops, /shops/:id, suspend and reinstate: admin-shops.ts. GET
 *   /api/admin/orders/late: shop-orders.ts.)
 *
 * Realtime: `{ type: 'shops.changed' }` to room `admin` (admins only) when a shop applies or is
 * decided: the dashboard and the pending list refetch.
 * --------------------------------------------------------------------------------------------- */

const isoDateTime = z.iso.datetime({ offset: true });
const count = z.int().check(z.gte(0));

/** GET /api/admin/dashboard. "Today" is the Bahrain calendar day (Asia/Bahrain). */
export const adminDashboardSchema = z.object({
  /** Shops by approval status. */
  shops: z.object({ pending: count, approved: count, rejected: count, suspended: count }),
  /** Drivers whose status is not offline (available or busy). */
  driversOnline: count,
  /** Orders placed today, cancelled ones included. */
  todayOrders: count,
  /** The total of today's orders that are not cancelled, in fils. */
  todayRevenueFils: count,
  /** Every order by its status (all time). */
  ordersByStatus: z.object({
    pending: count,
    processing: count,
    shipped: count,
    delivered: count,
    cancelled: count,
  }),
  /** Orders still pending longer than ORDER_ACCEPT_MINUTES (the same rule as GET /api/admin/orders/late). */
  lateOrders: count,
  /** Support requests waiting for an admin (status open: not yet answered, not closed). */
  openSupportRequests: count,
  /** Deliveries open (no driver took them) for longer than DELIVERY_UNASSIGNED_MINUTES (issue 25). */
  unassignedDeliveries: count,
});
export type AdminDashboard = z.infer<typeof adminDashboardSchema>;

/** One shop waiting for approval, as the retailer registered it. */
export const shopApplicationSchema = z.object({
  id: z.string(),
  names: localizedTextSchema,
  businessTypes: z.array(businessTypeSchema),
  crNumber: z.string(),
  iban: z.string(),
  phone: z.string(),
  address: z.string(),
  area: localizedTextSchema,
  description: localizedTextSchema,
  /** When the shop applied (its creation). */
  appliedAt: isoDateTime,
  applicantEmail: z.string(),
  applicantName: z.string(),
});
export type ShopApplication = z.infer<typeof shopApplicationSchema>;

/** GET /api/admin/shops/pending. */
export const shopApplicationsResponseSchema = z.object({ applications: z.array(shopApplicationSchema) });
export type ShopApplicationsResponse = z.infer<typeof shopApplicationsResponseSchema>;

/** What an audit-log row records an admin did (issue 24 point 7). */
export const AUDIT_ACTIONS = [
  'shop.approve',
  'shop.reject',
  'shop.suspend',
  'shop.reinstate',
  'driver.update',
  'order.move',
  'support.answer',
  'support.close',
  'delivery.settings',
  'promo_code.create',
  'promo_code.disable',
  'review.keep',
  'review.hide',
] as const;
export const auditActionSchema = z.enum(AUDIT_ACTIONS);
export type AuditAction = z.infer<typeof auditActionSchema>;

/** What an audit-log row's target is. */
export const AUDIT_TARGET_TYPES = [
  'shop',
  'driver',
  'order',
  'support_request',
  'delivery_settings',
  'promo_code',
  'review',
] as const;
export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];
