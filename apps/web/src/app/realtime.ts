import type { RealtimeEvent } from '@haflah/contracts';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { cartKeys } from '../features/cart/api/cart';
import { connectRealtime } from '../lib/realtime';
import { useSession } from '../lib/session';

/** What each event makes stale (house rule 9: events become invalidations, never patched state). */
export function invalidateFor(queryClient: QueryClient, event: RealtimeEvent) {
  switch (event.type) {
    case 'cart.changed':
      return queryClient.invalidateQueries({ queryKey: cartKeys.all });
  }
}

/**
 * While someone is signed in, the screens follow what changes elsewhere (their other tabs and
 * devices now; order updates with orders). After a reconnect everything events cover is refetched:
 * what was sent while away is lost.
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
        if (connectedBefore) void invalidateFor(queryClient, { type: 'cart.changed' });
        connectedBefore = true;
      },
    });
  }, [userId, queryClient]);
}
