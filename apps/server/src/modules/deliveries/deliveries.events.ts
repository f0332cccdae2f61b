// The domain events this module publishes (ADR 017): the bus learns their names and payloads here.
export {};

declare module '../../platform/bus.js' {
  interface DomainEvents {
    /**
     * Drivers' offers changed: made, taken by another, withdrawn or expired, or the server set them
     * offline. Each driver's screens refetch. Published inside the transaction that changed them.
     */
    'delivery.offers_changed': { deliveryId: string; driverIds: string[] };
    /** A driver took a delivery: its order's customer and shop see a driver (order.changed). */
    'delivery.accepted': { deliveryId: string; orderId: string; userId: string | null; shopId: string };
    /** An open delivery no driver took in DELIVERY_UNASSIGNED_MINUTES: admins are told. */
    'delivery.flagged': { deliveryId: string };
  }
}
