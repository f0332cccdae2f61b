import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { connectRealtime } from '../../../lib/realtime';
import { joiningRooms, refetchWhenStale } from '../../../lib/realtime-rooms';
import { applyLocation, trackingKeys } from '../api/keys';

/**
 * While the driver carries the order, a socket in room `track:<orderId>` (the server lets its customer
 * in only then): each `delivery.location` moves the driver's marker (ADR 020). A reconnect or a resync
 * reads the card again (fixes sent while away are lost; the next one comes within seconds anyway).
 */
export function useTrackingLive(userId: string | null, orderId: string, carried: boolean) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!userId || !orderId || !carried) return;
    const refresh = () => void queryClient.invalidateQueries({ queryKey: trackingKeys.of(userId, orderId) });
    return connectRealtime(
      {
        onEvent: (event) => {
          if (event.type === 'delivery.location' && event.orderId === orderId)
            applyLocation(queryClient, event);
        },
        ...refetchWhenStale(refresh),
        // The app's own socket reads the session again; this one just stops.
        onSessionEnded: () => {},
      },
      { open: joiningRooms([`track:${orderId}`]) },
    );
  }, [userId, orderId, carried, queryClient]);
}
