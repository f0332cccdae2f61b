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
