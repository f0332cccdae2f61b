import { REALTIME_TIMEOUT_MS } from '@haflah/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { connectRealtime, RECONNECT_MAX_MS, reconnectDelay } from './realtime';

/** Sockets the client opened, which the test opens, closes and speaks through. */
function fakeSockets() {
  const made: (WebSocket & { url: string; closes: number })[] = [];
  const open = (url: string) => {
    const socket = {
      url,
      closes: 0,
      close() {
        socket.closes++;
        socket.onclose?.({} as CloseEvent);
      },
    } as unknown as WebSocket & { url: string; closes: number };
    made.push(socket);
    return socket;
  };
  return { made, open };
}

const location = { protocol: 'https:', host: 'haflah.example' } as Location;

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
  it('connects to wss://host/api/realtime, passes events on and ignores anything else', () => {
    const sockets = fakeSockets();
    const onEvent = vi.fn();
    const onConnected = vi.fn();
    connectRealtime({ onEvent, onConnected }, { open: sockets.open, location, random: () => 0 });
    const [socket] = sockets.made;
    expect(socket?.url).toBe('wss://haflah.example/api/realtime');
    socket!.onopen?.({} as Event);
    expect(onConnected).toHaveBeenCalledOnce();
    const say = (data: string) => socket!.onmessage?.({ data } as MessageEvent);
    say(JSON.stringify({ kind: 'event', room: 'user:u1', event: { type: 'cart.changed' } }));
    say('not json');
    say(JSON.stringify({ kind: 'event', room: 'user:u1', event: { type: 'no.such' } }));
    say(JSON.stringify({ kind: 'subscribed', room: 'user:u1' }));
    expect(onEvent.mock.calls).toEqual([[{ type: 'cart.changed' }, 'user:u1']]);
  });

  it('tries again after a drop, waiting longer each time, and starts over once connected', () => {
    const sockets = fakeSockets();
    const onConnected = vi.fn();
    connectRealtime({ onEvent: vi.fn(), onConnected }, { open: sockets.open, location, random: () => 0 });
    sockets.made[0]!.close(); // refused
    vi.advanceTimersByTime(999);
    expect(sockets.made).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets.made).toHaveLength(2);
    sockets.made[1]!.close();
    vi.advanceTimersByTime(2000);
    expect(sockets.made).toHaveLength(3);
    sockets.made[2]!.onopen?.({} as Event);
    expect(onConnected).toHaveBeenCalledOnce();
    sockets.made[2]!.close(); // a drop after being connected: back to 1 s
    vi.advanceTimersByTime(1000);
    expect(sockets.made).toHaveLength(4);
  });

  it('gives up on a connection not open within 10 s and tries again', () => {
    const sockets = fakeSockets();
    connectRealtime(
      { onEvent: vi.fn(), onConnected: vi.fn() },
      { open: sockets.open, location, random: () => 0 },
    );
    vi.advanceTimersByTime(REALTIME_TIMEOUT_MS);
    expect(sockets.made[0]!.closes).toBe(1);
    vi.advanceTimersByTime(1000);
    expect(sockets.made).toHaveLength(2);
  });

  it('stops for good when closed: no more tries', () => {
    const sockets = fakeSockets();
    const close = connectRealtime(
      { onEvent: vi.fn(), onConnected: vi.fn() },
      { open: sockets.open, location, random: () => 0 },
    );
    close();
    expect(sockets.made[0]!.closes).toBe(1);
    vi.advanceTimersByTime(120_000);
    expect(sockets.made).toHaveLength(1);
  });
});
