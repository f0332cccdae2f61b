import type { RealtimeEvent } from '@haflah/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { connectRealtime } from '../../../lib/realtime';
import { joiningRooms, refetchWhenStale } from '../../../lib/realtime-rooms';
import { sessionKeys, useSession } from '../../../lib/session';
import { retailerKeys } from '../api/retailer';

/** Kept here for the callers and tests that name it from the retailer area. */
export { joiningRooms };

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
        ...refetchWhenStale(refetchAll),
        onSessionEnded: () =>
          void queryClient.invalidateQueries({ queryKey: sessionKeys.all }).then(() => reopen((n) => n + 1)),
      },
      { open: joiningRooms([`shop:${shopId}`]) },
    );
  }, [userId, role, shopId, opened, queryClient]);
}
