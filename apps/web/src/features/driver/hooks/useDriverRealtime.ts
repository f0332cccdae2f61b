import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { connectRealtime } from '../../../lib/realtime';
import { refetchWhenStale } from '../../../lib/realtime-rooms';
import { sessionKeys, useSession } from '../../../lib/session';
import { driverKeys } from '../api/keys';

/**
 * The driver area follows the driver's own room while it is open (house rule 9: events become
 * invalidations). The staff shell has no socket of its own: the customer side's is in its shell.
 * `deliveries.changed` (an offer made, taken by another driver, withdrawn or expired; set offline by
 * the server) and `drivers.changed` (an admin changed their record) make the driver's screens read
 * again; after a reconnect or a resync (events may have been missed), all of them.
 */
export function useDriverRealtime() {
  const queryClient = useQueryClient();
  const user = useSession().user;
  const [userId, role] = [user?.id, user?.role];
  const [opened, reopen] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new user, role or `opened` opens a new socket
  useEffect(() => {
    if (!userId || role !== 'driver') return;
    const refetchAll = () => void queryClient.invalidateQueries({ queryKey: driverKeys.all });
    return connectRealtime({
      onEvent: (event) => {
        if (event.type === 'deliveries.changed' || event.type === 'drivers.changed') refetchAll();
      },
      ...refetchWhenStale(refetchAll),
      onSessionEnded: () =>
        void queryClient.invalidateQueries({ queryKey: sessionKeys.all }).then(() => reopen((n) => n + 1)),
    });
  }, [userId, role, opened, queryClient]);
}
