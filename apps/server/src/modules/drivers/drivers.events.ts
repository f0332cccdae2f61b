// The domain events this module publishes (ADR 017): the bus learns their names and payloads here.
export {};

declare module '../../platform/bus.js' {
  interface DomainEvents {
    /** A driver signed up. */
    'driver.registered': { userId: string };
    /** A driver changed: by an admin (active, max orders) or by themselves (settings); published inside the change's transaction. */
    'driver.updated': { driverId: string };
  }
}
