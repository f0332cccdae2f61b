import type { OrderTracking } from '@haflah/contracts';
import type { QueryClient } from '@tanstack/react-query';

/**
 * The tracking card's cache key, under the orders' ('orders', user, …): an `order.changed` (accepted,
 * picked up, delivered) makes it stale with the order. Alone in its module: the app's realtime (in
 * Home's entry) imports only this.
 */
export const trackingKeys = {
  of: (userId: string | null, orderId: string) => ['orders', userId, 'tracking', orderId] as const,
};

/**
 * A driver's fix (`delivery.location`, ADR 020: the one event that carries data) becomes the tracking
 * card's position: a fix is a whole value, so the newest replaces it, and an older one arriving late
 * changes nothing. Only while the card says the driver carries the order.
 */
export function applyLocation(
  queryClient: QueryClient,
  fix: { orderId: string; lng: number; lat: number; at: string },
) {
  queryClient.setQueriesData<OrderTracking | null>(
    {
      predicate: (q) =>
        q.queryKey[0] === 'orders' && q.queryKey[2] === 'tracking' && q.queryKey[3] === fix.orderId,
    },
    (previous) => {
      if (previous?.status !== 'picked_up') return previous;
      if (previous.location && Date.parse(previous.location.at) >= Date.parse(fix.at)) return previous;
      return { ...previous, location: { lng: fix.lng, lat: fix.lat, at: fix.at } };
    },
  );
}
