import type { RealtimeEvent } from '@haflah/contracts';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { cartKeys } from '../features/cart/api/cart';
import { eventKeys } from '../features/events/api/keys';
import { checkoutKeys, orderKeys } from '../features/orders/api/keys';
import { applyLocation } from '../features/tracking/api/keys';
import { connectRealtime } from '../lib/realtime';
import { sessionKeys, useSession } from '../lib/session';

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
    case 'support.changed':
      // An admin answered or closed one of the user's requests (/help).
      return queryClient.invalidateQueries({ queryKey: ['support'] });
    case 'delivery.location':
      // The one event with data (ADR 020): the fix itself becomes the tracking card's position.
      return applyLocation(queryClient, event);
  }
}

/**
 * While someone is signed in, the screens follow what changes elsewhere (their other tabs and
 * devices, and their orders as shops and drivers move them). After a reconnect, or when the server
 * says it may have missed events (resync), everything events cover is refetched. When the server
 * closes the socket because its session ended, the session is read again: signed out, the socket
 * stays closed; still signed in (another session, another role), a new one is opened.
 */
export function useRealtimeUpdates() {
  const user = useSession().user;
  const [userId, role] = [user?.id, user?.role];
  const queryClient = useQueryClient();
  const [opened, reopen] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new role or `opened` opens a new socket
  useEffect(() => {
    if (!userId) return;
    let connectedBefore = false;
    const refetchAll = () => {
      void invalidateFor(queryClient, { type: 'cart.changed' });
      void queryClient.invalidateQueries({ queryKey: orderKeys.all });
      void queryClient.invalidateQueries({ queryKey: eventKeys.all });
    };
    return connectRealtime({
      onEvent: (event) => void invalidateFor(queryClient, event),
      onConnected: () => {
        if (connectedBefore) refetchAll();
        connectedBefore = true;
      },
      onResync: refetchAll,
      onSessionEnded: () =>
        void queryClient.invalidateQueries({ queryKey: sessionKeys.all }).then(() => reopen((n) => n + 1)),
    });
  }, [userId, role, opened, queryClient]);
}
