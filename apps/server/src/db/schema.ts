/**
 * The Drizzle schema: each domain module owns its tables in `<domain>.schema.ts`; this file gathers
 * them for drizzle-kit and the database client.
 */
export * from '../modules/addresses/addresses.schema.js';
export * from '../modules/audit/audit.schema.js';
export * from '../modules/auth/auth.schema.js';
export * from '../modules/auth/profiles.schema.js';
export * from '../modules/cart/cart.schema.js';
export * from '../modules/catalogue/catalogue.schema.js';
export * from '../modules/deliveries/deliveries.schema.js';
export * from '../modules/drivers/drivers.schema.js';
export * from '../modules/events/events.schema.js';
export * from '../modules/favorites/favorites.schema.js';
export * from '../modules/ledger/ledger.schema.js';
export * from '../modules/mail/mail.schema.js';
export * from '../modules/offers/offers.schema.js';
export * from '../modules/orders/orders.schema.js';
export * from '../modules/payments/payments.schema.js';
export * from '../modules/reviews/reviews.schema.js';
export * from '../modules/shops/shops.schema.js';
export * from '../modules/support/support.schema.js';
export * from '../platform/attempts.schema.js';
export * from '../platform/jobs.schema.js';
