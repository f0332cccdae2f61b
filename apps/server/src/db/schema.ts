/**
 * The Drizzle schema: one file per domain under ./schema, re-exported here for drizzle-kit and the
 * database client.
 */
export * from '../modules/catalogue/catalogue.schema.js';
