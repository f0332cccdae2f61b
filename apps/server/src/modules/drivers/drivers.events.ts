// The domain events this module publishes (ADR 017): the bus learns their names and payloads here.
export {};

declare module '../../platform/bus.js' {
  interface DomainEvents {
    /** A driver signed up. */
    'driver.registered': { userId: string };
    /** An admin changed a driver (active, max orders); published inside the change's transaction. */
    'driver.updated': { driverId: string };
  }
}
