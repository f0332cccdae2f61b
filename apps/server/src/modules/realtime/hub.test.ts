import {
  REALTIME_CLOSE_SESSION_ENDED,
  REALTIME_CLOSE_TOO_MANY_MESSAGES,
  REALTIME_CLOSE_TOO_MANY_SOCKETS,
  REALTIME_LIMITS,
} from '@haflah/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Actor } from '../../platform/access.js';
import { createRealtimeHub, type HubOptions, type SessionCheck, type Socket } from './hub.js';

/** A socket that records what it was sent, and a hub whose NOTIFY delivery the test drives. */
function setUp(options: HubOptions = {}) {
  let deliver: (payload: string) => void = () => undefined;
  const notified: string[] = [];
  const hub = createRealtimeHub({
    db: {
      // The hub's NOTIFY: its payloads are kept, and delivered back as PostgreSQL would.
      execute: async (query: unknown) => {
        const payloads: string[] = [];
        const walk = (chunk: unknown) => {
          if (typeof chunk === 'string' && chunk.startsWith('{')) payloads.push(chunk);
          else if (chunk && typeof chunk === 'object' && 'queryChunks' in chunk)
            for (const c of (chunk as { queryChunks: unknown[] }).queryChunks) walk(c);
        };
        walk(query);
        notified.push(...payloads);
        for (const payload of payloads) deliver(payload);
      },
    } as never,
    listen: async (_channel, handler) => {
      deliver = handler;
      return async () => undefined;
    },
    log: { warn: () => undefined, error: () => undefined } as never,
    options: { heartbeatMs: 25_000, timeoutMs: 10_000, maxEventsPerSecond: 10, ...options },
  });
  const socket = () => {
    const listeners: Record<string, (() => void)[]> = {};
    const s = {
      sent: [] as string[],
      pings: 0,
      terminated: false,
      paused: false,
      closedWith: undefined as number | undefined,
      send: (data: string) => s.sent.push(data),
      ping: () => s.pings++,
      close: (code: number) => {
        s.closedWith = code;
      },
      pause: () => {
        s.paused = true;
      },
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
  const signedIn: SessionCheck = async () => ({ id: 'u1', role: 'customer' });
  /** A socket of `actor` (default u1, a customer, whose session stays valid) from `address`. */
  const connect = (
    s: ReturnType<typeof socket>,
    actor: Actor = { id: 'u1', role: 'customer' },
    { address = '10.0.0.1', check = signedIn }: { address?: string; check?: SessionCheck } = {},
  ) => hub.connect(s, actor, { address, check });
  return {
    hub,
    socket,
    connect,
    notified,
    deliver: (payload: string) => deliver(payload),
    notify: (room: string, orderId: string) =>
      deliver(JSON.stringify({ room, event: { type: 'cart.changed', orderId } })),
  };
}

const kinds = (s: { sent: string[] }) => s.sent.map((m) => JSON.parse(m).kind as string);
const subscribe = (room: string) => JSON.stringify({ kind: 'subscribe', room });

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('realtime hub', () => {
  it('sends at most 10 events a second to a socket; the rest follow, an event already waiting not twice', async () => {
    const { hub, socket, connect, notify } = setUp();
    await hub.start();
    const s = socket();
    connect(s);
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
    const { socket, connect } = setUp();
    const s = socket();
    connect(s);
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
    const { hub, socket, connect, notify } = setUp();
    await hub.start();
    const s = socket();
    connect(s);
    expect(hub.size('user:u1')).toBe(1);
    s.emit('close');
    expect(hub.size('user:u1')).toBe(0);
    notify('user:u1', 'o1');
    vi.advanceTimersByTime(60_000);
    expect(s.sent.map((m) => JSON.parse(m).kind)).toEqual(['subscribed']);
    expect(s.pings).toBe(0);
  });

  it('the outbox de-duplicates in constant time and holds at most 100: past that, one resync', async () => {
    const { hub, socket, connect, notify } = setUp();
    await hub.start();
    const s = socket();
    connect(s);
    s.sent.length = 0;
    vi.advanceTimersByTime(1000);
    // 10 go out, 100 wait (the same 100 again add nothing) …
    for (let i = 0; i < 110; i++) notify('user:u1', `o${i}`);
    for (let i = 10; i < 110; i++) notify('user:u1', `o${i}`);
    expect(s.sent).toHaveLength(10);
    // … one more distinct message: the queue is dropped for a single resync.
    notify('user:u1', 'o110');
    vi.advanceTimersByTime(1000);
    expect(s.sent.slice(10)).toEqual([JSON.stringify({ kind: 'resync' })]);
    // 100,000 distinct messages: still bounded, and no scan of the queue per message (this took minutes).
    for (let i = 0; i < 100_000; i++) notify('user:u1', `p${i}`);
    vi.advanceTimersByTime(60_000);
    expect(s.sent.length).toBeLessThanOrEqual(10 + 1 + 10 + REALTIME_LIMITS.queuedMessages);
  });

  it('refuses a room past 100 per socket (its own included), without asking the authorizer', async () => {
    const { hub, socket, connect } = setUp();
    const asked: string[] = [];
    hub.authorize('order', async (_actor, id) => {
      asked.push(id);
      return true;
    });
    const s = socket();
    const c = connect(s);
    for (let i = 0; i < 120; i++) {
      c.receive(subscribe(`order:o${i}`));
      await vi.advanceTimersByTimeAsync(100);
    }
    expect(hub.size('order:o98')).toBe(1);
    expect(hub.size('order:o99')).toBe(0);
    expect(asked).toHaveLength(REALTIME_LIMITS.roomsPerSocket - 1);
    expect(s.sent).toContain(JSON.stringify({ kind: 'refused', room: 'order:o99' }));
    // Leaving a room makes space for another.
    c.receive(JSON.stringify({ kind: 'unsubscribe', room: 'order:o0' }));
    c.receive(subscribe('order:o200'));
    await vi.advanceTimersByTimeAsync(1000);
    expect(hub.size('order:o200')).toBe(1);
    expect(s.closedWith).toBeUndefined();
  });

  it('runs at most 2 authorisations at once for a socket; the others wait their turn', async () => {
    const { hub, socket, connect } = setUp();
    const running: (() => void)[] = [];
    hub.authorize('order', () => new Promise<boolean>((resolve) => running.push(() => resolve(true))));
    const s = socket();
    const c = connect(s);
    for (let i = 0; i < 10; i++) c.receive(subscribe(`order:o${i}`));
    // The same room again while it waits: not asked twice.
    c.receive(subscribe('order:o9'));
    expect(running).toHaveLength(REALTIME_LIMITS.authorizationsInFlight);
    running[0]!();
    await vi.advanceTimersByTimeAsync(0);
    expect(running).toHaveLength(3);
    for (let i = 1; i < 10; i++) {
      running[i]!();
      await vi.advanceTimersByTimeAsync(0);
    }
    expect(running).toHaveLength(10);
    expect(hub.size('order:o9')).toBe(1);
  });

  it('closes a socket that sends more than a burst of 100 frames (10 a second after it), and reads no more', async () => {
    const { hub, socket, connect } = setUp();
    let asked = 0;
    hub.authorize('order', async () => {
      asked++;
      return false;
    });
    const s = socket();
    const c = connect(s);
    // Within the limit: a burst of 100, then 10 a second, garbage included.
    for (let i = 0; i < 100; i++) c.receive(i % 2 ? 'not json' : subscribe(`order:o${i}`));
    vi.advanceTimersByTime(1000);
    for (let i = 0; i < 10; i++) c.receive(subscribe(`order:p${i}`));
    expect(s.closedWith).toBeUndefined();
    // One more: closed with its code, no longer read, cut a second later.
    c.receive(subscribe('order:q'));
    expect(s.closedWith).toBe(REALTIME_CLOSE_TOO_MANY_MESSAGES);
    expect(s.paused).toBe(true);
    expect(s.terminated).toBe(false);
    vi.advanceTimersByTime(1000);
    expect(s.terminated).toBe(true);
    // Nothing it sent after that costs anything, and its rooms are gone already.
    await vi.advanceTimersByTimeAsync(0);
    const before = asked;
    for (let i = 0; i < 50_000; i++) c.receive(subscribe(`order:z${i}`));
    await vi.advanceTimersByTimeAsync(0);
    expect(asked).toBe(before);
    expect(asked).toBeLessThanOrEqual(REALTIME_LIMITS.authorizationsInFlight + 60);
    expect(hub.size('user:u1')).toBe(0);
  });

  it('counts pings from the client against the same limit', () => {
    const { socket, connect } = setUp();
    const s = socket();
    connect(s);
    for (let i = 0; i < 100; i++) s.emit('ping');
    expect(s.closedWith).toBeUndefined();
    s.emit('ping');
    expect(s.closedWith).toBe(REALTIME_CLOSE_TOO_MANY_MESSAGES);
  });

  it('allows 10 sockets per user and 100 per address on a node; a closed one frees its place', () => {
    const { hub, socket, connect } = setUp();
    const mine = Array.from({ length: 11 }, () => socket());
    for (const s of mine) connect(s);
    expect(mine.slice(0, 10).every((s) => s.closedWith === undefined)).toBe(true);
    expect(mine[10]!.closedWith).toBe(REALTIME_CLOSE_TOO_MANY_SOCKETS);
    expect(hub.size('user:u1')).toBe(10);
    mine[0]!.emit('close');
    const again = socket();
    connect(again);
    expect(again.closedWith).toBeUndefined();

    // Another address: 100 sockets of different users, then no more from it.
    const others = Array.from({ length: 101 }, (_, i) => {
      const s = socket();
      connect(s, { id: `v${i}`, role: 'customer' }, { address: '10.0.0.2' });
      return s;
    });
    expect(others.filter((s) => s.closedWith === REALTIME_CLOSE_TOO_MANY_SOCKETS)).toHaveLength(1);
    expect(others[100]!.closedWith).toBe(REALTIME_CLOSE_TOO_MANY_SOCKETS);
  });

  it('tells every socket to resync when the listener comes back', async () => {
    const { hub, socket, connect, deliver } = setUp();
    await hub.start();
    const [a, b] = [socket(), socket()];
    connect(a);
    connect(b, { id: 'u2', role: 'customer' });
    deliver('*');
    expect(kinds(a)).toEqual(['subscribed', 'resync']);
    expect(kinds(b)).toEqual(['subscribed', 'resync']);
  });
});

describe('realtime hub: a socket ends with its session', () => {
  it('re-reads the session on a timer and closes the socket once it has ended', async () => {
    const { socket, connect } = setUp({ sessionCheckMs: 60_000 });
    let valid = true;
    const s = socket();
    connect(s, undefined, { check: async () => (valid ? { id: 'u1', role: 'customer' } : null) });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(s.closedWith).toBeUndefined();
    valid = false;
    await vi.advanceTimersByTimeAsync(60_000);
    expect(s.closedWith).toBe(REALTIME_CLOSE_SESSION_ENDED);
  });

  it("closes a socket whose user's role is no longer the one it opened with", async () => {
    const { socket, connect } = setUp({ sessionCheckMs: 60_000 });
    const s = socket();
    connect(s, undefined, { check: async () => ({ id: 'u1', role: 'admin' }) });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(s.closedWith).toBe(REALTIME_CLOSE_SESSION_ENDED);
  });

  it("re-checks at once when told to through NOTIFY (every node hears it), only that user's sockets", async () => {
    const { hub, socket, connect, notified } = setUp();
    await hub.start();
    const checks = { u1: 0, u2: 0 };
    const [mine, theirs] = [socket(), socket()];
    connect(mine, undefined, {
      check: async () => {
        checks.u1++;
        return null;
      },
    });
    connect(
      theirs,
      { id: 'u2', role: 'customer' },
      {
        check: async () => {
          checks.u2++;
          return { id: 'u2', role: 'customer' };
        },
      },
    );
    await hub.recheck('u1');
    await vi.advanceTimersByTimeAsync(0);
    expect(notified).toEqual([JSON.stringify({ room: 'user:u1', recheck: true })]);
    expect(checks).toEqual({ u1: 1, u2: 0 });
    expect(mine.closedWith).toBe(REALTIME_CLOSE_SESSION_ENDED);
    expect(theirs.closedWith).toBeUndefined();
    expect(hub.size('user:u1')).toBe(0);
  });

  it('keeps the socket when the session cannot be read (the database is away)', async () => {
    const { socket, connect } = setUp({ sessionCheckMs: 60_000 });
    const s = socket();
    connect(s, undefined, { check: () => Promise.reject(new Error('connection refused')) });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(s.closedWith).toBeUndefined();
  });
});
