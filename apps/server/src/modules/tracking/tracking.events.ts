// The domain events this module publishes (ADR 017): the bus learns their names and payloads here.
export {};

declare module '../../platform/bus.js' {
  interface DomainEvents {
    /**
     * A driver's fix was stored; `orderIds` are the orders they carry (picked up) at that moment.
     * Published inside the fix's transaction: the realtime module sends it to each order's track room
     * (ADR 020: the one event that carries its data).
     */
    'driver.located': { driverId: string; orderIds: string[]; lng: number; lat: number; at: string };
  }
}
