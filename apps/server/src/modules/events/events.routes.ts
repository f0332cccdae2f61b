import {
  eventDetailSchema,
  eventInputSchema,
  eventParamsSchema,
  eventsResponseSchema,
  guestInputSchema,
  guestParamsSchema,
  rsvpAnswerSchema,
  rsvpParamsSchema,
  rsvpViewSchema,
} from '@haflah/contracts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { authGuard, type SessionReader } from '../../http/guard.js';
import { errorResponses } from '../../http/openapi.js';
import { readLimit } from '../../http/rate-limit.js';
import { eventCalendar } from './calendar.js';
import type { EventsService } from './events.service.js';

const tags = ['events'];
const calendarResponse = { 200: z.string(), ...errorResponses(401, 404) };

function sendCalendar(reply: FastifyReply, text: string, name: string) {
  return reply
    .header('content-type', 'text/calendar; charset=utf-8')
    .header('content-disposition', `attachment; filename="${name}.ics"`)
    .send(text);
}

/** A host's events and guests (signed in; each host sees only their own). */
export const eventsRoutes =
  (deps: { auth: SessionReader; events: EventsService; publicUrl: string }): FastifyPluginAsyncZod =>
  async (app) => {
    const { events } = deps;
    app.addHook('onRequest', authGuard(deps.auth));
    const detail = { 200: eventDetailSchema, ...errorResponses(400, 401, 404, 409, 422) };

    app.get(
      '/events',
      {
        schema: {
          tags,
          summary: 'Your events: upcoming (soonest first) and past',
          response: { 200: eventsResponseSchema, ...errorResponses(401) },
        },
      },
      (req) => events.list(req.user!),
    );
    app.post(
      '/events',
      {
        schema: {
          tags,
          summary: 'Plan an event',
          body: eventInputSchema,
          response: { 201: eventDetailSchema, ...errorResponses(400, 401, 404, 422) },
        },
      },
      async (req, reply) => {
        const created = await events.create(req.user!, req.body);
        reply.status(201);
        return created;
      },
    );
    app.get(
      '/events/:id',
      {
        schema: {
          tags,
          summary: 'An event with its guests, their answers and the headcount',
          params: eventParamsSchema,
          response: detail,
        },
      },
      (req) => events.get(req.user!, req.params.id),
    );
    app.put(
      '/events/:id',
      {
        schema: {
          tags,
          summary: 'Change an event (while it is ahead)',
          params: eventParamsSchema,
          body: eventInputSchema,
          response: detail,
        },
      },
      (req) => events.update(req.user!, req.params.id, req.body),
    );
    app.post(
      '/events/:id/cancel',
      {
        schema: {
          tags,
          summary: 'Cancel an event: its invitations close',
          params: eventParamsSchema,
          response: detail,
        },
      },
      (req) => events.cancel(req.user!, req.params.id),
    );
    app.get(
      '/events/:id/calendar.ics',
      {
        schema: {
          tags,
          summary: 'The event for your calendar (iCalendar)',
          params: eventParamsSchema,
          response: calendarResponse,
        },
      },
      async (req, reply) => {
        const { row, venue } = await events.calendarOf(req.user!, req.params.id);
        return sendCalendar(
          reply,
          eventCalendar(row, venue, `${deps.publicUrl}/events/${row.id}`),
          'haflah-event',
        );
      },
    );
    app.post(
      '/events/:id/guests',
      {
        schema: {
          tags,
          summary: 'Invite a guest: they get a link of their own',
          params: eventParamsSchema,
          body: guestInputSchema,
          response: { ...detail, 201: eventDetailSchema },
        },
      },
      async (req, reply) => {
        const updated = await events.addGuest(req.user!, req.params.id, req.body);
        reply.status(201);
        return updated;
      },
    );
    app.put(
      '/events/:id/guests/:guestId',
      {
        schema: {
          tags,
          summary: 'Change a guest’s name or contact',
          params: guestParamsSchema,
          body: guestInputSchema,
          response: detail,
        },
      },
      (req) => events.updateGuest(req.user!, req.params.id, req.params.guestId, req.body),
    );
    app.delete(
      '/events/:id/guests/:guestId',
      {
        schema: {
          tags,
          summary: 'Remove a guest (their link stops working)',
          params: guestParamsSchema,
          response: detail,
        },
      },
      (req) => events.removeGuest(req.user!, req.params.id, req.params.guestId),
    );
    app.post(
      '/events/:id/guests/:guestId/invite',
      {
        schema: {
          tags,
          summary: 'Email a guest their invitation',
          params: guestParamsSchema,
          response: detail,
        },
      },
      (req) => events.emailInvitation(req.user!, req.params.id, req.params.guestId, deps.publicUrl),
    );
  };

/**
 * A guest's invitation, opened by its token: no sign-in. Limited per address, so tokens cannot be
 * tried at speed (and there are 2^256 of them).
 */
export const rsvpRoutes =
  (deps: { events: EventsService; perMinute: number; publicUrl: string }): FastifyPluginAsyncZod =>
  async (app) => {
    const { rsvp } = deps.events;
    const limit = readLimit(deps.perMinute);
    const rsvpTags = ['rsvp'];

    app.get(
      '/rsvp/:token',
      {
        config: limit,
        schema: {
          tags: rsvpTags,
          summary: 'An invitation, as its guest sees it',
          params: rsvpParamsSchema,
          response: { 200: rsvpViewSchema, ...errorResponses(400, 404, 429) },
        },
      },
      (req) => rsvp.view(req.params.token),
    );
    app.put(
      '/rsvp/:token',
      {
        config: limit,
        schema: {
          tags: rsvpTags,
          summary: 'Answer an invitation (until the event starts)',
          params: rsvpParamsSchema,
          body: rsvpAnswerSchema,
          response: { 200: rsvpViewSchema, ...errorResponses(400, 404, 409, 422, 429) },
        },
      },
      (req) => rsvp.answer(req.params.token, req.body),
    );
    app.get(
      '/rsvp/:token/calendar.ics',
      {
        config: limit,
        schema: {
          tags: rsvpTags,
          summary: 'An accepted invitation for your calendar (iCalendar)',
          params: rsvpParamsSchema,
          response: { ...calendarResponse, ...errorResponses(400, 404, 429) },
        },
      },
      async (req, reply) => {
        const { row, venue } = await rsvp.calendarOf(req.params.token);
        return sendCalendar(
          reply,
          eventCalendar(row, venue, `${deps.publicUrl}/rsvp/${req.params.token}`),
          'haflah-invitation',
        );
      },
    );
  };
