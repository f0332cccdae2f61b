import type { FastifyPluginAsync } from 'fastify';
import { READ_RATE_LIMIT_PER_MINUTE_DEFAULT } from '../../config.js';
import type { SessionReader } from '../../http/guard.js';
import type { ModuleContext } from '../../platform/module.js';
import { defineModule } from '../../platform/module.js';
import type { AddressesService } from '../addresses/index.js';
import { ordersOfEvent } from '../orders/index.js';
import { policyRoom, type RoomAuthorizer } from '../realtime/index.js';
import { createEventsPolicy } from './events.policy.js';
import { createEventsRepository } from './events.repository.js';
import { eventsRoutes, rsvpRoutes } from './events.routes.js';
import type { EventsService } from './events.service.js';
import { createEventsService } from './events.service.js';
import { createInvitationTokens } from './invitations.js';
import './events.events.js';

/** Events, their guests and RSVPs: the party itself, planned where its cake and DJ are bought. */
export function createEventsModule(
  ctx: ModuleContext & {
    auth: SessionReader;
    addresses: AddressesService;
    rooms: { authorize(prefix: string, authorizer: RoomAuthorizer): void };
  },
) {
  const repo = createEventsRepository(ctx.db);
  const policy = createEventsPolicy(repo);
  const service = createEventsService({
    repo,
    policy,
    bus: ctx.bus,
    addresses: ctx.addresses,
    tokens: createInvitationTokens(ctx.config.AUTH_SECRET),
    ordersOf: ordersOfEvent(ctx.db),
    clock: ctx.clock,
  });
  // An event's room (its guests' answers, live) is its host's alone.
  ctx.rooms.authorize('event', policyRoom(policy, 'event.read'));
  // The rows go with the account (ON DELETE CASCADE); the export lists the events and their guests.
  ctx.personalData.register({
    key: 'events',
    export: (subject) => service.list({ id: subject.id, role: 'customer' }),
  });

  const publicUrl = ctx.config.PUBLIC_URL;
  const plugin: FastifyPluginAsync = async (app) => {
    const perMinute = ctx.config.READ_RATE_LIMIT_PER_MINUTE ?? READ_RATE_LIMIT_PER_MINUTE_DEFAULT;
    await app.register(eventsRoutes({ auth: ctx.auth, events: service, publicUrl }), { prefix: '/api' });
    await app.register(rsvpRoutes({ events: service, perMinute, publicUrl }), { prefix: '/api' });
  };
  return { service, plugin };
}

export type { EventsService } from './events.service.js';

export const eventsModule = defineModule({
  name: 'events',
  needs: ['auth', 'addresses', 'rooms'],
  build: (ctx) => {
    const { service, plugin } = createEventsModule(ctx);
    return { plugin, provides: { events: service } };
  },
});

declare module '../../platform/module.js' {
  interface Services {
    /** The parties (planned events), not the bus. */
    events: EventsService;
  }
}
