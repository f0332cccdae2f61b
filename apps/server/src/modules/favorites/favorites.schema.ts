import { index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from '../auth/auth.schema.js';
import { listings } from '../catalogue/catalogue.schema.js';

/** A customer's favorite listings (any kind): one row per user and listing. */
export const favorites = pgTable(
  'favorites',
  {
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    listingId: uuid()
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.listingId] }),
    index('favorites_user_created_idx').on(t.userId, t.createdAt.desc()),
  ],
);
