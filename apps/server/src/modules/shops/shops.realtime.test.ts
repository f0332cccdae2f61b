import type { RealtimeServerMessage } from '@haflah/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../test-support/http.js';
import { listenForSockets, openSocket } from '../../test-support/realtime.js';
import { RETAILER_URL, retailerBody } from '../../test-support/sign-ups.js';
import { useTestApp } from '../../test-support/test-app.js';

const t = useTestApp();
let url = '';
beforeAll(async () => {
  url = await listenForSockets(t.app);
});

/** A signed-in socket; `next` waits for the first message matching (2 s at most). */
const open = (cookie: string) => openSocket(url, cookie);

const changed = (shopId: string) => (m: RealtimeServerMessage) =>
  m.kind === 'event' && m.room === `shop:${shopId}` && m.event.type === 'shop.changed';

describe('realtime: shop.changed to room shop:<id>', () => {
  it('opens the room to its owner and admins only', async () => {
    const owner = await t.factories.user({ role: 'retailer' });
    const shop = await t.factories.shop({ ownerUserId: owner.id, status: 'pending' });
    const room = `shop:${shop.id}`;
    const expectations = [
      [owner, 'subscribed'],
      [await t.factories.user({ role: 'admin' }), 'subscribed'],
      [await t.factories.user({ role: 'retailer' }), 'refused'],
      [await t.factories.user({ role: 'customer' }), 'refused'],
    ] as const;
    for (const [user, answer] of expectations) {
      const socket = await open(user.cookie);
      expect(await socket.subscribe(room)).toEqual({ kind: answer, room });
      await socket.close();
    }
  });

  it("tells the owner's screen when an admin approves or rejects, and when the owner changes the shop", async () => {
    const owner = await t.factories.user({ role: 'retailer' });
    const admin = await t.factories.user({ role: 'admin' });
    const shop = await t.factories.shop({ ownerUserId: owner.id, status: 'pending' });
    // A decision is taken once (a decided shop answers 409): the rejection is another pending shop's.
    const other = await t.factories.shop({ ownerUserId: owner.id, status: 'pending' });
    const socket = await open(owner.cookie);
    expect(await socket.subscribe(`shop:${shop.id}`)).toMatchObject({ kind: 'subscribed' });
    expect(await socket.subscribe(`shop:${other.id}`)).toMatchObject({ kind: 'subscribed' });
    expect(
      (
        await call(
          t.app,
          'POST',
          `/api/admin/shops/${other.id}/reject`,
          { reason: 'Blurry CR' },
          { cookie: admin.cookie },
        )
      ).statusCode,
    ).toBe(200);
    expect(await socket.next(changed(other.id))).toEqual({
      kind: 'event',
      room: `shop:${other.id}`,
      event: { type: 'shop.changed', shopId: other.id },
    });

    const steps: [string, () => Promise<{ statusCode: number }>][] = [
      [
        'approve',
        () => call(t.app, 'POST', `/api/admin/shops/${shop.id}/approve`, undefined, { cookie: admin.cookie }),
      ],
      [
        'profile',
        () => call(t.app, 'PATCH', '/api/retailer/shop', { deliveryMinutes: 40 }, { cookie: owner.cookie }),
      ],
      [
        'pause',
        () => call(t.app, 'POST', '/api/retailer/shop/pause', { reason: 'Eid' }, { cookie: owner.cookie }),
      ],
      [
        'reopen',
        () => call(t.app, 'DELETE', '/api/retailer/shop/pause', undefined, { cookie: owner.cookie }),
      ],
    ];
    for (const [step, run] of steps) {
      socket.messages.length = 0;
      expect((await run()).statusCode, step).toBe(200);
      expect(await socket.next(changed(shop.id)), step).toEqual({
        kind: 'event',
        room: `shop:${shop.id}`,
        event: { type: 'shop.changed', shopId: shop.id },
      });
    }
    await socket.close();
  });
});

describe('realtime: shops.changed to room admin', () => {
  const toAdmins = (m: RealtimeServerMessage) =>
    m.kind === 'event' && m.room === 'admin' && m.event.type === 'shops.changed';

  it('is open to admins only', async () => {
    for (const role of ['customer', 'retailer', 'driver'] as const) {
      const socket = await open((await t.factories.user({ role })).cookie);
      expect(await socket.subscribe('admin'), role).toMatchObject({ kind: 'refused' });
      expect(await socket.subscribe(`admin:${crypto.randomUUID()}`), role).toMatchObject({ kind: 'refused' });
      await socket.close();
    }
    const socket = await open((await t.factories.user({ role: 'admin' })).cookie);
    expect(await socket.subscribe(`admin:${crypto.randomUUID()}`)).toMatchObject({ kind: 'refused' });
    expect(await socket.subscribe('admin')).toMatchObject({ kind: 'subscribed' });
    await socket.close();
  });

  it('tells the admins when a shop applies and when one is approved or rejected', async () => {
    const admin = await t.factories.user({ role: 'admin' });
    const socket = await open(admin.cookie);
    expect(await socket.subscribe('admin')).toMatchObject({ kind: 'subscribed' });

    const signUp = await call(t.app, 'POST', RETAILER_URL, retailerBody(), { ip: '10.8.0.1' });
    expect(signUp.statusCode, signUp.body).toBe(200);
    expect(await socket.next(toAdmins)).toEqual({
      kind: 'event',
      room: 'admin',
      event: { type: 'shops.changed' },
    });

    for (const decide of ['approve', 'reject'] as const) {
      const shop = await t.factories.shop({ status: 'pending' });
      socket.messages.length = 0;
      const res = await call(
        t.app,
        'POST',
        `/api/admin/shops/${shop.id}/${decide}`,
        decide === 'reject' ? { reason: 'Missing CR' } : undefined,
        { cookie: admin.cookie },
      );
      expect(res.statusCode, res.body).toBe(200);
      expect(await socket.next(toAdmins), decide).toMatchObject({ event: { type: 'shops.changed' } });
    }
    await socket.close();
  });

  it("tells the admins and the shop's own room when a shop is suspended and reinstated", async () => {
    const admin = await t.factories.user({ role: 'admin' });
    const owner = await t.factories.user({ role: 'retailer' });
    const shop = await t.factories.shop({ ownerUserId: owner.id });
    const admins = await open(admin.cookie);
    expect(await admins.subscribe('admin')).toMatchObject({ kind: 'subscribed' });
    const own = await open(owner.cookie);
    expect(await own.subscribe(`shop:${shop.id}`)).toMatchObject({ kind: 'subscribed' });
    const toShop = (m: RealtimeServerMessage) =>
      m.kind === 'event' && m.room === `shop:${shop.id}` && m.event.type === 'shop.changed';

    for (const [step, body] of [
      ['suspend', { reason: 'Complaints' }],
      ['reinstate', {}],
    ] as const) {
      admins.messages.length = 0;
      own.messages.length = 0;
      const res = await call(t.app, 'POST', `/api/admin/shops/${shop.id}/${step}`, body, {
        cookie: admin.cookie,
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(await admins.next(toAdmins), step).toMatchObject({ event: { type: 'shops.changed' } });
      expect(await own.next(toShop), step).toMatchObject({
        event: { type: 'shop.changed', shopId: shop.id },
      });
    }
    await admins.close();
    await own.close();
  });
});
