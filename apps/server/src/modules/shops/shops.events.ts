// The domain events this module publishes (ADR 017): the bus learns their names and payloads here.
export {};

declare module '../../platform/bus.js' {
  interface DomainEvents {
    /** A retailer signed up; the shop waits for an admin's approval. */
    'shop.applied': { shopId: string; ownerUserId: string };
  }
}
