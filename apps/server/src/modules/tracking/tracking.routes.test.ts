import {
  LOCATION_MIN_INTERVAL_MS,
  orderTrackingResponseSchema,
  type RealtimeServerMessage,
} from '@haflah/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADLIYA, deliveryScene, setDeliveryStatus } from '../../test-support/delivery-scene.js';
import { call } from '../../test-support/http.js';
import { listenForSockets, openSocket } from '../../test-support/realtime.js';
import { useTestApp } from '../../test-support/test-app.js';
import { drivers } from '../drivers/index.js';

// A clock the tests move: the rate bound is read from it (one fix per LOCATION_MIN_INTERVAL_MS).
let now = new Date('2026-11-26T09:00:00Z').getTime();
const t = useTestApp({ clock: () => new Date(now) });
const later = () => {
  now += LOCATION_MIN_INTERVAL_MS;
};
const MUHARRAQ = { lng: 50.611, lat: 26.257 };

let url = '';
beforeAll(async () => {
  url = await listenForSockets(t.app);
});

const fix = (cookie: string, body: unknown = MUHARRAQ) =>
  call(t.app, 'POST', '/api/driver/location', body, { cookie });
const rowOf = async (id: string) => (await t.db.select().from(drivers).where(eq(drivers.id, id)))[0]!;

describe('POST /api/driver/location', () => {
  it('stores the fix on the caller’s own row only, at most one per interval (sooner: 429)', async () => {
    later();
    const one = await t.factories.driver({ status: 'available' });
    const other = await t.factories.driver({ status: 'available', currentLng: 50.5, currentLat: 26.1 });
    const before = await rowOf(other.id);

    const first = await fix(one.cookie);
    expect(first.statusCode).toBe(204);
    expect(first.body).toBe('');
    const stored = await rowOf(one.id);
    expect([stored.currentLng, stored.currentLat]).toEqual([MUHARRAQ.lng, MUHARRAQ.lat]);
    expect(stored.locationAt?.getTime()).toBe(now);

    now += LOCATION_MIN_INTERVAL_MS - 1;
    const soon = await fix(one.cookie, { lng: 50.6, lat: 26.2 });
    expect(soon.statusCode).toBe(429);
    expect(soon.json().error.code).toBe('RATE_LIMITED');
    expect((await rowOf(one.id)).currentLng).toBe(MUHARRAQ.lng);

    now += 1;
    expect((await fix(one.cookie, { lng: 50.6, lat: 26.2 })).statusCode).toBe(204);
    expect((await rowOf(one.id)).currentLng).toBe(50.6);
    // The other driver's row is as it was.
    expect(await rowOf(other.id)).toEqual(before);
  });

  it('refuses a position off the globe, and every role but driver', async () => {
    later();
    const driver = await t.factories.driver();
    expect((await fix(driver.cookie, { lng: 181, lat: 0 })).statusCode).toBe(400);
    expect((await fix(driver.cookie, { lng: 0 })).statusCode).toBe(400);
    for (const role of ['customer', 'retailer', 'admin'] as const) {
      const user = await t.factories.user({ role });
      expect((await fix(user.cookie)).statusCode).toBe(403);
    }
    expect((await call(t.app, 'POST', '/api/driver/location', MUHARRAQ)).statusCode).toBe(401);
  });
});

describe('GET /api/orders/:id/tracking', () => {
  const tracking = (id: string, cookie: string) =>
    call(t.app, 'GET', `/api/orders/${id}/tracking`, undefined, { cookie });

  it('shows the customer the code, the driver, their position while carried and the destination', async () => {
    later();
    const scene = await deliveryScene(t.factories, t.db, { status: 'picked_up', code: '7391' });
    expect((await fix(scene.driver.cookie)).statusCode).toBe(204);
    const res = await tracking(scene.order.id, scene.customer.cookie);
    expect(res.statusCode).toBe(200);
    expect(orderTrackingResponseSchema.parse(res.json()).tracking).toEqual({
      status: 'picked_up',
      code: '7391',
      driver: { name: scene.driver.driver.name, phone: '+97339001234', vehicleType: 'motorcycle' },
      location: { ...MUHARRAQ, at: new Date(now).toISOString() },
      destination: { lng: ADLIYA.lng, lat: ADLIYA.lat },
    });
  });

  it('before acceptance: the code only; accepted: the driver, no position; delivered: no code', async () => {
    later();
    const scene = await deliveryScene(t.factories, t.db, { status: 'open', pin: null });
    const read = async () => (await tracking(scene.order.id, scene.customer.cookie)).json().tracking;
    expect(await read()).toEqual({
      status: 'open',
      code: scene.code,
      driver: null,
      location: null,
      destination: null,
    });

    const accepted = await deliveryScene(t.factories, t.db, { status: 'accepted' });
    expect((await fix(accepted.driver.cookie)).statusCode).toBe(204);
    const body = (await tracking(accepted.order.id, accepted.customer.cookie)).json().tracking;
    expect(body).toMatchObject({ status: 'accepted', code: accepted.code, location: null });
    expect(body.driver.name).toBe(accepted.driver.driver.name);

    await setDeliveryStatus(t.db, accepted.order.id, 'delivered');
    expect((await tracking(accepted.order.id, accepted.customer.cookie)).json().tracking).toMatchObject({
      status: 'delivered',
      code: null,
      location: null,
    });
  });

  it('answers 404 to another customer, the shop, the driver and an admin; null for its own order without a delivery', async () => {
    const scene = await deliveryScene(t.factories, t.db);
    const strangers = [
      await t.factories.user({ role: 'customer' }),
      scene.owner,
      scene.driver,
      await t.factories.user({ role: 'admin' }),
    ];
    for (const user of strangers) expect((await tracking(scene.order.id, user.cookie)).statusCode).toBe(404);
    const bare = await scene.placeOrder();
    const none = await tracking(bare.id, scene.customer.cookie);
    expect(none.statusCode).toBe(200);
    expect(none.json()).toEqual({ tracking: null });
    expect((await call(t.app, 'GET', `/api/orders/${scene.order.id}/tracking`)).statusCode).toBe(401);
  });

  it('the code is in no other answer: the order for its customer, its shop and an admin', async () => {
    const scene = await deliveryScene(t.factories, t.db, { code: '8264' });
    const admin = await t.factories.user({ role: 'admin' });
    const answers = [
      await call(t.app, 'GET', `/api/orders/${scene.order.id}`, undefined, { cookie: scene.customer.cookie }),
      await call(t.app, 'GET', '/api/orders', undefined, { cookie: scene.customer.cookie }),
      await call(t.app, 'GET', `/api/retailer/orders/${scene.order.id}`, undefined, {
        cookie: scene.owner.cookie,
      }),
      await call(t.app, 'GET', '/api/retailer/orders', undefined, { cookie: scene.owner.cookie }),
      await call(t.app, 'GET', `/api/admin/orders/${scene.order.id}`, undefined, { cookie: admin.cookie }),
      await call(t.app, 'GET', '/api/admin/orders', undefined, { cookie: admin.cookie }),
    ];
    for (const res of answers) {
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain('"8264"');
      expect(res.body).not.toMatch(/"(deliveryCode|code)":\s*"\d{4}"/);
    }
  });
});

describe('room track:<orderId> and delivery.location', () => {
  const located = (orderId: string) => (m: RealtimeServerMessage) =>
    m.kind === 'event' && m.room === `track:${orderId}` && m.event.type === 'delivery.location';

  it('opens the room to the order’s customer while carried, and to admins; refuses everyone else', async () => {
    const scene = await deliveryScene(t.factories, t.db);
    const room = `track:${scene.order.id}`;
    const expectations = [
      [scene.customer, 'subscribed'],
      [await t.factories.user({ role: 'admin' }), 'subscribed'],
      [scene.owner, 'refused'],
      [scene.driver, 'refused'],
      [await t.factories.user({ role: 'customer' }), 'refused'],
    ] as const;
    for (const [user, answer] of expectations) {
      const socket = await openSocket(url, user.cookie);
      expect(await socket.subscribe(room)).toEqual({ kind: answer, room });
      await socket.close();
    }
    // Accepted, not picked up yet: not even its customer.
    const accepted = await deliveryScene(t.factories, t.db, { status: 'accepted' });
    const socket = await openSocket(url, accepted.customer.cookie);
    expect(await socket.subscribe(`track:${accepted.order.id}`)).toMatchObject({ kind: 'refused' });
    expect(await socket.subscribe('track:not-an-id')).toMatchObject({ kind: 'refused' });
    await socket.close();
  });

  it('sends each stored fix, with its data, to the room of the order the driver carries', async () => {
    later();
    const scene = await deliveryScene(t.factories, t.db);
    const socket = await openSocket(url, scene.customer.cookie);
    await socket.subscribe(`track:${scene.order.id}`);
    expect((await fix(scene.driver.cookie)).statusCode).toBe(204);
    expect(await socket.next(located(scene.order.id))).toEqual({
      kind: 'event',
      room: `track:${scene.order.id}`,
      event: {
        type: 'delivery.location',
        orderId: scene.order.id,
        ...MUHARRAQ,
        at: new Date(now).toISOString(),
      },
    });
    // A refused fix announces nothing.
    expect((await fix(scene.driver.cookie, { lng: 50.7, lat: 26.3 })).statusCode).toBe(429);
    await new Promise((r) => setTimeout(r, 200));
    expect(socket.messages.filter(located(scene.order.id))).toHaveLength(1);
    await socket.close();
  });
});

describe('GET /api/admin/drivers/locations', () => {
  it('lists online drivers with a position, with their load; not offline ones or those never seen', async () => {
    later();
    const admin = await t.factories.user({ role: 'admin' });
    const online = await t.factories.driver({ status: 'busy', currentOrders: 1 });
    const offline = await t.factories.driver({ status: 'offline' });
    const unseen = await t.factories.driver({ status: 'available' });
    expect((await fix(online.cookie)).statusCode).toBe(204);
    expect((await fix(offline.cookie)).statusCode).toBe(204);
    const res = await call(t.app, 'GET', '/api/admin/drivers/locations', undefined, { cookie: admin.cookie });
    expect(res.statusCode).toBe(200);
    const list = res.json().drivers as { id: string }[];
    expect(list.find((d) => d.id === online.id)).toEqual({
      id: online.id,
      name: online.driver.name,
      currentOrders: 1,
      maxOrders: 3,
      location: { ...MUHARRAQ, at: new Date(now).toISOString() },
    });
    expect(list.map((d) => d.id)).not.toContain(offline.id);
    expect(list.map((d) => d.id)).not.toContain(unseen.id);
    const driver = await t.factories.driver();
    const refused = await call(t.app, 'GET', '/api/admin/drivers/locations', undefined, {
      cookie: driver.cookie,
    });
    expect(refused.statusCode).toBe(403);
  });
});
