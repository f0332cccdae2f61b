import type { RealtimeServerMessage } from '@haflah/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { call } from '../../test-support/http.js';
import { orderScene } from '../../test-support/order-scene.js';
import { listenForSockets, openSocket } from '../../test-support/realtime.js';
import { useTestApp } from '../../test-support/test-app.js';
import { deliveries } from './deliveries.schema.js';

const t = useTestApp();

const isEvent = (room: string, type: string) => (m: RealtimeServerMessage) =>
  m.kind === 'event' && m.room === room && m.event.type === type;

describe('deliveries, live', () => {
  it('offered drivers hear of the offer and of its taking; the customer sees a driver, then shipped', async () => {
    const url = await listenForSockets(t.app);
    const [a, b] = [
      await t.factories.driver({ status: 'available' }),
      await t.factories.driver({ status: 'available' }),
    ];
    const scene = await orderScene(t.factories, { customerName: 'Mariam Yousif' });
    const order = await scene.order({ status: 'processing' });
    const open = (cookie: string) => openSocket(url, cookie, 5000);
    const [socketA, socketB, customer] = [
      await open(a.cookie),
      await open(b.cookie),
      await open(scene.customer.cookie),
    ];
    for (const [s, id] of [
      [socketA, a.id],
      [socketB, b.id],
      [customer, scene.customer.id],
    ] as const)
      await s.next((m) => m.kind === 'subscribed' && m.room === `user:${id}`);

    const ready = await call(t.app, 'POST', `/api/retailer/orders/${order.id}/ready`, undefined, {
      cookie: scene.owner.cookie,
    });
    expect(ready.statusCode, ready.body).toBeLessThan(300);
    const [delivery] = await t.db.select().from(deliveries).where(eq(deliveries.orderId, order.id));
    const offered = { type: 'deliveries.changed', deliveryId: delivery!.id };
    expect(await socketA.next(isEvent(`user:${a.id}`, 'deliveries.changed'))).toMatchObject({
      event: offered,
    });
    expect(await socketB.next(isEvent(`user:${b.id}`, 'deliveries.changed'))).toMatchObject({
      event: offered,
    });
    // The code is in no event.
    expect(JSON.stringify([socketA.messages, socketB.messages])).not.toContain(delivery!.code);

    const before = customer.messages.length;
    const accepted = await call(t.app, 'POST', `/api/driver/deliveries/${delivery!.id}/accept`, undefined, {
      cookie: a.cookie,
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    // B's offer is withdrawn: B hears of it again.
    await socketB.next(
      (m) =>
        isEvent(`user:${b.id}`, 'deliveries.changed')(m) &&
        socketB.messages.filter(isEvent(`user:${b.id}`, 'deliveries.changed')).length >= 2,
    );
    const seen = () => customer.messages.slice(before);
    await customer.next(
      (m) => seen().includes(m) && isEvent(`user:${scene.customer.id}`, 'order.changed')(m),
    );

    const mark = customer.messages.length;
    await call(t.app, 'POST', `/api/driver/deliveries/${delivery!.id}/pickup`, undefined, {
      cookie: a.cookie,
    });
    await customer.next(
      (m) => customer.messages.indexOf(m) >= mark && isEvent(`user:${scene.customer.id}`, 'order.changed')(m),
    );
    for (const s of [socketA, socketB, customer]) await s.close();
  });
});
