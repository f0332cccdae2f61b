import {
  REALTIME_CLOSE_SESSION_ENDED,
  REALTIME_CLOSE_TOO_MANY_SOCKETS,
  REALTIME_TIMEOUT_MS,
} from '@haflah/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { connectRealtime, RECONNECT_MAX_MS, reconnectDelay } from './realtime';

/** Sockets the client opened, which the test opens, closes and speaks through. */
function fakeSockets() {
  const made: (WebSocket & { url: string; closes: number; close(code?: number): void })[] = [];
  const open = (url: string) => {
    const socket = {
      url,
      closes: 0,
      close(code = 1006) {
        socket.closes++;
        socket.onclose?.({ code } as CloseEvent);
      },
    } as unknown as WebSocket & { url: string; closes: number; close(code?: number): void };
    made.push(socket);
    return socket;
  };
  return { made, open };
}

const location = { protocol: 'https:', host: 'haflah.example' } as Location;

/** What the server says first on a socket: it is in its user's room. */
const SUBSCRIBED = JSON.stringify({ kind: 'subscribed', room: 'user:u1' });
const say = (socket: WebSocket | undefined, data: string) => socket!.onmessage?.({ data } as MessageEvent);
const handlers = () => ({
  onEvent: vi.fn(),
  onConnected: vi.fn(),
  onResync: vi.fn(),
  onSessionEnded: vi.fn(),
});

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('reconnectDelay', () => {
  it('doubles from 1 s up to 30 s, with at most a fifth taken off', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map((n) => reconnectDelay(n, () => 0))).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000,
    ]);
    expect(reconnectDelay(3, () => 0.999)).toBe(3201);
    expect(reconnectDelay(50, () => 0)).toBe(RECONNECT_MAX_MS);
  });
});

describe('connectRealtime', () => {
  it('connects to wss://host/api/realtime, passes events and resyncs on and ignores anything else', () => {
    const sockets = fakeSockets();
    const h = handlers();
    connectRealtime(h, { open: sockets.open, location, random: () => 0 });
    const [socket] = sockets.made;
    expect(socket?.url).toBe('wss://haflah.example/api/realtime');
    socket!.onopen?.({} as Event);
    // Connected once the server says the socket is in its user's room.
    expect(h.onConnected).not.toHaveBeenCalled();
    say(socket, SUBSCRIBED);
    expect(h.onConnected).toHaveBeenCalledOnce();
    say(socket, JSON.stringify({ kind: 'event', room: 'user:u1', event: { type: 'cart.changed' } }));
    say(socket, 'not json');
    say(socket, JSON.stringify({ kind: 'event', room: 'user:u1', event: { type: 'no.such' } }));
    say(socket, JSON.stringify({ kind: 'subscribed', room: 'order:o1' }));
    say(socket, JSON.stringify({ kind: 'refused', room: 'order:o2' }));
    expect(h.onEvent.mock.calls).toEqual([[{ type: 'cart.changed' }, 'user:u1']]);
    expect(h.onConnected).toHaveBeenCalledOnce();
    expect(h.onResync).not.toHaveBeenCalled();
    say(socket, JSON.stringify({ kind: 'resync' }));
    expect(h.onResync).toHaveBeenCalledOnce();
  });

  it('after a close for an ended session, says so once and never reconnects', () => {
    const sockets = fakeSockets();
    const h = handlers();
    connectRealtime(h, { open: sockets.open, location, random: () => 0 });
    say(sockets.made[0], SUBSCRIBED);
    sockets.made[0]!.close(REALTIME_CLOSE_SESSION_ENDED);
    expect(h.onSessionEnded).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(120_000);
    expect(sockets.made).toHaveLength(1);
  });

  it('keeps backing off when each socket is closed right after opening (too many sockets)', () => {
    const sockets = fakeSockets();
    const h = handlers();
    connectRealtime(h, { open: sockets.open, location, random: () => 0 });
    for (const wait of [1000, 2000, 4000, 8000]) {
      const socket = sockets.made.at(-1)!;
      socket.onopen?.({} as Event);
      socket.close(REALTIME_CLOSE_TOO_MANY_SOCKETS);
      vi.advanceTimersByTime(wait - 1);
      const count = sockets.made.length;
      vi.advanceTimersByTime(1);
      expect(sockets.made).toHaveLength(count + 1);
    }
    expect(h.onConnected).not.toHaveBeenCalled();
  });

  it('tries again after a drop, waiting longer each time, and starts over once connected', () => {
    const sockets = fakeSockets();
    const h = handlers();
    connectRealtime(h, { open: sockets.open, location, random: () => 0 });
    sockets.made[0]!.close(); // refused
    vi.advanceTimersByTime(999);
    expect(sockets.made).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets.made).toHaveLength(2);
    sockets.made[1]!.close();
    vi.advanceTimersByTime(2000);
    expect(sockets.made).toHaveLength(3);
    sockets.made[2]!.onopen?.({} as Event);
    say(sockets.made[2], SUBSCRIBED);
    expect(h.onConnected).toHaveBeenCalledOnce();
    sockets.made[2]!.close(); // a drop after being connected: back to 1 s
    vi.advanceTimersByTime(1000);
    expect(sockets.made).toHaveLength(4);
  });

  it('gives up on a connection not open within 10 s and tries again', () => {
    const sockets = fakeSockets();
    connectRealtime(handlers(), { open: sockets.open, location, random: () => 0 });
    vi.advanceTimersByTime(REALTIME_TIMEOUT_MS);
    expect(sockets.made[0]!.closes).toBe(1);
    vi.advanceTimersByTime(1000);
    expect(sockets.made).toHaveLength(2);
  });

  it('stops for good when closed: no more tries', () => {
    const sockets = fakeSockets();
    const close = connectRealtime(handlers(), { open: sockets.open, location, random: () => 0 });
    close();
    expect(sockets.made[0]!.closes).toBe(1);
    vi.advanceTimersByTime(120_000);
    expect(sockets.made).toHaveLength(1);
  });
});
