import { ADDRESS_LABELS, BAHRAIN_BOUNDS, GOVERNORATES } from '@haflah/contracts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from '../auth/auth.schema.js';

export const governorate = pgEnum('governorate', GOVERNORATES);
export const addressLabel = pgEnum('address_label', ADDRESS_LABELS);

const { south, north, west, east } = BAHRAIN_BOUNDS;

/**
 * A customer's delivery addresses in Bahrain's form (flat, building, road, block, area, governorate).
 * Exactly one is the default while any exist: at most one by the partial unique index, at least one
 * by the service, which promotes another when the default goes.
 */
export const addresses = pgTable(
  'addresses',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    labelKind: addressLabel().notNull(),
    label: text(),
    governorate: governorate().notNull(),
    area: text().notNull(),
    block: text().notNull(),
    road: text().notNull(),
    building: text().notNull(),
    flat: text(),
    directions: text(),
    contactPhone: text().notNull(),
    lat: doublePrecision(),
    lng: doublePrecision(),
    isDefault: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('addresses_block_digits', sql`${t.block} ~ '^[0-9]{3,4}$'`),
    check('addresses_pin_complete', sql`(${t.lat} is null) = (${t.lng} is null)`),
    check(
      'addresses_pin_in_bahrain',
      sql`${t.lat} is null or (${t.lat} between ${sql.raw(String(south))} and ${sql.raw(String(north))} and ${t.lng} between ${sql.raw(String(west))} and ${sql.raw(String(east))})`,
    ),
    uniqueIndex('addresses_one_default_idx').on(t.userId).where(sql`${t.isDefault}`),
    index('addresses_user_idx').on(t.userId, t.createdAt.desc()),
  ],
);
