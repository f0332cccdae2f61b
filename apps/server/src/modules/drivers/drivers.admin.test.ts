import { once } from 'node:events';
import {
  type AdminDriversPage,
  adminDriverSchema,
  adminDriversPageSchema,
  apiErrorSchema,
  type RealtimeServerMessage,
} from '@haflah/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { BuiltUser } from '../../test-support/builders.js';
import { call } from '../../test-support/http.js';
import { listenForSockets, openSocket } from '../../test-support/realtime.js';
import { useTestApp } from '../../test-support/test-app.js';
import { createAudit } from '../audit/index.js';
import { drivers } from './drivers.schema.js';

const t = useTestApp();
let admin: BuiltUser;
beforeAll(async () => {
  admin = await t.factories.user({ role: 'admin' });
});

const auditRows = (driverId: string) => createAudit(t.db).forTarget('driver', driverId);
const patch = (id: string, body: unknown, cookie = admin.cookie) =>
  call(t.app, 'PATCH', `/api/admin/drivers/${id}`, body, { cookie, ip: '10.7.0.1' });
const list = async (query: string): Promise<AdminDriversPage> => {
  const res = await call(t.app, 'GET', `/api/admin/drivers?${query}`, undefined, { cookie: admin.cookie });
  expect(res.statusCode, res.body).toBe(200);
  return adminDriversPageSchema.parse(res.json());
};
const codeOf = (res: { json(): unknown }) => apiErrorSchema.parse(res.json()).error.code;
const stored = async (id: string) => (await t.db.select().from(drivers).where(eq(drivers.id, id)))[0]!;

describe('GET /api/admin/drivers', () => {
  it('lists each driver with status, load, rating, deliveries, vehicle, plate, active and joined date', async () => {
    const built = await t.factories.driver({
      status: 'busy',
      currentOrders: 2,
      maxOrders: 3,
      rating: 4.76,
      totalDeliveries: 41,
      vehicleType: 'car',
      licensePlate: '654321',
      phone: '+97339112233',
    });
    const page = await list(`q=${encodeURIComponent(built.email)}`);
    expect(page).toMatchObject({ total: 1, page: 1, pageSize: 20 });
    expect(page.drivers[0]).toEqual({
      id: built.id,
      name: built.name,
      email: built.email,
      phone: '+97339112233',
      vehicleType: 'car',
      licensePlate: '654321',
      status: 'busy',
      isActive: true,
      currentOrders: 2,
      maxOrders: 3,
      rating: 4.8,
      totalDeliveries: 41,
      joinedAt: built.driver.createdAt.toISOString(),
    });
  });

  it('searches the name, email, plate and phone digits; filters by status and active; pages', async () => {
    const tag = `Zq${Date.now().toString(36)}`;
    const a = await t.factories.driver({ name: `${tag} Alpha`, status: 'available', licensePlate: 'ZX 901' });
    const b = await t.factories.driver({ name: `${tag} Beta`, isActive: false, phone: '+97333445566' });
    const c = await t.factories.driver({ name: `${tag} Gamma`, status: 'busy', currentOrders: 1 });
    const ids = (page: AdminDriversPage) => page.drivers.map((d) => d.id);

    expect(ids(await list(`q=${tag}&sort=name`))).toEqual([a.id, b.id, c.id]);
    // Newest first by default.
    expect(ids(await list(`q=${tag}`))).toEqual([c.id, b.id, a.id]);
    expect(ids(await list(`q=${tag.toLowerCase()}%20beta`))).toEqual([b.id]);
    expect(ids(await list('q=zx%20901'))).toEqual([a.id]);
    expect(ids(await list('q=3344%205566'))).toEqual([b.id]);
    expect(ids(await list(`q=${tag}&status=busy`))).toEqual([c.id]);
    // Online: available or busy (the dashboard's figure links here).
    expect(ids(await list(`q=${tag}&status=online&sort=name`))).toEqual([a.id, c.id]);
    expect(ids(await list(`q=${tag}&active=false`))).toEqual([b.id]);
    expect(ids(await list(`q=${tag}&active=true&sort=name`))).toEqual([a.id, c.id]);
    // A LIKE wildcard is matched literally.
    expect(ids(await list('q=%25'))).toEqual([]);

    // Paging: 20 a page, `total` of the filtered list.
    const first = await list('sort=name&page=1');
    const second = await list('sort=name&page=2');
    expect(first.total).toBe(second.total);
    expect(first.drivers.length).toBe(Math.min(20, first.total));
    expect(new Set([...ids(first), ...ids(second)]).size).toBe(ids(first).length + ids(second).length);
  });

  it('refuses a bad filter (400)', async () => {
    for (const query of ['status=flying', 'active=maybe', 'page=0', 'sort=rating']) {
      const res = await call(t.app, 'GET', `/api/admin/drivers?${query}`, undefined, {
        cookie: admin.cookie,
      });
      expect(res.statusCode, query).toBe(400);
    }
  });
});

describe('PATCH /api/admin/drivers/:id', () => {
  it('deactivating an online driver takes them offline too, in one audit row with before and after', async () => {
    const { id } = await t.factories.driver({ status: 'available' });
    const res = await patch(id, { isActive: false });
    expect(res.statusCode, res.body).toBe(200);
    expect(adminDriverSchema.parse(res.json())).toMatchObject({ id, isActive: false, status: 'offline' });
    expect(await stored(id)).toMatchObject({ isActive: false, status: 'offline' });
    const rows = await auditRows(id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      actorUserId: admin.id,
      actorRole: 'admin',
      ip: '10.7.0.1',
      action: 'driver.update',
      targetType: 'driver',
      targetId: id,
      reason: null,
      before: { isActive: true, status: 'available' },
      after: { isActive: false, status: 'offline' },
    });

    // Activating again: only isActive changes (they stay offline until they go online themselves).
    expect((await patch(id, { isActive: true })).json()).toMatchObject({ isActive: true, status: 'offline' });
    const again = await auditRows(id);
    expect(again).toHaveLength(2);
    expect(again[1]).toMatchObject({ before: { isActive: false }, after: { isActive: true } });
  });

  it('sets the maximum (1..10) with one row of the changed field only', async () => {
    const { id } = await t.factories.driver({ currentOrders: 1, maxOrders: 3 });
    const res = await patch(id, { maxOrders: 5, isActive: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ maxOrders: 5, currentOrders: 1, isActive: true });
    const rows = await auditRows(id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.before).toEqual({ maxOrders: 3 });
    expect(rows[0]!.after).toEqual({ maxOrders: 5 });
  });

  it('refused or empty changes write no row: bounds (400), under the load (409), no such driver (404), no change', async () => {
    const { id } = await t.factories.driver({ status: 'busy', currentOrders: 2, maxOrders: 3 });
    for (const body of [{}, { maxOrders: 0 }, { maxOrders: 11 }, { maxOrders: 2.5 }, { isActive: 'no' }]) {
      const res = await patch(id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    const below = await patch(id, { maxOrders: 1 });
    expect(below.statusCode).toBe(409);
    expect(codeOf(below)).toBe('DRIVER_MAX_BELOW_LOAD');
    // The whole change is refused, the part that would have been allowed too.
    expect((await patch(id, { maxOrders: 1, isActive: false })).statusCode).toBe(409);
    expect(await stored(id)).toMatchObject({ maxOrders: 3, isActive: true, status: 'busy' });

    const missing = await patch('no-such-driver', { isActive: false });
    expect(missing.statusCode).toBe(404);
    expect(codeOf(missing)).toBe('NOT_FOUND');
    // A customer's id is no driver's.
    const customer = await t.factories.user({ role: 'customer' });
    expect((await patch(customer.id, { isActive: false })).statusCode).toBe(404);

    // Asking for what already is: 200, the driver as is, no row.
    const same = await patch(id, { maxOrders: 3, isActive: true });
    expect(same.statusCode).toBe(200);
    expect(same.json()).toMatchObject({ maxOrders: 3, isActive: true, status: 'busy' });
    // Down to exactly the load is allowed.
    expect((await patch(id, { maxOrders: 2 })).statusCode).toBe(200);
    expect((await auditRows(id)).map((r) => r.after)).toEqual([{ maxOrders: 2 }]);
    expect(await auditRows(customer.id)).toHaveLength(0);
  });

  it('other roles are refused (403) and change nothing', async () => {
    const { id } = await t.factories.driver();
    for (const role of ['customer', 'retailer', 'driver'] as const) {
      const other = await t.factories.user({ role });
      expect((await patch(id, { isActive: false }, other.cookie)).statusCode, role).toBe(403);
    }
    expect((await call(t.app, 'PATCH', `/api/admin/drivers/${id}`, { isActive: false })).statusCode).toBe(
      401,
    );
    expect(await stored(id)).toMatchObject({ isActive: true });
    expect(await auditRows(id)).toHaveLength(0);
  });
});

describe('realtime: drivers.changed', () => {
  it("goes to room admin and the driver's own user room when an admin changes a driver", async () => {
    const url = await listenForSockets(t.app);
    const built = await t.factories.driver({ status: 'available' });
    const open = (cookie: string) => openSocket(url, cookie, 5000);
    const console_ = await open(admin.cookie);
    await console_.next((m) => m.kind === 'subscribed' && m.room.startsWith('user:'));
    console_.socket.send(JSON.stringify({ kind: 'subscribe', room: 'admin' }));
    await console_.next((m) => m.kind === 'subscribed' && m.room === 'admin');
    const own = await open(built.cookie);
    await own.next((m) => m.kind === 'subscribed' && m.room === `user:${built.id}`);

    expect((await patch(built.id, { isActive: false })).statusCode).toBe(200);
    const isChange = (room: string) => (m: RealtimeServerMessage) =>
      m.kind === 'event' && m.room === room && m.event.type === 'drivers.changed';
    expect(await console_.next(isChange('admin'))).toMatchObject({
      event: { type: 'drivers.changed', driverId: built.id },
    });
    await own.next(isChange(`user:${built.id}`));
    for (const { socket } of [console_, own]) {
      socket.close();
      if (socket.readyState !== WebSocket.CLOSED) await once(socket, 'close');
    }
  });
});
