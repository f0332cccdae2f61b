import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRealtimeHub, type Socket } from './hub.js';

/** A socket that records what it was sent, and a hub whose NOTIFY delivery the test drives. */
function setUp(options: { heartbeatMs?: number; timeoutMs?: number } = {}) {
  let deliver: (payload: string) => void = () => undefined;
  const hub = createRealtimeHub({
    db: { execute: async () => undefined } as never,
    listen: async (_channel, handler) => {
      deliver = handler;
      return async () => undefined;
    },
    log: { warn: () => undefined } as never,
    options: { heartbeatMs: 25_000, timeoutMs: 10_000, maxEventsPerSecond: 10, ...options },
  });
  const socket = () => {
    const listeners: Record<string, (() => void)[]> = {};
    const s = {
      sent: [] as string[],
      pings: 0,
      terminated: false,
      send: (data: string) => s.sent.push(data),
      ping: () => s.pings++,
      terminate: () => {
        s.terminated = true;
      },
      on: (event: string, listener: () => void) => {
        listeners[event] = [...(listeners[event] ?? []), listener];
      },
      emit: (event: string) => {
        for (const l of listeners[event] ?? []) l();
      },
    };
    return s satisfies Socket;
  };
  return {
    hub,
    socket,
    notify: (room: string, orderId: string) =>
      deliver(JSON.stringify({ room, event: { type: 'cart.changed', orderId } })),
  };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('realtime hub', () => {
  it('sends at most 10 events a second to a socket; the rest follow, an event already waiting not twice', async () => {
    const { hub, socket, notify } = setUp();
    await hub.start();
    const s = socket();
    hub.connect(s, { id: 'u1', role: 'customer' });
    expect(s.sent).toEqual([JSON.stringify({ kind: 'subscribed', room: 'user:u1' })]);
    s.sent.length = 0;
    vi.advanceTimersByTime(1000);
    for (let i = 0; i < 10; i++) notify('user:u1', `o${i}`);
    // Over the limit: these wait, and the second round of the same events adds nothing.
    for (let round = 0; round < 2; round++) for (let i = 10; i < 15; i++) notify('user:u1', `o${i}`);
    expect(s.sent).toHaveLength(10);
    vi.advanceTimersByTime(999);
    expect(s.sent).toHaveLength(10);
    vi.advanceTimersByTime(1);
    expect(s.sent).toHaveLength(15);
    expect(new Set(s.sent).size).toBe(15);
    // A change after its event went out is news again.
    notify('user:u1', 'o0');
    expect(s.sent).toHaveLength(16);
    vi.advanceTimersByTime(5000);
    expect(s.sent).toHaveLength(16);
  });

  it('pings every 25 s and closes a socket that has not answered 10 s later', async () => {
    const { hub, socket } = setUp();
    const s = socket();
    hub.connect(s, { id: 'u1', role: 'customer' });
    vi.advanceTimersByTime(25_000);
    expect(s.pings).toBe(1);
    s.emit('pong');
    vi.advanceTimersByTime(10_000);
    expect(s.terminated).toBe(false);
    vi.advanceTimersByTime(15_000);
    expect(s.pings).toBe(2);
    vi.advanceTimersByTime(9_999);
    expect(s.terminated).toBe(false);
    vi.advanceTimersByTime(1);
    expect(s.terminated).toBe(true);
  });

  it('forgets a closed socket: no more events, no more pings', async () => {
    const { hub, socket, notify } = setUp();
    await hub.start();
    const s = socket();
    hub.connect(s, { id: 'u1', role: 'customer' });
    expect(hub.size('user:u1')).toBe(1);
    s.emit('close');
    expect(hub.size('user:u1')).toBe(0);
    notify('user:u1', 'o1');
    vi.advanceTimersByTime(60_000);
    expect(s.sent.map((m) => JSON.parse(m).kind)).toEqual(['subscribed']);
    expect(s.pings).toBe(0);
  });
});
