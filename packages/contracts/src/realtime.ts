import { z } from 'zod/mini';

/** Spec Realtime: a heartbeat every 25 s, 10 s to answer it, at most 10 events a second. */
export const REALTIME_HEARTBEAT_MS = 25_000;
export const REALTIME_TIMEOUT_MS = 10_000;
export const REALTIME_MAX_EVENTS_PER_SECOND = 10;
export const REALTIME_PATH = '/api/realtime';

/**
 * What the server tells a client changed, by room. Events are hints, never data: the client
 * refetches what they name (TanStack Query invalidation), so a dropped or merged event loses nothing.
 */
export const realtimeEventSchema = z.discriminatedUnion('type', [
  /** The signed-in user's cart changed (another tab, another device). */
  z.object({ type: z.literal('cart.changed') }),
  /** An order the user may see changed (placed, moved); sent to its room and its customer's. */
  z.object({ type: z.literal('order.changed'), orderId: z.string() }),
  /** An event's guests or answers changed (a guest answered, one was removed); to its host. */
  z.object({ type: z.literal('event.changed'), eventId: z.string() }),
]);
export type RealtimeEvent = z.infer<typeof realtimeEventSchema>;

/** A room: `user:<id>` (every socket is in its user's), later `order:<id>`, `shop:<id>`, … */
export const realtimeRoomSchema = z.string().check(z.regex(/^[a-z]+:[\w-]{1,64}$/));

/** Server → client. */
export const realtimeServerMessageSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('event'), room: z.string(), event: realtimeEventSchema }),
  /** A subscription refused: the room does not exist for this user (as a 404 would say). */
  z.object({ kind: z.literal('refused'), room: z.string() }),
  z.object({ kind: z.literal('subscribed'), room: z.string() }),
]);
export type RealtimeServerMessage = z.infer<typeof realtimeServerMessageSchema>;

/** Client → server. */
export const realtimeClientMessageSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('subscribe'), room: realtimeRoomSchema }),
  z.object({ kind: z.literal('unsubscribe'), room: realtimeRoomSchema }),
]);
export type RealtimeClientMessage = z.infer<typeof realtimeClientMessageSchema>;
