import { CARD_BRANDS, PAYMENT_METHOD_TYPES } from '@haflah/contracts';
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
import { user } from '../auth/auth.schema.js';

export const paymentMethodType = pgEnum('payment_method_type', PAYMENT_METHOD_TYPES);
export const cardBrand = pgEnum('card_brand', CARD_BRANDS);

/**
 * A customer's saved cards and BenefitPay wallets. There is no column for a card number or a security
 * code, on purpose: the provider keeps the card and gives us a token; we keep what the customer needs
 * to recognise it (brand, last 4 digits, expiry, holder name).
 */
export const paymentMethods = pgTable(
  'payment_methods',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    type: paymentMethodType().notNull(),
    /** Which provider issued the token (`test_gateway` while in test mode). */
    provider: text().notNull(),
    token: text().notNull(),
    brand: cardBrand(),
    last4: text().notNull(),
    expMonth: integer(),
    expYear: integer(),
    holderName: text(),
    isDefault: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('payment_methods_last4', sql`${t.last4} ~ '^[0-9]{4}$'`),
    check(
      'payment_methods_card_complete',
      sql`(${t.type} = 'card') = (${t.brand} is not null and ${t.expMonth} is not null and ${t.expYear} is not null)`,
    ),
    uniqueIndex('payment_methods_one_default_idx').on(t.userId).where(sql`${t.isDefault}`),
    index('payment_methods_user_idx').on(t.userId, t.createdAt.desc()),
  ],
);

/**
 * The built-in test gateway's own record of what it did, as a real provider keeps an idempotency
 * store: one row per idempotency key, so a second capture, void or refund with the same key answers
 * the first result and moves no money again, across restarts of the server. Nothing else reads it
 * (tests count the refunds the "provider" made).
 */
export const testGatewayOperations = pgTable('test_gateway_operations', {
  idempotencyKey: text().primaryKey(),
  operation: text({ enum: ['capture', 'void', 'refund'] }).notNull(),
  /** The authorisation the operation was on. */
  paymentReference: text().notNull(),
  amountFils: integer().notNull(),
  ok: boolean().notNull(),
  /** The answer given: the movement's reference, or the failure's code. */
  result: text().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
