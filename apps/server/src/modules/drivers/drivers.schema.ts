import {
  DRIVER_MAX_ORDERS_DEFAULT,
  DRIVER_OFFLINE_REASONS,
  DRIVER_STATUSES,
  VEHICLE_TYPES,
} from '@haflah/contracts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  integer,
  pgEnum,
  pgTable,
  real,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { user } from '../auth/auth.schema.js';

export const driverStatus = pgEnum('driver_status', DRIVER_STATUSES);
export const vehicleType = pgEnum('vehicle_type', VEHICLE_TYPES);
export const driverOfflineReason = pgEnum('driver_offline_reason', DRIVER_OFFLINE_REASONS);

/** Spec §3 Driver: one row per driver account, keyed by the user id. */
export const drivers = pgTable(
  'drivers',
  {
    id: text()
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    phone: text().notNull(),
    email: text().notNull(),
    vehicleType: vehicleType().notNull(),
    licensePlate: text().notNull(),
    status: driverStatus().notNull().default('offline'),
    isActive: boolean().notNull().default(true),
    currentOrders: integer().notNull().default(0),
    maxOrders: integer().notNull().default(DRIVER_MAX_ORDERS_DEFAULT),
    rating: real().notNull().default(0),
    totalDeliveries: integer().notNull().default(0),
    /** Last reported position (the spec's longitude,latitude pair). */
    currentLng: doublePrecision(),
    currentLat: doublePrecision(),
    /** When that position was reported ("last seen N min ago"). */
    locationAt: timestamp({ withTimezone: true }),
    /** Offers let expire in a row; at DRIVER_MISSED_OFFERS_LIMIT the driver is set offline. */
    missedOffers: integer().notNull().default(0),
    /** Why the server set the driver offline (told on their dashboard); null when they chose to. */
    offlineReason: driverOfflineReason(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('drivers_orders_within_max', sql`${t.currentOrders} >= 0 and ${t.currentOrders} <= ${t.maxOrders}`),
    check('drivers_missed_offers', sql`${t.missedOffers} >= 0`),
    check('drivers_rating_range', sql`${t.rating} >= 0 and ${t.rating} <= 5`),
  ],
);
