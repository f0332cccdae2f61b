/**
 * Opens sockets that, once the server has put them in their user's room, ask to join `rooms` too
 * (the realtime client itself joins only the user's room, which is all the customer side needs).
 * Each reconnect opens a new socket through this, so the rooms are joined again every time. Kept out
 * of lib/realtime.ts, which the customer side loads: only the staff areas (lazy screens) join rooms.
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
 * The `onConnected` and `onResync` of a screen that follows realtime events: when events may have
 * been missed — a reconnect (not the first connect), or the server's resync — `refetchAll` reads
 * again whatever they cover. Spread into `connectRealtime`'s handlers; one per connection. Here, not
 * in lib/realtime.ts, which tests replace whole with a stand-in. app/realtime.ts (the customer side's
 * socket, in Home's bundle) keeps these lines inline: importing this there costs Home a few bytes.
 */
export function refetchWhenStale(refetchAll: () => void): {
  onConnected: () => void;
  onResync: () => void;
} {
  let connectedBefore = false;
  return {
    onConnected: () => {
      if (connectedBefore) refetchAll();
      connectedBefore = true;
    },
    onResync: refetchAll,
  };
}
