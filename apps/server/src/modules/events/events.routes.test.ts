import { randomBytes, randomUUID } from 'node:crypto';
import type { EventDetail, EventInput, EventsResponse, RsvpView } from '@haflah/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { pgArray } from '../../db/sql.js';
import { call, mailbox, nextIp } from '../../test-support/http.js';
import { useTestApp } from '../../test-support/test-app.js';
import { TEST_APP_CONFIG } from '../../test-support/test-config.js';
import { createEventsRepository } from './events.repository.js';
import { eventGuests } from './events.schema.js';
import { createInvitationTokens } from './invitations.js';

/** 1 March 2027, 09:00 in Bahrain; tests move it forward to see events start and end. */
const START = new Date('2027-03-01T06:00:00Z');
let now = START;
const t = useTestApp({ clock: () => now });
const HOUR = 3_600_000;

const input = (overrides: Partial<EventInput> = {}): EventInput => ({
  title: 'Noor’s 30th Birthday',
  occasion: 'birthday',
  date: '2027-03-10',
  startTime: '19:30',
  venue: { kind: 'text', text: 'Our garden in Saar' },
  expectedGuests: 40,
  maxCompanions: 2,
  notes: 'Dress code: white',
  ...overrides,
});

async function host() {
  now = START;
  return t.factories.user({ role: 'customer', name: 'Noor Al-Khalifa' });
}
async function createEvent(cookie: string, overrides: Partial<EventInput> = {}): Promise<EventDetail> {
  const res = await call(t.app, 'POST', '/api/events', input(overrides), { cookie });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}
async function addGuest(
  cookie: string,
  eventId: string,
  guest: Record<string, string>,
): Promise<EventDetail> {
  const res = await call(t.app, 'POST', `/api/events/${eventId}/guests`, guest, { cookie });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}
const tokenOf = (path: string) => path.replace('/rsvp/', '');
const rsvp = (token: string, ip = nextIp()) => call(t.app, 'GET', `/api/rsvp/${token}`, undefined, { ip });
const answer = (token: string, body: unknown, ip = nextIp()) =>
  call(t.app, 'PUT', `/api/rsvp/${token}`, body, { ip });

describe('events, guests and RSVPs', () => {
  it('needs a signed-in host for every event route; the RSVP routes need none', async () => {
    const id = randomUUID();
    for (const [method, url] of [
      ['GET', '/api/events'],
      ['POST', '/api/events'],
      ['GET', `/api/events/${id}`],
      ['PUT', `/api/events/${id}`],
      ['POST', `/api/events/${id}/cancel`],
      ['GET', `/api/events/${id}/calendar.ics`],
      ['POST', `/api/events/${id}/guests`],
      ['DELETE', `/api/events/${id}/guests/${id}`],
    ] as const) {
      const res = await call(t.app, method, url, method === 'POST' || method === 'PUT' ? {} : undefined);
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
    expect((await rsvp(randomBytes(32).toString('base64url'))).statusCode).toBe(404);
  });

  it('creates an event in Bahrain time, and enforces the title rule and a start still ahead', async () => {
    const { cookie } = await host();
    const event = await createEvent(cookie);
    expect(event).toMatchObject({
      title: 'Noor’s 30th Birthday',
      date: '2027-03-10',
      startTime: '19:30',
      startsAt: '2027-03-10T16:30:00.000Z',
      status: 'active',
      venue: { kind: 'text', text: 'Our garden in Saar' },
      counts: { going: 0, maybe: 0, declined: 0, pending: 0, headcount: 0, invited: 0 },
      guests: [],
    });

    const bad = await call(t.app, 'POST', '/api/events', input({ title: 'Party!!' }), { cookie });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.issues[0]).toMatchObject({ path: 'body.title', message: 'event_title' });
    const past = await call(t.app, 'POST', '/api/events', input({ date: '2027-03-01', startTime: '08:00' }), {
      cookie,
    });
    expect([past.statusCode, past.json().error.code]).toEqual([422, 'EVENT_IN_PAST']);
  });

  it('takes a saved address as the venue (copied), and refuses another customer’s', async () => {
    const { cookie, id } = await host();
    const address = await t.factories.address({ userId: id, area: 'Juffair' });
    const event = await createEvent(cookie, { venue: { kind: 'address', addressId: address.id } });
    expect(event.venue).toMatchObject({
      kind: 'address',
      addressId: address.id,
      address: { area: 'Juffair' },
    });
    const other = await t.factories.user({ role: 'customer' });
    const theirs = await t.factories.address({ userId: other.id });
    const res = await call(
      t.app,
      'POST',
      '/api/events',
      input({ venue: { kind: 'address', addressId: theirs.id } }),
      { cookie },
    );
    expect(res.statusCode).toBe(404);
  });

  it('a guest answers through their link: area before, address after accepting; the host sees the headcount', async () => {
    const { cookie, id } = await host();
    const address = await t.factories.address({ userId: id, area: 'Saar', building: '77' });
    const event = await createEvent(cookie, { venue: { kind: 'address', addressId: address.id } });
    await addGuest(cookie, event.id, { name: 'Sara', email: 'sara@example.test' });
    const withGuests = await addGuest(cookie, event.id, { name: 'Hasan', phone: '3600 1234' });
    expect(withGuests.guests.map((g) => [g.name, g.phone, g.answer])).toEqual([
      ['Sara', null, null],
      ['Hasan', '+97336001234', null],
    ]);
    const sara = tokenOf(withGuests.guests[0]!.invitePath);
    expect(sara).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const before: RsvpView = (await rsvp(sara)).json();
    expect(before.event).toMatchObject({
      title: event.title,
      hostFirstName: 'Noor',
      area: 'Saar',
      venue: null,
      date: '2027-03-10',
      startTime: '19:30',
    });
    expect(before).toMatchObject({ guest: { name: 'Sara', answer: null }, maxCompanions: 2, open: true });

    const going = await answer(sara, { answer: 'going', companions: 1, note: '<b>Can’t wait</b>' });
    expect(going.statusCode).toBe(200);
    const after: RsvpView = going.json();
    expect(after.event.venue).toMatchObject({ kind: 'address', address: { building: '77' } });
    expect(after.guest).toEqual({
      name: 'Sara',
      answer: 'going',
      companions: 1,
      note: 'Can’t wait',
      locale: null,
    });

    const seen: EventDetail = (
      await call(t.app, 'GET', `/api/events/${event.id}`, undefined, { cookie })
    ).json();
    expect(seen.counts).toEqual({ going: 1, maybe: 0, declined: 0, pending: 1, headcount: 2, invited: 2 });

    // A change of mind: declined brings no companions.
    await answer(sara, { answer: 'declined', companions: 2 });
    const changed: EventDetail = (
      await call(t.app, 'GET', `/api/events/${event.id}`, undefined, { cookie })
    ).json();
    expect(changed.counts).toMatchObject({ going: 0, declined: 1, headcount: 0 });
  });

  it('keeps the guest’s language: the host’s choice, else the one they answered in; only en or ar', async () => {
    const { cookie } = await host();
    const event = await createEvent(cookie);
    await addGuest(cookie, event.id, { name: 'Sara', locale: 'ar' });
    const added = await addGuest(cookie, event.id, { name: 'Hasan', phone: '3600 1234' });
    expect(added.guests.map((g) => [g.name, g.locale])).toEqual([
      ['Sara', 'ar'],
      ['Hasan', null],
    ]);
    const [sara, hasan] = added.guests as [EventDetail['guests'][0], EventDetail['guests'][0]];
    expect(((await rsvp(tokenOf(sara.invitePath))).json() as RsvpView).guest.locale).toBe('ar');

    // An answer in English does not override the host's choice of Arabic...
    await answer(tokenOf(sara.invitePath), { answer: 'going', locale: 'en' });
    // ...but records the language of a guest whose host chose none.
    const answered: RsvpView = (
      await answer(tokenOf(hasan.invitePath), { answer: 'maybe', locale: 'ar' })
    ).json();
    expect(answered.guest.locale).toBe('ar');
    const seen: EventDetail = (
      await call(t.app, 'GET', `/api/events/${event.id}`, undefined, { cookie })
    ).json();
    expect(seen.guests.map((g) => [g.name, g.locale])).toEqual([
      ['Sara', 'ar'],
      ['Hasan', 'ar'],
    ]);

    // The host changes it (or clears it) when editing the guest.
    const edited = await call(
      t.app,
      'PUT',
      `/api/events/${event.id}/guests/${sara.id}`,
      { name: 'Sara', locale: 'en' },
      { cookie },
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect((edited.json() as EventDetail).guests[0]).toMatchObject({ name: 'Sara', locale: 'en' });
    const cleared: EventDetail = (
      await call(t.app, 'PUT', `/api/events/${event.id}/guests/${sara.id}`, { name: 'Sara' }, { cookie })
    ).json();
    expect(cleared.guests[0]!.locale).toBeNull();

    // Any other language is refused, by the host and by the guest.
    const bad = await call(
      t.app,
      'POST',
      `/api/events/${event.id}/guests`,
      { name: 'X', locale: 'fr' },
      { cookie },
    );
    expect([bad.statusCode, bad.json().error.issues[0].path]).toEqual([400, 'body.locale']);
    const badAnswer = await answer(tokenOf(hasan.invitePath), { answer: 'going', locale: 'fr' });
    expect([badAnswer.statusCode, badAnswer.json().error.code]).toEqual([400, 'VALIDATION_FAILED']);
  });

  it('names the host by their account when their profile has no display name', async () => {
    const { cookie, id } = await host();
    await t.db.execute(sql`update profiles set display_name = null where user_id = ${id}`);
    const event = await addGuest(cookie, (await createEvent(cookie)).id, { name: 'Ali' });
    const view: RsvpView = (await rsvp(tokenOf(event.guests[0]!.invitePath))).json();
    expect(view.event.hostFirstName).toBe('Noor');
  });

  it('refuses too many companions, an unknown answer, and any answer once the event has started', async () => {
    const { cookie } = await host();
    const event = await addGuest(cookie, (await createEvent(cookie, { maxCompanions: 1 })).id, {
      name: 'Ali',
    });
    const token = tokenOf(event.guests[0]!.invitePath);
    const many = await answer(token, { answer: 'going', companions: 2 });
    expect([many.statusCode, many.json().error.code]).toEqual([422, 'TOO_MANY_COMPANIONS']);
    const unknown = await answer(token, { answer: 'perhaps' });
    expect([unknown.statusCode, unknown.json().error.code]).toEqual([400, 'VALIDATION_FAILED']);
    expect((await answer(token, { answer: 'maybe' })).statusCode).toBe(200);

    now = new Date(Date.parse(event.startsAt) + 1000);
    const late = await answer(token, { answer: 'going' });
    expect([late.statusCode, late.json().error.code]).toEqual([409, 'RSVP_CLOSED']);
    expect(((await rsvp(token)).json() as RsvpView).open).toBe(false);
  });

  it('follows the clock: active until six hours after the start, then completed and in the past', async () => {
    const { cookie } = await host();
    const event = await createEvent(cookie);
    const list = async (): Promise<EventsResponse> =>
      (await call(t.app, 'GET', '/api/events', undefined, { cookie })).json();
    expect((await list()).upcoming.map((e) => [e.id, e.status])).toEqual([[event.id, 'active']]);
    now = new Date(Date.parse(event.startsAt) + 6 * HOUR - 1);
    expect((await list()).upcoming.map((e) => e.status)).toEqual(['active']);
    now = new Date(Date.parse(event.startsAt) + 6 * HOUR);
    const after = await list();
    expect(after.upcoming).toEqual([]);
    expect(after.past.map((e) => [e.id, e.status])).toEqual([[event.id, 'completed']]);
    const edit = await call(t.app, 'PUT', `/api/events/${event.id}`, input({ date: '2027-04-01' }), {
      cookie,
    });
    expect([edit.statusCode, edit.json().error.code]).toEqual([409, 'EVENT_CLOSED']);
  });

  it('cancelling closes every invitation', async () => {
    const { cookie } = await host();
    const event = await addGuest(cookie, (await createEvent(cookie)).id, { name: 'Mariam' });
    const cancelled = await call(t.app, 'POST', `/api/events/${event.id}/cancel`, undefined, { cookie });
    expect(cancelled.json().status).toBe('cancelled');
    const res = await answer(tokenOf(event.guests[0]!.invitePath), { answer: 'going' });
    expect(res.json().error.code).toBe('RSVP_CLOSED');
  });

  it('emails an invitation through the outbox, and says when a guest has no email', async () => {
    const { cookie } = await host();
    const event = await createEvent(cookie);
    const withGuests = await addGuest(cookie, event.id, { name: 'Sara', email: 'sara.invite@example.test' });
    await addGuest(cookie, event.id, { name: 'Hasan' });
    const [sara] = withGuests.guests;
    const sent = await call(t.app, 'POST', `/api/events/${event.id}/guests/${sara!.id}/invite`, undefined, {
      cookie,
    });
    expect(sent.statusCode).toBe(200);
    const mail = (await mailbox(t.app)).find((m) => m.to === 'sara.invite@example.test');
    expect(mail?.text).toContain(sara!.invitePath);
    expect(mail?.text).toContain('أنت مدعو');
    const hasan = (await call(t.app, 'GET', `/api/events/${event.id}`, undefined, { cookie })).json()
      .guests[1];
    const none = await call(t.app, 'POST', `/api/events/${event.id}/guests/${hasan.id}/invite`, undefined, {
      cookie,
    });
    expect([none.statusCode, none.json().error.code]).toEqual([422, 'NO_GUEST_EMAIL']);
  });

  it('an event that has started cannot move, gain guests or send invitations; answers stay closed', async () => {
    const { cookie } = await host();
    const event = await addGuest(cookie, (await createEvent(cookie)).id, {
      name: 'Sara',
      email: 'sara.started@example.test',
    });
    const [sara] = event.guests;
    now = new Date(Date.parse(event.startsAt) + 60_000);
    const moved = await call(t.app, 'PUT', `/api/events/${event.id}`, input({ date: '2027-04-01' }), {
      cookie,
    });
    expect([moved.statusCode, moved.json().error.code]).toEqual([409, 'EVENT_CLOSED']);
    const added = await call(t.app, 'POST', `/api/events/${event.id}/guests`, { name: 'Late' }, { cookie });
    expect([added.statusCode, added.json().error.code]).toEqual([409, 'EVENT_CLOSED']);
    const invited = await call(
      t.app,
      'POST',
      `/api/events/${event.id}/guests/${sara!.id}/invite`,
      undefined,
      { cookie },
    );
    expect([invited.statusCode, invited.json().error.code]).toEqual([409, 'EVENT_CLOSED']);
    const late = await answer(tokenOf(sara!.invitePath), { answer: 'going' });
    expect(late.json().error.code).toBe('RSVP_CLOSED');
    const seen: EventDetail = (
      await call(t.app, 'GET', `/api/events/${event.id}`, undefined, { cookie })
    ).json();
    expect([seen.startsAt, seen.guests.length, seen.status]).toEqual([event.startsAt, 1, 'active']);
  });

  it('lowering the companions limit trims the answers above it, and the headcount follows', async () => {
    const { cookie } = await host();
    let event = await createEvent(cookie, { maxCompanions: 3 });
    for (const name of ['Sara', 'Hasan', 'Mariam', 'Ali']) event = await addGuest(cookie, event.id, { name });
    const [sara, hasan, mariam, ali] = event.guests.map((g) => tokenOf(g.invitePath));
    await answer(sara!, { answer: 'going', companions: 3 });
    await answer(hasan!, { answer: 'going', companions: 1 });
    await answer(mariam!, { answer: 'maybe', companions: 2 });
    await answer(ali!, { answer: 'going', companions: 0 });
    const get = async (): Promise<EventDetail> =>
      (await call(t.app, 'GET', `/api/events/${event.id}`, undefined, { cookie })).json();
    expect((await get()).counts.headcount).toBe(3 + 4);

    const lowered = await call(t.app, 'PUT', `/api/events/${event.id}`, input({ maxCompanions: 1 }), {
      cookie,
    });
    expect(lowered.statusCode, lowered.body).toBe(200);
    const after = await get();
    expect(after.guests.map((g) => [g.name, g.answer, g.companions])).toEqual([
      ['Sara', 'going', 1],
      ['Hasan', 'going', 1],
      ['Mariam', 'maybe', 1],
      ['Ali', 'going', 0],
    ]);
    expect(after.counts.headcount).toBe(3 + 2);
    // The guest sees their answer as it now stands, and may not go above the new limit.
    expect(((await rsvp(sara!)).json() as RsvpView).guest).toMatchObject({ answer: 'going', companions: 1 });
    const over = await answer(sara!, { answer: 'going', companions: 2 });
    expect(over.json().error.code).toBe('TOO_MANY_COMPANIONS');
    // None allowed at all: every companion goes.
    await call(t.app, 'PUT', `/api/events/${event.id}`, input({ maxCompanions: 0 }), { cookie });
    expect((await get()).counts.headcount).toBe(3);
  });

  it('invitations are limited to 3 a day to one address, whoever sends them: RATE_LIMITED', async () => {
    const { cookie } = await host();
    let event = await createEvent(cookie);
    event = await addGuest(cookie, event.id, { name: 'Sara', email: 'sara.limit@example.test' });
    event = await addGuest(cookie, event.id, { name: 'Sara again', email: 'SARA.limit@example.test' });
    event = await addGuest(cookie, event.id, { name: 'Hasan', email: 'hasan.limit@example.test' });
    const [sara, saraAgain, hasan] = event.guests;
    const invite = (guestId: string) =>
      call(t.app, 'POST', `/api/events/${event.id}/guests/${guestId}/invite`, undefined, { cookie });
    for (let i = 0; i < 3; i++) expect((await invite(sara!.id)).statusCode).toBe(200);
    // A fourth to the same address (however it is written) is refused, and queues nothing.
    for (const guest of [sara!, saraAgain!]) {
      const refused = await invite(guest.id);
      expect([refused.statusCode, refused.json().error.code]).toEqual([429, 'RATE_LIMITED']);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3600);
    }
    const sent = (await mailbox(t.app)).filter((m) => m.to.toLowerCase() === 'sara.limit@example.test');
    expect(sent).toHaveLength(3);
    expect((await invite(hasan!.id)).statusCode).toBe(200);

    // Another host cannot add to that address's day either: the limit is the recipient's.
    const other = await t.factories.user({ role: 'customer' });
    const theirs = await addGuest(other.cookie, (await createEvent(other.cookie)).id, {
      name: 'Sara',
      email: 'sara.limit@example.test',
    });
    const theirInvite = await call(
      t.app,
      'POST',
      `/api/events/${theirs.id}/guests/${theirs.guests[0]!.id}/invite`,
      undefined,
      { cookie: other.cookie },
    );
    expect([theirInvite.statusCode, theirInvite.json().error.code]).toEqual([429, 'RATE_LIMITED']);
  });

  it('an invitation’s subject is our words and the date, never the host’s title', async () => {
    const { cookie } = await host();
    const event = await addGuest(
      cookie,
      (await createEvent(cookie, { title: 'Your Haflah account is locked verify now' })).id,
      { name: 'Sara', email: 'sara.subject@example.test' },
    );
    const res = await call(
      t.app,
      'POST',
      `/api/events/${event.id}/guests/${event.guests[0]!.id}/invite`,
      undefined,
      { cookie },
    );
    expect(res.statusCode).toBe(200);
    const mail = (await mailbox(t.app)).find((m) => m.to === 'sara.subject@example.test');
    expect(mail?.subject).toBe("You're invited to an event on 2027-03-10 · دعوة إلى مناسبة يوم 2027-03-10");
    expect(mail?.text).toContain('“Your Haflah account is locked verify now”');
  });

  it('gives the host’s event and a going guest’s invitation as calendar files, in UTC', async () => {
    const { cookie } = await host();
    const event = await addGuest(cookie, (await createEvent(cookie)).id, { name: 'Sara' });
    const own = await call(t.app, 'GET', `/api/events/${event.id}/calendar.ics`, undefined, { cookie });
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toContain('text/calendar');
    expect(own.body).toContain('DTSTART:20270310T163000Z');
    expect(own.body).toContain('SUMMARY:Noor’s 30th Birthday');
    const token = tokenOf(event.guests[0]!.invitePath);
    expect((await call(t.app, 'GET', `/api/rsvp/${token}/calendar.ics`)).statusCode).toBe(404);
    await answer(token, { answer: 'going' });
    const guest = await call(t.app, 'GET', `/api/rsvp/${token}/calendar.ics`, undefined, { ip: nextIp() });
    expect(guest.body).toContain('LOCATION:Our garden in Saar');
  });

  it('no made-up token opens an invitation: 0 of 10,000 against the store, and 404 over HTTP', async () => {
    const { cookie } = await host();
    const event = await createEvent(cookie);
    for (let i = 0; i < 20; i++) await addGuest(cookie, event.id, { name: `Guest ${i}` });
    // The store finds a guest by the token's hash: 10,000 random tokens' hashes, looked up at once.
    const tokens = createInvitationTokens(TEST_APP_CONFIG.AUTH_SECRET);
    const guessed = Array.from({ length: 10_000 }, () => tokens.hash(tokens.issue()));
    const { rows } = await t.db.execute<{ hits: number }>(
      sql`select count(*)::int as hits from ${eventGuests} where ${eventGuests.tokenHash} = any(${pgArray(guessed)}::text[])`,
    );
    expect(rows[0]!.hits).toBe(0);
    // The real ones are there, the same way.
    const real = (
      await call(t.app, 'GET', `/api/events/${event.id}`, undefined, { cookie })
    ).json() as EventDetail;
    const found = await createEventsRepository(t.db).invitation(
      tokens.hash(tokenOf(real.guests[0]!.invitePath)),
    );
    expect(found?.guest.name).toBe('Guest 0');
    for (let i = 0; i < 20; i++)
      expect((await rsvp(randomBytes(32).toString('base64url'))).statusCode).toBe(404);
    // Not a token at all.
    expect((await rsvp('not-a-token')).statusCode).toBe(400);
  });
});
