// The domain events this module publishes (ADR 017): the bus learns their names and payloads here.
export {};

declare module '../../platform/bus.js' {
  interface DomainEvents {
    /** Something in a user's cart changed (added, resized, removed): their other tabs and devices refetch. */
    'cart.changed': { userId: string };
    /** A time slot was held in someone's cart. */
    'cart.hold_placed': { userId: string; listingId: string; cartItemId: string };
  }
}
