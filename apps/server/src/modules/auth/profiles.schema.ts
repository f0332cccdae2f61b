import { ROLES } from '@haflah/contracts';
import { pgEnum, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from './auth.schema.js';

export const role = pgEnum('role', ROLES);

/** Spec §3 Profiles, keyed by the auth user. */
export const profiles = pgTable('profiles', {
  userId: text()
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  displayName: text(),
  phone: text(),
  location: text(),
  avatarUrl: text(),
  role: role().notNull().default('customer'),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
