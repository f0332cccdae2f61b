import type { RealtimeEvent } from '@haflah/contracts';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { cartKeys } from '../features/cart/api/cart';
import { eventKeys } from '../features/events/api/keys';
import { checkoutKeys, orderKeys } from '../features/orders/api/keys';
import { connectRealtime } from '../lib/realtime';
import { useSession } from '../lib/session';

/** What each event makes stale (house rule 9: events become invalidations, never patched state). */
export function invalidateFor(queryClient: QueryClient, event: RealtimeEvent) {
  switch (event.type) {
    case 'cart.changed':
      // Checkout shows what the cart would cost: a change in another tab changes its figures too.
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: cartKeys.all }),
        queryClient.invalidateQueries({ queryKey: checkoutKeys.all }),
      ]);
    case 'order.changed':
      // The list and every order open: a status shows in both, and the event names one order only.
      return queryClient.invalidateQueries({ queryKey: orderKeys.all });
    case 'event.changed':
      // The event's page (counts, guests) and the list's counts and status.
      return queryClient.invalidateQueries({ queryKey: eventKeys.all });
  }
}

/**
 * While someone is signed in, the screens follow what changes elsewhere (their other tabs and
 * devices, and their orders as shops and drivers move them). After a reconnect everything events
 * cover is refetched: what was sent while away is lost.
 */
export function useRealtimeUpdates() {
  const userId = useSession().user?.id;
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!userId) return;
    let connectedBefore = false;
    return connectRealtime({
      onEvent: (event) => void invalidateFor(queryClient, event),
      onConnected: () => {
        if (connectedBefore) {
          void invalidateFor(queryClient, { type: 'cart.changed' });
          void queryClient.invalidateQueries({ queryKey: orderKeys.all });
          void queryClient.invalidateQueries({ queryKey: eventKeys.all });
        }
        connectedBefore = true;
      },
    });
  }, [userId, queryClient]);
}
