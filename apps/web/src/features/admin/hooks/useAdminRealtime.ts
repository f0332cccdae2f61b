import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { connectRealtime } from '../../../lib/realtime';
import { joiningRooms, refetchWhenStale } from '../../../lib/realtime-rooms';
import { sessionKeys, useSession } from '../../../lib/session';
import { adminKeys } from '../api/admin';
import { adminOpsKeys } from '../api/admin-ops';
import { adminShopsKeys } from '../api/admin-shops';
import { adminSupportKeys } from '../api/support';

/** The admins' room: the server says there when a shop applies or is decided. */
export const ADMIN_ROOM = 'admin';

/**
 * Opens sockets that, once the server has put them in their user's room, ask to join the admins'
 * room too (the realtime client itself joins only the user's room). Each reconnect opens a new socket
 * through this, so the room is joined again every time.
 */
export function joiningAdminRoom(open = (url: string) => new WebSocket(url)) {
  return joiningRooms([ADMIN_ROOM], open);
}

/**
 * The admin area follows its room while it is open (house rule 9: events become invalidations): when
 * a shop applies or is decided (`shops.changed`), the figures and the pending list are read again;
 * after a reconnect or a resync (events may have been missed), everything the area shows.
 */
export function useAdminRealtime() {
  const queryClient = useQueryClient();
  const user = useSession().user;
  const [userId, role] = [user?.id, user?.role];
  const [opened, reopen] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new user, role or `opened` opens a new socket
  useEffect(() => {
    if (!userId || role !== 'admin') return;
    const refetchAll = () => void queryClient.invalidateQueries({ queryKey: adminKeys.all });
    return connectRealtime(
      {
        onEvent: (event) => {
          if (event.type === 'drivers.changed') {
            void queryClient.invalidateQueries({ queryKey: adminOpsKeys.drivers(userId) });
            void queryClient.invalidateQueries({ queryKey: adminKeys.dashboard(userId) });
            return;
          }
          if (event.type === 'deliveries.changed') {
            // A delivery no driver took in time was flagged: the figures.
            void queryClient.invalidateQueries({ queryKey: adminKeys.dashboard(userId) });
            return;
          }
          if (event.type === 'support.changed') {
            // A request arrived, was answered or closed: the lists, that request and the figures.
            void queryClient.invalidateQueries({ queryKey: adminSupportKeys.all(userId) });
            void queryClient.invalidateQueries({ queryKey: adminKeys.dashboard(userId) });
            return;
          }
          if (event.type !== 'shops.changed') return;
          void queryClient.invalidateQueries({ queryKey: adminKeys.dashboard(userId) });
          void queryClient.invalidateQueries({ queryKey: adminKeys.pendingShops(userId) });
          // The all-retailers list and any shop's details (a status changed, a shop applied).
          void queryClient.invalidateQueries({ queryKey: adminShopsKeys.all(userId) });
        },
        ...refetchWhenStale(refetchAll),
        onSessionEnded: () =>
          void queryClient.invalidateQueries({ queryKey: sessionKeys.all }).then(() => reopen((n) => n + 1)),
      },
      { open: joiningAdminRoom() },
    );
  }, [userId, role, opened, queryClient]);
}
