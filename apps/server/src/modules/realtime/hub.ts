import {
  idSchema,
  REALTIME_HEARTBEAT_MS,
  REALTIME_MAX_EVENTS_PER_SECOND,
  REALTIME_TIMEOUT_MS,
  type RealtimeEvent,
  type RealtimeServerMessage,
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
  terminate(): void;
  on(event: 'pong' | 'close', listener: () => void): unknown;
}

export interface HubOptions {
  heartbeatMs?: number;
  timeoutMs?: number;
  maxEventsPerSecond?: number;
}

/**
 * A connection's outbox: at most `max` messages a second; beyond that they wait for the next second,
 * and a message already waiting is not queued twice (events are hints: one "cart changed" says it all).
 */
function rateLimited(socket: Socket, max: number) {
  let windowStart = 0;
  let sentInWindow = 0;
  const waiting: string[] = [];
  let timer: NodeJS.Timeout | undefined;

  const flush = () => {
    timer = undefined;
    const now = Date.now();
    if (now - windowStart >= 1000) {
      windowStart = now;
      sentInWindow = 0;
    }
    while (waiting.length && sentInWindow < max) {
      socket.send(waiting.shift()!);
      sentInWindow++;
    }
    if (waiting.length && !timer) timer = setTimeout(flush, windowStart + 1000 - now);
  };
  return {
    send(message: RealtimeServerMessage) {
      const text = JSON.stringify(message);
      if (!waiting.includes(text)) waiting.push(text);
      if (!timer) flush();
    },
    close() {
      clearTimeout(timer);
      waiting.length = 0;
    },
  };
}

/**
 * The realtime hub (DESIGN.md, Realtime): services publish typed events to rooms; the hub NOTIFYs
 * them through PostgreSQL, so the event leaves only once the write commits and every node hears it;
 * each node forwards it to its own sockets in that room. A socket is always in its user's room
 * (`user:<id>`) and may join others that a module's authorizer lets its user see.
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
  const rooms = new Map<string, Set<ReturnType<typeof rateLimited>>>();
  const authorizers = new Map<string, RoomAuthorizer>([['user', async (actor, id) => actor.id === id]]);
  let stopListening: (() => Promise<void>) | undefined;

  const join = (room: string, outbox: ReturnType<typeof rateLimited>) => {
    const members = rooms.get(room) ?? new Set();
    rooms.set(room, members);
    members.add(outbox);
  };
  const leave = (room: string, outbox: ReturnType<typeof rateLimited>) => {
    const members = rooms.get(room);
    members?.delete(outbox);
    if (members?.size === 0) rooms.delete(room);
  };

  function deliver(payload: string) {
    let message: { room: string; event: RealtimeEvent };
    try {
      message = JSON.parse(payload);
    } catch {
      deps.log.warn('realtime: a notification that is not JSON was ignored');
      return;
    }
    for (const outbox of rooms.get(message.room) ?? []) outbox.send({ kind: 'event', ...message });
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
      const notifies = messages.map((m) => sql`pg_notify(${REALTIME_CHANNEL}, ${JSON.stringify(m)})`);
      await executor.execute(sql`select ${sql.join(notifies, sql`, `)}`);
    },

    async start() {
      stopListening = await deps.listen(REALTIME_CHANNEL, deliver);
    },

    async stop() {
      await stopListening?.();
      stopListening = undefined;
    },

    /** A signed-in user's socket: in their room at once; answers subscriptions; kept alive by pings. */
    connect(socket: Socket, actor: Actor) {
      const outbox = rateLimited(socket, max);
      const own = `user:${actor.id}`;
      const joined = new Set<string>([own]);
      join(own, outbox);
      // Says the socket is listening: from here on nothing for this user is missed.
      outbox.send({ kind: 'subscribed', room: own });

      let closed = false;
      let answered = true;
      let deadline: NodeJS.Timeout | undefined;
      const heartbeat = setInterval(() => {
        answered = false;
        socket.ping();
        deadline = setTimeout(() => {
          if (!answered) socket.terminate();
        }, timeoutMs);
      }, heartbeatMs);
      socket.on('pong', () => {
        answered = true;
        clearTimeout(deadline);
      });
      socket.on('close', () => {
        closed = true;
        clearInterval(heartbeat);
        clearTimeout(deadline);
        outbox.close();
        for (const room of joined) leave(room, outbox);
      });

      return {
        async subscribe(room: string) {
          const [prefix, id] = room.split(':') as [string, string];
          const allowed = (await authorizers.get(prefix)?.(actor, id)) ?? false;
          if (closed) return;
          if (!allowed) return outbox.send({ kind: 'refused', room });
          joined.add(room);
          join(room, outbox);
          outbox.send({ kind: 'subscribed', room });
        },
        unsubscribe(room: string) {
          // A socket never leaves its own user's room.
          if (room === own) return;
          joined.delete(room);
          leave(room, outbox);
        },
      };
    },

    /** Sockets per room on this node (for tests and the health of the hub). */
    size: (room: string) => rooms.get(room)?.size ?? 0,
  };
}
export type RealtimeHub = ReturnType<typeof createRealtimeHub>;
