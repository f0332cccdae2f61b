import websocket from '@fastify/websocket';
import { REALTIME_LIMITS, REALTIME_PATH } from '@haflah/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { authGuard, type SessionReader } from '../../http/guard.js';
import { websocketOriginGuard } from '../../http/security.js';
import type { ModuleContext } from '../../platform/module.js';
import { defineModule } from '../../platform/module.js';
import type { RealtimeHub } from './hub.js';
import { createRealtimeHub, type HubOptions } from './hub.js';

/**
 * Realtime (spec Realtime; DESIGN.md): one WebSocket endpoint for signed-in users, fed by the hub.
 * Modules say what changed through domain events; this module turns the ones a screen shows into
 * room events.
 */
export function createRealtimeModule(ctx: ModuleContext & { auth: SessionReader; options?: HubOptions }) {
  const hub = createRealtimeHub({ db: ctx.db, listen: ctx.listen, log: ctx.log, options: ctx.options });
  ctx.bus.subscribe('cart.changed', ({ userId }) => hub.publish(`user:${userId}`, { type: 'cart.changed' }));
  // Order events are published inside their transactions: the NOTIFY leaves only if they commit.
  ctx.bus.subscribe('order.placed', ({ userId, orderIds, shopIds }, tx) => {
    const room = `user:${userId}`;
    const orders = orderIds.map((orderId) => ({ room, event: { type: 'order.changed', orderId } as const }));
    // Each shop's screen hears of its new order (and rings).
    const shops = orderIds.map((orderId, i) => ({
      room: `shop:${shopIds[i]}`,
      event: { type: 'order.placed', orderId } as const,
    }));
    return hub.publishAll([{ room, event: { type: 'cart.changed' } }, ...orders, ...shops], tx?.executor);
  });
  ctx.bus.subscribe('event.rsvp_changed', ({ eventId, hostId }) => {
    const event = { type: 'event.changed', eventId } as const;
    return hub.publishAll([
      { room: `event:${eventId}`, event },
      { room: `user:${hostId}`, event },
    ]);
  });
  ctx.bus.subscribe('order.payment_failed', ({ orderId, userId }, tx) => {
    const event = { type: 'order.changed', orderId } as const;
    const rooms = [`order:${orderId}`, ...(userId ? [`user:${userId}`] : [])];
    return hub.publishAll(
      rooms.map((room) => ({ room, event })),
      tx?.executor,
    );
  });
  ctx.bus.subscribe('order.status_changed', ({ orderId, userId, shopId }, tx) => {
    const event = { type: 'order.changed', orderId } as const;
    const rooms = [`order:${orderId}`, ...(userId ? [`user:${userId}`] : []), `shop:${shopId}`];
    return hub.publishAll(
      rooms.map((room) => ({ room, event })),
      tx?.executor,
    );
  });
  // A shop's approval (inside its transaction), profile, logo or pause: to its room (owner and admins).
  // Admins' screens (room `admin`) refetch their lists and figures when a shop applies or is decided.
  ctx.bus.subscribe('shop.status_changed', ({ shopId }, tx) =>
    hub.publishAll(
      [
        { room: `shop:${shopId}`, event: { type: 'shop.changed', shopId } },
        { room: ADMIN_ROOM, event: { type: 'shops.changed' } },
      ],
      tx?.executor,
    ),
  );
  ctx.bus.subscribe('shop.applied', () => hub.publish(ADMIN_ROOM, { type: 'shops.changed' }));
  // A support request arrived, was answered or closed (inside its transaction): the console and its
  // author's /help refetch.
  for (const name of ['support.requested', 'support.answered', 'support.closed'] as const)
    ctx.bus.subscribe(name, ({ requestId, userId }, tx) => {
      const event = { type: 'support.changed', requestId } as const;
      const rooms = [ADMIN_ROOM, ...(userId ? [`user:${userId}`] : [])];
      return hub.publishAll(
        rooms.map((room) => ({ room, event })),
        tx?.executor,
      );
    });
  // Reviews (issue 27), inside their transactions: the shop's list refetches; a reply reaches the
  // reviewer's screens; a report or a decision, the admins' list.
  ctx.bus.subscribe('review.created', ({ reviewId, shopId }, tx) =>
    hub.publish(`shop:${shopId}`, { type: 'reviews.changed', reviewId }, tx?.executor),
  );
  ctx.bus.subscribe('review.replied', ({ reviewId, shopId, userId }, tx) => {
    const event = { type: 'reviews.changed', reviewId } as const;
    const rooms = [`shop:${shopId}`, ...(userId ? [`user:${userId}`] : [])];
    return hub.publishAll(
      rooms.map((room) => ({ room, event })),
      tx?.executor,
    );
  });
  for (const name of ['review.reported', 'review.decided'] as const)
    ctx.bus.subscribe(name, ({ reviewId, shopId }, tx) => {
      const event = { type: 'reviews.changed', reviewId } as const;
      return hub.publishAll(
        [`shop:${shopId}`, ADMIN_ROOM].map((room) => ({ room, event })),
        tx?.executor,
      );
    });
  // An admin changed a driver (inside the change's transaction): the console's lists, and the driver's
  // own screens (their user room: an inactive driver may not go online).
  ctx.bus.subscribe('driver.updated', ({ driverId }, tx) => {
    const event = { type: 'drivers.changed', driverId } as const;
    return hub.publishAll(
      [ADMIN_ROOM, `user:${driverId}`].map((room) => ({ room, event })),
      tx?.executor,
    );
  });
  // A driver's stored fix (inside its transaction), with its data (ADR 020), to the track room of each
  // order they carry: its customer and admins (the tracking module authorises the room).
  ctx.bus.subscribe('driver.located', ({ orderIds, lng, lat, at }, tx) =>
    hub.publishAll(
      orderIds.map((orderId) => ({
        room: `track:${orderId}`,
        event: { type: 'delivery.location', orderId, lng, lat, at } as const,
      })),
      tx?.executor,
    ),
  );
  // Deliveries (issue 25), inside their transactions: each driver whose offers changed refetches; a
  // delivery taken shows its driver on the order's screens; one nobody took is flagged to admins.
  ctx.bus.subscribe('delivery.offers_changed', ({ deliveryId, driverIds }, tx) =>
    hub.publishAll(
      driverIds.map((id) => ({
        room: `user:${id}`,
        event: { type: 'deliveries.changed', deliveryId } as const,
      })),
      tx?.executor,
    ),
  );
  ctx.bus.subscribe('delivery.accepted', ({ orderId, userId, shopId }, tx) => {
    const event = { type: 'order.changed', orderId } as const;
    const rooms = [`order:${orderId}`, ...(userId ? [`user:${userId}`] : []), `shop:${shopId}`];
    return hub.publishAll(
      rooms.map((room) => ({ room, event })),
      tx?.executor,
    );
  });
  ctx.bus.subscribe('delivery.flagged', ({ deliveryId }, tx) =>
    hub.publish(ADMIN_ROOM, { type: 'deliveries.changed', deliveryId }, tx?.executor),
  );
  // The one room without an id: every admin's console, for admins only.
  hub.authorize(ADMIN_ROOM, async (actor, id) => !id && actor.role === 'admin');
  ctx.bus.subscribe('shop.updated', ({ shopId }) =>
    hub.publish(`shop:${shopId}`, { type: 'shop.changed', shopId }),
  );

  // A session ended, an account gone or a role changed: every node re-reads the sessions of that
  // user's sockets and closes those whose session has ended or whose role is no longer the one they
  // opened with. (The timer's re-check finds the rest, such as a session that expired.)
  for (const name of ['session.ended', 'account.deleted', 'account.role_changed'] as const)
    ctx.bus.subscribe(name, ({ userId }) => hub.recheck(userId));

  const plugin: FastifyPluginAsync = async (app) => {
    await hub.start();
    app.addHook('onClose', () => hub.stop());
    // A larger frame than a client ever sends closes its socket (1009) before it is buffered.
    await app.register(websocket, { options: { maxPayload: REALTIME_LIMITS.frameBytes } });
    app.get(
      REALTIME_PATH,
      {
        websocket: true,
        // A socket acts as its user: only this site's pages may open one, and the session cookie
        // decides who it is.
        onRequest: [websocketOriginGuard(ctx.config.PUBLIC_URL), authGuard(ctx.auth)],
        schema: { tags: ['realtime'], summary: 'WebSocket: events for the rooms you may see' },
      },
      (socket, req) => {
        // The socket's session, read again on a timer and on auth events: only its cookie is kept.
        const session = { ip: req.ip, headers: new Headers({ cookie: req.headers.cookie ?? '' }) };
        const connection = hub.connect(socket, req.user!, {
          address: req.ip,
          check: async () => (await ctx.auth.session(session))?.user ?? null,
        });
        socket.on('message', (data) => connection.receive(String(data)));
      },
    );
  };
  return { hub, plugin };
}

/** The admins' room: what changes on the admin console (shops applying or decided). */
export const ADMIN_ROOM = 'admin';

export type { RealtimeHub, RoomAuthorizer } from './hub.js';
export { policyRoom } from './hub.js';

export const realtimeModule = defineModule({
  name: 'realtime',
  needs: ['auth'],
  build: (ctx) => {
    const { hub, plugin } = createRealtimeModule(ctx);
    return { plugin, provides: { rooms: hub } };
  },
});

declare module '../../platform/module.js' {
  interface Services {
    /** The realtime hub: modules say who may join their rooms (`rooms.authorize`). */
    rooms: RealtimeHub;
  }
}
