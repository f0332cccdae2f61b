import { z } from 'zod/mini';

// What a client sends on the realtime socket: apart from realtime.ts, so a client that sends nothing
// (the web app joins only its user's room today) does not carry these schemas.

/**
 * A room: `user:<id>` (every socket is in its user's), `order:<id>`, `shop:<id>`, …, or one without an
 * id for a whole area (`admin`, the admins' console).
 */
export const realtimeRoomSchema = z.string().check(z.regex(/^[a-z]+(?::[\w-]{1,64})?$/));

/** Client → server. */
export const realtimeClientMessageSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('subscribe'), room: realtimeRoomSchema }),
  z.object({ kind: z.literal('unsubscribe'), room: realtimeRoomSchema }),
]);
export type RealtimeClientMessage = z.infer<typeof realtimeClientMessageSchema>;
