import { z } from 'zod/mini';

/** Spec Realtime: a heartbeat every 25 s, 10 s to answer it, at most 10 events a second. */
export const REALTIME_HEARTBEAT_MS = 25_000;
export const REALTIME_TIMEOUT_MS = 10_000;
export const REALTIME_MAX_EVENTS_PER_SECOND = 10;
export const REALTIME_PATH = '/api/realtime';

/**
 * What one socket may cost a node (issue 21): every per-socket cost is bounded. Socket counts are per
 * node (each node counts its own sockets; N nodes behind a balancer allow N times as many).
 */
export const REALTIME_LIMITS = {
  /** Rooms a socket may be in (its user's included); one more is `refused`. */
  roomsPerSocket: 100,
  /** Frames a client may send (subscribe, unsubscribe, anything): a burst, refilled each second. */
  messagesBurst: 100,
  messagesPerSecond: 10,
  /** Room authorisations (a database query each) running at once for one socket; the rest wait. */
  authorizationsInFlight: 2,
  /** Messages waiting in a socket's outbox; beyond that they are dropped for one `resync`. */
  queuedMessages: 100,
  /** The largest frame a client may send (its messages are tiny); larger closes with 1009. */
  frameBytes: 1024,
  /** Open sockets per user and per client address, on one node. */
  socketsPerUser: 10,
  socketsPerAddress: 100,
} as const;

/** How often an open socket's session is read again (sign-out and role changes also re-check at once). */
export const REALTIME_SESSION_CHECK_MS = 5 * 60_000;

/**
 * Why the server closed a socket (WebSocket close codes 4000–4999 are the application's). Separate
 * constants rather than one object, so a client carries only the codes it reads.
 */
/** Signed out, account deleted or role changed: re-read the session, do not reconnect as before. */
export const REALTIME_CLOSE_SESSION_ENDED = 4001;
/** More frames than `REALTIME_LIMITS` allows. */
export const REALTIME_CLOSE_TOO_MANY_MESSAGES = 4008;
/** Too many open sockets for this user or address on this node. */
export const REALTIME_CLOSE_TOO_MANY_SOCKETS = 4029;

/**
 * What the server tells a client changed, by room. Events are hints, never data: the client
 * refetches what they name (TanStack Query invalidation), so a dropped or merged event loses nothing.
 */
export const realtimeEventSchema = z.discriminatedUnion('type', [
  /** The signed-in user's cart changed (another tab, another device). */
  z.object({ type: z.literal('cart.changed') }),
  /** An order the user may see changed (placed, moved); sent to its room and its customer's. */
  z.object({ type: z.literal('order.changed'), orderId: z.string() }),
  /** A customer placed an order at the shop; to room `shop:<shopId>` (its screen shows it and rings). */
  z.object({ type: z.literal('order.placed'), orderId: z.string() }),
  /** An event's guests or answers changed (a guest answered, one was removed); to its host. */
  z.object({ type: z.literal('event.changed'), eventId: z.string() }),
  /** A shop's approval, profile, logo or pause changed; to its room (its owner and admins). */
  z.object({ type: z.literal('shop.changed'), shopId: z.string() }),
  /** A shop applied or was approved or rejected; to room `admin` (admins only: the console refetches). */
  z.object({ type: z.literal('shops.changed') }),
  /** A support request arrived, was answered or closed; to room `admin` and to its author's user room. */
  z.object({ type: z.literal('support.changed'), requestId: z.string() }),
  /**
   * A review arrived at the shop, or was replied to, reported or decided; to the shop's room
   * `shop:<id>`, the reviewer's `user:<id>` (a reply) and room `admin` (a report).
   */
  z.object({ type: z.literal('reviews.changed'), reviewId: z.string() }),
  /** An admin changed a driver (active, max orders); to room `admin` and the driver's `user:<id>`. */
  z.object({ type: z.literal('drivers.changed'), driverId: z.string() }),
  /**
   * A driver's deliveries changed (an offer made, taken by another, withdrawn or expired; set offline);
   * to the driver's `user:<id>`. To room `admin` when a delivery waits too long for a driver.
   */
  z.object({ type: z.literal('deliveries.changed'), deliveryId: z.string() }),
  /**
   * A driver carrying the order reported a position; to room `track:<orderId>` (the order's customer
   * while it is carried, and admins). The one event that carries its data (ADR 020): a fix is a whole
   * value, replaced rather than patched, and refetching 500 orders every 5 s would be the load.
   */
  z.object({
    type: z.literal('delivery.location'),
    orderId: z.string(),
    lng: z.number(),
    lat: z.number(),
    at: z.string(),
  }),
]);
export type RealtimeEvent = z.infer<typeof realtimeEventSchema>;

/** Server → client. */
export const realtimeServerMessageSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('event'), room: z.string(), event: realtimeEventSchema }),
  /**
   * A subscription refused: the room does not exist for this user (as a 404 would say), or the socket
   * is in as many rooms as it may be (REALTIME_LIMITS.roomsPerSocket).
   */
  z.object({ kind: z.literal('refused'), room: z.string() }),
  z.object({ kind: z.literal('subscribed'), room: z.string() }),
  /** Events may have been missed (the server's LISTEN reconnected): refetch what events cover. */
  z.object({ kind: z.literal('resync') }),
]);
export type RealtimeServerMessage = z.infer<typeof realtimeServerMessageSchema>;
