import {
  REALTIME_CLOSE_SESSION_ENDED,
  REALTIME_PATH,
  REALTIME_TIMEOUT_MS,
  type RealtimeEvent,
  realtimeServerMessageSchema,
} from '@haflah/contracts';
import { z } from 'zod/mini';

/** The waits between tries after a connection drops or fails: doubling from 1 s up to 30 s. */
export const RECONNECT_BASE_MS = 1_000;
export const RECONNECT_MAX_MS = 30_000;

/** How long to wait before try number `attempt` (1, 2, …), with up to a fifth of jitter off. */
export function reconnectDelay(attempt: number, random = Math.random): number {
  const ceiling = Math.min(RECONNECT_MAX_MS, RECONNECT_BASE_MS * 2 ** (attempt - 1));
  return Math.round(ceiling * (1 - random() * 0.2));
}

export interface RealtimeHandlers {
  onEvent(event: RealtimeEvent, room: string): void;
  /** Connected (again): events sent while away are lost, so whatever they would have said is stale. */
  onConnected(): void;
  /** The server may have missed events (its own connection to the database came back): refetch. */
  onResync(): void;
  /**
   * The server closed the socket because its session ended (signed out, deleted, role changed): no
   * reconnect; the session is to be read again, and a new connection made if someone is signed in.
   */
  onSessionEnded(): void;
}

type SocketFactory = (url: string) => WebSocket;

/**
 * Keeps one WebSocket open to the server's realtime endpoint (spec Realtime) for the signed-in user:
 * a connection that is not open within 10 s is dropped and tried again, and every drop is retried
 * with a growing wait, which starts over only once the server has said the socket is in its user's
 * room (so a socket refused for a limit right after opening keeps backing off). A close for an ended
 * session is not retried. The server pings every 25 s (the browser answers by itself). Returns `close`.
 */
export function connectRealtime(
  handlers: RealtimeHandlers,
  {
    open = (url) => new WebSocket(url),
    location = window.location,
    random = Math.random,
  }: { open?: SocketFactory; location?: Location; random?: () => number } = {},
): () => void {
  const url = `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${REALTIME_PATH}`;
  let socket: WebSocket | undefined;
  let attempt = 0;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let openDeadline: ReturnType<typeof setTimeout> | undefined;
  let closed = false;

  const scheduleRetry = () => {
    if (closed || retry) return;
    attempt++;
    retry = setTimeout(
      () => {
        retry = undefined;
        connect();
      },
      reconnectDelay(attempt, random),
    );
  };

  function connect() {
    const current = open(url);
    socket = current;
    openDeadline = setTimeout(() => current.close(), REALTIME_TIMEOUT_MS);
    current.onopen = () => clearTimeout(openDeadline);
    current.onmessage = (message) => {
      let data: unknown;
      try {
        data = JSON.parse(String(message.data));
      } catch {
        return;
      }
      const parsed = z.safeParse(realtimeServerMessageSchema, data);
      if (!parsed.success) return;
      const m = parsed.data;
      if (m.kind === 'event') handlers.onEvent(m.event, m.room);
      else if (m.kind === 'resync') handlers.onResync();
      // The user's room is the first and only one joined without asking: the socket is listening.
      else if (m.kind === 'subscribed' && m.room.startsWith('user:')) {
        attempt = 0;
        handlers.onConnected();
      }
    };
    current.onclose = (event) => {
      clearTimeout(openDeadline);
      if (socket !== current) return;
      if (event.code === REALTIME_CLOSE_SESSION_ENDED) {
        closed = true;
        handlers.onSessionEnded();
      } else scheduleRetry();
    };
  }

  connect();
  return () => {
    closed = true;
    clearTimeout(retry);
    clearTimeout(openDeadline);
    socket?.close();
    socket = undefined;
  };
}
