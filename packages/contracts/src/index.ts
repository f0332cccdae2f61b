export * from './auth.js';
export * from './catalogue.js';
export * from './common.js';
export * from './errors.js';
export * from './health.js';
export * from './money.js';
export * from './pricing.js';
