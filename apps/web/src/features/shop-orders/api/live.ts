import type { RealtimeEvent } from '@haflah/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { shopOrderKeys } from './keys';

/**
 * What the shop's room means for its order screens (house rule 9: events become invalidations): an
 * order placed at the shop (`order.placed`, which makes the alarm ring) or moved anywhere
 * (`order.changed`) makes the lists, the waiting orders and open orders stale; so does a reconnect or
 * a resync, after which events may have been missed. For the retailer area's realtime listeners.
 */
export function shopOrdersLive(queryClient: QueryClient) {
  const refresh = () => queryClient.invalidateQueries({ queryKey: shopOrderKeys.all });
  return {
    onEvent: (event: RealtimeEvent) => {
      if (event.type === 'order.placed' || event.type === 'order.changed') void refresh();
    },
    onStale: () => void refresh(),
  };
}
