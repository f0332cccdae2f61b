import {
  DELIVERY_OFFER_STATES,
  DELIVERY_PROOFS,
  DELIVERY_STATUSES,
  DRIVER_CASH_CAP_FILS_DEFAULT,
} from '@haflah/contracts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { drivers } from '../drivers/drivers.schema.js';
import { orders } from '../orders/orders.schema.js';

export const deliveryStatus = pgEnum('delivery_status', DELIVERY_STATUSES);
export const deliveryOfferState = pgEnum('delivery_offer_state', DELIVERY_OFFER_STATES);
export const deliveryProof = pgEnum('delivery_proof', DELIVERY_PROOFS);

/**
 * A delivery: carrying one shop order (its products) from the shop to its customer. Opened when the
 * shop marks the order ready; `open` until one driver accepts it (one conditional write), then picked
 * up (the order is shipped) and delivered with proof (the customer's code or a photo at the door).
 * `code` is the customer's 4-digit delivery code: only the customer's order page shows it.
 */
export const deliveries = pgTable(
  'deliveries',
  {
    id: uuid().primaryKey().defaultRandom(),
    orderId: uuid()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    driverId: text().references(() => drivers.id, { onDelete: 'set null' }),
    status: deliveryStatus().notNull().default('open'),
    code: text().notNull(),
    /** Wrong codes typed so far; at DELIVERY_CODE_ATTEMPTS the code is refused (call, or a photo). */
    wrongCodes: integer().notNull().default(0),
    /** What the driver earns for it: the order's delivery fee (README: earnings). */
    feeFils: integer().notNull(),
    /** Cash orders: what the driver collects (the order's total); 0 for a paid order. */
    cashDueFils: integer().notNull().default(0),
    /** Cash orders, once delivered: what the driver received (the change given is received − due). */
    cashReceivedFils: integer(),
    /** When the driver handed the cash in to the marketplace (the money issue's; null until then). */
    cashHandedInAt: timestamp({ withTimezone: true }),
    proof: deliveryProof(),
    /** A photo taken at the door (uploads; removed after DELIVERY_PHOTO_DAYS). */
    photoUrl: text(),
    photoAt: timestamp({ withTimezone: true }),
    /** When the shop said it is ready: offered from then on. */
    openedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** When admins were told no driver took it in DELIVERY_UNASSIGNED_MINUTES. */
    flaggedAt: timestamp({ withTimezone: true }),
    acceptedAt: timestamp({ withTimezone: true }),
    pickedUpAt: timestamp({ withTimezone: true }),
    deliveredAt: timestamp({ withTimezone: true }),
    cancelledAt: timestamp({ withTimezone: true }),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('deliveries_order_idx').on(t.orderId),
    index('deliveries_open_idx').on(t.openedAt).where(sql`${t.status} = 'open'`),
    index('deliveries_driver_idx').on(t.driverId, t.status),
    index('deliveries_photo_idx').on(t.photoAt).where(sql`${t.photoUrl} is not null`),
    check('deliveries_code_format', sql`${t.code} ~ '^[0-9]{4}$'`),
    check('deliveries_wrong_codes', sql`${t.wrongCodes} >= 0`),
    check('deliveries_amounts', sql`${t.feeFils} >= 0 and ${t.cashDueFils} >= 0`),
    check(
      'deliveries_cash_received',
      sql`${t.cashReceivedFils} is null or ${t.cashReceivedFils} >= ${t.cashDueFils}`,
    ),
    // Open means nobody has it; every later state but cancelled has its driver.
    check(
      'deliveries_driver_by_status',
      sql`(${t.status} = 'open') = (${t.driverId} is null and ${t.acceptedAt} is null) or ${t.status} = 'cancelled'`,
    ),
  ],
);

/**
 * An offer of an open delivery to one driver: pending until answered, expired after
 * DELIVERY_OFFER_SECONDS (three in a row set the driver offline), withdrawn when another driver took
 * it or this one went offline. At most one pending offer per delivery and driver.
 */
export const deliveryOffers = pgTable(
  'delivery_offers',
  {
    id: uuid().primaryKey().defaultRandom(),
    deliveryId: uuid()
      .notNull()
      .references(() => deliveries.id, { onDelete: 'cascade' }),
    driverId: text()
      .notNull()
      .references(() => drivers.id, { onDelete: 'cascade' }),
    state: deliveryOfferState().notNull().default('pending'),
    offeredAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    answeredAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('delivery_offers_one_pending_idx')
      .on(t.deliveryId, t.driverId)
      .where(sql`${t.state} = 'pending'`),
    index('delivery_offers_driver_idx').on(t.driverId, t.state),
    index('delivery_offers_expiry_idx').on(t.expiresAt).where(sql`${t.state} = 'pending'`),
  ],
);

/** The marketplace's delivery settings: one row (admins change it). */
export const deliverySettings = pgTable(
  'delivery_settings',
  {
    id: boolean().primaryKey().default(true),
    /** Cash a driver may hold before no more cash orders are offered to them (until handed in). */
    cashCapFils: integer().notNull().default(DRIVER_CASH_CAP_FILS_DEFAULT),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('delivery_settings_one_row', sql`${t.id}`),
    check('delivery_settings_cap', sql`${t.cashCapFils} >= 0`),
  ],
);
