import type { RealtimeEvent } from '@haflah/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { connectRealtime } from '../../../lib/realtime';
import { sessionKeys, useSession } from '../../../lib/session';
import { retailerKeys } from '../api/retailer';

/**
 * Opens sockets that, once the server has put them in their user's room, ask to join `rooms` too
 * (the realtime client itself joins only the user's room, which is all the customer side needs).
 * Each reconnect opens a new socket through this, so the rooms are joined again every time.
 */
export function joiningRooms(rooms: readonly string[], open = (url: string) => new WebSocket(url)) {
  return (url: string) => {
    const socket = open(url);
    socket.addEventListener('message', (message) => {
      let data: { kind?: unknown; room?: unknown } | null;
      try {
        data = JSON.parse(String(message.data));
      } catch {
        return;
      }
      if (data?.kind !== 'subscribed' || typeof data.room !== 'string' || !data.room.startsWith('user:'))
        return;
      for (const room of rooms) socket.send(JSON.stringify({ kind: 'subscribe', room }));
    });
    return socket;
  };
}

/**
 * The retailer area follows its shop live (house rule 9: events become invalidations): the shop's room
 * (`shop:<id>`) says when an admin approves or rejects it, when its profile or pause changes (another
 * tab, the reopening job), and when its orders arrive or move. Shop events refetch the shop; order
 * events the dashboard's figures; `listeners` (the area's order screens) hear every event too, and
 * when events may have been missed (a reconnect, a resync), after which everything is read again.
 */
export interface ShopRealtimeListeners {
  /** Every event of the shop's room, after the shop's own invalidations. */
  onEvent?: (event: RealtimeEvent) => void;
  /** Events may have been missed (a reconnect, a resync): whatever they cover is to be read again. */
  onStale?: () => void;
}

export function useShopRealtime(shopId: string | undefined, listeners: ShopRealtimeListeners = {}) {
  const queryClient = useQueryClient();
  const user = useSession().user;
  const [userId, role] = [user?.id, user?.role];
  const [opened, reopen] = useState(0);
  const listener = useRef(listeners);
  listener.current = listeners;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new shop, role or `opened` opens a new socket
  useEffect(() => {
    if (!userId || !shopId || role !== 'retailer') return;
    const refetchAll = () => {
      void queryClient.invalidateQueries({ queryKey: retailerKeys.all });
      listener.current.onStale?.();
    };
    let connectedBefore = false;
    return connectRealtime(
      {
        onEvent: (event) => {
          if (event.type === 'shop.changed') {
            void queryClient.invalidateQueries({ queryKey: retailerKeys.shop(userId) });
          } else if (event.type === 'order.placed' || event.type === 'order.changed') {
            void queryClient.invalidateQueries({ queryKey: retailerKeys.dashboard(userId) });
          }
          listener.current.onEvent?.(event);
        },
        onConnected: () => {
          if (connectedBefore) refetchAll();
          connectedBefore = true;
        },
        onResync: refetchAll,
        onSessionEnded: () =>
          void queryClient.invalidateQueries({ queryKey: sessionKeys.all }).then(() => reopen((n) => n + 1)),
      },
      { open: joiningRooms([`shop:${shopId}`]) },
    );
  }, [userId, role, shopId, opened, queryClient]);
}
