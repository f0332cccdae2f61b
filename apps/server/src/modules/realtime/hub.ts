import {
  idSchema,
  REALTIME_CLOSE_SESSION_ENDED,
  REALTIME_CLOSE_TOO_MANY_MESSAGES,
  REALTIME_CLOSE_TOO_MANY_SOCKETS,
  REALTIME_HEARTBEAT_MS,
  REALTIME_LIMITS,
  REALTIME_MAX_EVENTS_PER_SECOND,
  REALTIME_SESSION_CHECK_MS,
  REALTIME_TIMEOUT_MS,
  type RealtimeEvent,
  type RealtimeServerMessage,
  realtimeClientMessageSchema,
} from '@haflah/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod/mini';
import type { Database, Db } from '../../db/client.js';
import type { Actor, Policy } from '../../platform/access.js';

/** The one NOTIFY channel every node listens on; payloads are `{ room, event }` (NOTIFY allows 8 kB). */
export const REALTIME_CHANNEL = 'realtime';

/** May `actor` see room `<prefix>:<id>`? Asked when a socket subscribes. */
export type RoomAuthorizer = (actor: Actor, id: string) => Promise<boolean>;

/** A room per row (`order:<id>`, `event:<id>`): open to whoever the module's policy lets do `action`. */
export function policyRoom<A extends string>(policy: Policy<A>, action: A): RoomAuthorizer {
  return async (actor, id) =>
    z.safeParse(idSchema, id).success && (await policy.can(actor, action, [id])).has(id);
}

/** What the hub needs of a WebSocket (the `ws` library's socket has it). */
export interface Socket {
  send(data: string): void;
  ping(): void;
  close(code: number, reason: string): void;
  /** Stops reading from the connection: nothing more it sends is parsed. */
  pause(): void;
  terminate(): void;
  on(event: 'pong' | 'ping' | 'close', listener: () => void): unknown;
}

/** Who a socket's session says its user is now, or null when the session has ended. */
export type SessionCheck = () => Promise<Actor | null>;

export interface HubOptions {
  heartbeatMs?: number;
  timeoutMs?: number;
  maxEventsPerSecond?: number;
  /** How often each socket's session is read again. */
  sessionCheckMs?: number;
  limits?: Partial<typeof REALTIME_LIMITS>;
}

/** After a close for cause, how long the close frame has to leave before the connection is cut. */
const CLOSE_GRACE_MS = 1000;

/**
 * A connection's outbox: at most `max` messages a second; beyond that they wait for the next second,
 * and a message already waiting is not queued twice (events are hints: one "cart changed" says it
 * all). The waiting messages are a Set (constant-time de-duplication) of at most `limit`: past that
 * they are all replaced by one `resync`, which says everything they could.
 */
function rateLimited(socket: Socket, max: number, limit: number) {
  let windowStart = 0;
  let sentInWindow = 0;
  let waiting = new Set<string>();
  let timer: NodeJS.Timeout | undefined;
  let closed = false;

  const flush = () => {
    timer = undefined;
    const now = Date.now();
    if (now - windowStart >= 1000) {
      windowStart = now;
      sentInWindow = 0;
    }
    for (const text of waiting) {
      if (sentInWindow >= max) break;
      waiting.delete(text);
      socket.send(text);
      sentInWindow++;
    }
    if (waiting.size && !timer) timer = setTimeout(flush, windowStart + 1000 - now);
  };
  return {
    send(message: RealtimeServerMessage) {
      if (closed) return;
      const text = JSON.stringify(message);
      if (!waiting.has(text) && waiting.size >= limit) waiting = new Set([RESYNC]);
      else waiting.add(text);
      if (!timer) flush();
    },
    close() {
      closed = true;
      clearTimeout(timer);
      waiting.clear();
    },
  };
}
const RESYNC = JSON.stringify({ kind: 'resync' } satisfies RealtimeServerMessage);

/** A token bucket: `burst` at once, refilled at `perSecond`. */
function tokenBucket(burst: number, perSecond: number) {
  let tokens = burst;
  let last = Date.now();
  return () => {
    const now = Date.now();
    tokens = Math.min(burst, tokens + ((now - last) / 1000) * perSecond);
    last = now;
    if (tokens < 1) return false;
    tokens--;
    return true;
  };
}

/** A NOTIFY on the channel: an event for a room's sockets, or "re-check the sessions of this user's". */
type Notification = { room: string; event: RealtimeEvent } | { room: string; recheck: true };

interface Member {
  outbox: ReturnType<typeof rateLimited>;
  recheck(): void;
}

/**
 * The realtime hub (DESIGN.md, Realtime): services publish typed events to rooms; the hub NOTIFYs
 * them through PostgreSQL, so the event leaves only once the write commits and every node hears it;
 * each node forwards it to its own sockets in that room. A socket is always in its user's room
 * (`user:<id>`) and may join others that a module's authorizer lets its user see.
 *
 * Every cost of a socket is bounded (REALTIME_LIMITS): its rooms, the frames it may send (past the
 * burst it is closed and no longer read), the authorisations it runs at once, its outbox, and the
 * sockets of one user or address. Its session is read again on a timer and whenever an auth event
 * names its user (`recheck`, through NOTIFY, so every node hears it): when it has ended, or the user's
 * role is no longer the one the socket opened with, the socket is closed (SESSION_ENDED).
 */
export function createRealtimeHub(deps: {
  db: Db;
  listen: Database['listen'];
  log: FastifyBaseLogger;
  options?: HubOptions;
}) {
  const heartbeatMs = deps.options?.heartbeatMs ?? REALTIME_HEARTBEAT_MS;
  const timeoutMs = deps.options?.timeoutMs ?? REALTIME_TIMEOUT_MS;
  const max = deps.options?.maxEventsPerSecond ?? REALTIME_MAX_EVENTS_PER_SECOND;
  const sessionCheckMs = deps.options?.sessionCheckMs ?? REALTIME_SESSION_CHECK_MS;
  const limits = { ...REALTIME_LIMITS, ...deps.options?.limits };
  const rooms = new Map<string, Set<Member>>();
  const everyone = new Set<Member>();
  const socketsOf = new Map<string, number>();
  const authorizers = new Map<string, RoomAuthorizer>([['user', async (actor, id) => actor.id === id]]);
  let stopListening: (() => Promise<void>) | undefined;

  const join = (room: string, member: Member) => {
    const members = rooms.get(room) ?? new Set();
    rooms.set(room, members);
    members.add(member);
  };
  const leave = (room: string, member: Member) => {
    const members = rooms.get(room);
    members?.delete(member);
    if (members?.size === 0) rooms.delete(room);
  };
  const count = (key: string, by: 1 | -1) => {
    const n = (socketsOf.get(key) ?? 0) + by;
    if (n > 0) socketsOf.set(key, n);
    else socketsOf.delete(key);
  };

  function deliver(payload: string) {
    // The listener reconnected: whatever was sent while it was away is lost, so every socket refetches.
    if (payload === '*') {
      for (const member of everyone) member.outbox.send({ kind: 'resync' });
      return;
    }
    let message: Notification;
    try {
      message = JSON.parse(payload);
    } catch {
      deps.log.warn('realtime: a notification that is not JSON was ignored');
      return;
    }
    const members = rooms.get(message.room) ?? [];
    if ('recheck' in message) for (const member of members) member.recheck();
    else for (const member of members) member.outbox.send({ kind: 'event', ...message });
  }

  return {
    /** Lets modules open their rooms (`order`, `shop`, …) to the users their policy allows. */
    authorize(prefix: string, authorizer: RoomAuthorizer) {
      if (authorizers.has(prefix)) throw new Error(`realtime: rooms ${prefix}: are authorized already`);
      authorizers.set(prefix, authorizer);
    },

    /** Sends `event` to `room` on every node, once `executor`'s transaction commits (now, for the db). */
    async publish(room: string, event: RealtimeEvent, executor: Pick<Db, 'execute'> = deps.db) {
      await this.publishAll([{ room, event }], executor);
    },

    /** Several events in one statement (one round trip), in order. */
    async publishAll(
      messages: readonly { room: string; event: RealtimeEvent }[],
      executor: Pick<Db, 'execute'> = deps.db,
    ) {
      if (messages.length === 0) return;
      await notify(messages, executor);
    },

    /** Every node re-reads the sessions of `userId`'s sockets (signed out, deleted, role changed). */
    async recheck(userId: string, executor: Pick<Db, 'execute'> = deps.db) {
      await notify([{ room: `user:${userId}`, recheck: true }], executor);
    },

    async start() {
      stopListening = await deps.listen(REALTIME_CHANNEL, deliver);
    },

    async stop() {
      await stopListening?.();
      stopListening = undefined;
    },

    /**
     * A signed-in user's socket: in their room at once; answers subscriptions; kept alive by pings.
     * `address` is the client's (per-address limit); `check` reads the socket's session again.
     */
    connect(socket: Socket, actor: Actor, { address, check }: { address: string; check: SessionCheck }) {
      const own = `user:${actor.id}`;
      const addressKey = `address:${address}`;
      let closed = false;
      const over =
        (socketsOf.get(own) ?? 0) >= limits.socketsPerUser ||
        (socketsOf.get(addressKey) ?? 0) >= limits.socketsPerAddress;
      if (over) {
        shutDown(socket, REALTIME_CLOSE_TOO_MANY_SOCKETS, 'too many sockets');
        return { receive: () => undefined };
      }
      count(own, 1);
      count(addressKey, 1);

      const outbox = rateLimited(socket, max, limits.queuedMessages);
      const joined = new Set<string>([own]);
      /** Rooms asked for and not answered yet (waiting for, or in, an authorisation). */
      const pending = new Set<string>();
      const queue: string[] = [];
      let inFlight = 0;
      const takeToken = tokenBucket(limits.messagesBurst, limits.messagesPerSecond);

      let checking = false;
      let checkAgain = false;
      const recheck = async () => {
        if (checking) {
          checkAgain = true;
          return;
        }
        checking = true;
        try {
          do {
            checkAgain = false;
            const now = await check().catch((err: unknown) => {
              // The database is away: keep the socket; the next check decides.
              deps.log.error({ err }, 'realtime: a session check failed');
              return actor;
            });
            if (closed) return;
            if (!now || now.id !== actor.id || now.role !== actor.role)
              return close(REALTIME_CLOSE_SESSION_ENDED, 'session ended');
          } while (checkAgain);
        } finally {
          checking = false;
        }
      };
      const member: Member = { outbox, recheck: () => void recheck() };
      everyone.add(member);
      join(own, member);
      // Says the socket is listening: from here on nothing for this user is missed.
      outbox.send({ kind: 'subscribed', room: own });

      let answered = true;
      let deadline: NodeJS.Timeout | undefined;
      const heartbeat = setInterval(() => {
        answered = false;
        socket.ping();
        deadline = setTimeout(() => {
          if (!answered) socket.terminate();
        }, timeoutMs);
      }, heartbeatMs);
      const sessionTimer = setInterval(() => void recheck(), sessionCheckMs);

      /** Forgets the socket at once: no more events, pings, checks or authorisations (idempotent). */
      function release() {
        if (closed) return;
        closed = true;
        clearInterval(heartbeat);
        clearInterval(sessionTimer);
        clearTimeout(deadline);
        outbox.close();
        everyone.delete(member);
        for (const room of joined) leave(room, member);
        joined.clear();
        pending.clear();
        queue.length = 0;
        count(own, -1);
        count(addressKey, -1);
      }
      function close(code: number, reason: string) {
        release();
        shutDown(socket, code, reason);
      }

      socket.on('pong', () => {
        answered = true;
        clearTimeout(deadline);
      });
      socket.on('ping', () => {
        if (!closed && !takeToken()) close(REALTIME_CLOSE_TOO_MANY_MESSAGES, 'too many messages');
      });
      socket.on('close', release);

      /** Runs waiting authorisations, at most `authorizationsInFlight` at once. */
      function pump() {
        while (!closed && inFlight < limits.authorizationsInFlight && queue.length) {
          const room = queue.shift()!;
          if (!pending.has(room)) continue;
          const [prefix, id] = room.split(':') as [string, string];
          inFlight++;
          authorizers.get(prefix)!(actor, id)
            .catch((err: unknown) => {
              deps.log.error({ err }, 'realtime: subscribe failed');
              return false;
            })
            .then((allowed) => {
              inFlight--;
              if (closed || !pending.delete(room)) return pump();
              if (allowed) {
                joined.add(room);
                join(room, member);
                outbox.send({ kind: 'subscribed', room });
              } else outbox.send({ kind: 'refused', room });
              pump();
            });
        }
      }

      function subscribe(room: string) {
        if (joined.has(room)) return outbox.send({ kind: 'subscribed', room });
        if (pending.has(room)) return;
        if (!authorizers.has(room.split(':')[0]!)) return outbox.send({ kind: 'refused', room });
        if (joined.size + pending.size >= limits.roomsPerSocket)
          return outbox.send({ kind: 'refused', room });
        pending.add(room);
        queue.push(room);
        pump();
      }

      function unsubscribe(room: string) {
        // A socket never leaves its own user's room.
        if (room === own) return;
        pending.delete(room);
        if (joined.delete(room)) leave(room, member);
      }

      return {
        /** A frame from the client: counted first (past the limit the socket is closed), then obeyed. */
        receive(text: string) {
          if (closed) return;
          if (!takeToken()) return close(REALTIME_CLOSE_TOO_MANY_MESSAGES, 'too many messages');
          const parsed = z.safeParse(realtimeClientMessageSchema, safeJson(text));
          if (!parsed.success) return;
          if (parsed.data.kind === 'subscribe') subscribe(parsed.data.room);
          else unsubscribe(parsed.data.room);
        },
      };
    },

    /** Sockets per room on this node (for tests and the health of the hub). */
    size: (room: string) => rooms.get(room)?.size ?? 0,
  };

  async function notify(messages: readonly Notification[], executor: Pick<Db, 'execute'>) {
    const notifies = messages.map((m) => sql`pg_notify(${REALTIME_CHANNEL}, ${JSON.stringify(m)})`);
    await executor.execute(sql`select ${sql.join(notifies, sql`, `)}`);
  }
}

/**
 * Closes with `code` and stops reading at once (a flood is not parsed any further); the connection is
 * cut once the close frame has had time to leave.
 */
function shutDown(socket: Socket, code: number, reason: string) {
  socket.close(code, reason);
  socket.pause();
  setTimeout(() => socket.terminate(), CLOSE_GRACE_MS).unref();
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
export type RealtimeHub = ReturnType<typeof createRealtimeHub>;
