import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { REALTIME_PATH, type RealtimeServerMessage } from '@haflah/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { call } from '../../test-support/http.js';
import { useTestApp } from '../../test-support/test-app.js';

const t = useTestApp();
let url = '';
beforeAll(async () => {
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  url = `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}${REALTIME_PATH}`;
});

/** A socket with its messages collected; `next` waits for the next one matching. */
async function open(headers: Record<string, string>) {
  const socket = new WebSocket(url, { headers });
  const messages: RealtimeServerMessage[] = [];
  const waiters: (() => void)[] = [];
  socket.on('message', (data) => {
    messages.push(JSON.parse(String(data)));
    for (const w of waiters.splice(0)) w();
  });
  await once(socket, 'open');
  const close = async () => {
    socket.close();
    if (socket.readyState !== WebSocket.CLOSED) await once(socket, 'close');
  };
  const next = async (match: (m: RealtimeServerMessage) => boolean, timeoutMs = 2000) => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = messages.find(match);
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`no such message; got ${JSON.stringify(messages)}`);
      await new Promise<void>((resolve) => {
        waiters.push(resolve);
        setTimeout(resolve, 50);
      });
    }
  };
  return { socket, messages, next, close };
}

/** The HTTP status a refused handshake got. */
function refusedWith(headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, { headers });
    socket.on('unexpected-response', (req, res) => {
      resolve(res.statusCode ?? 0);
      req.destroy();
    });
    socket.on('open', () => reject(new Error('the handshake was accepted')));
    socket.on('error', () => undefined);
  });
}

describe('realtime WebSocket', () => {
  it('refuses a handshake without a session (401) or from a foreign origin (403)', async () => {
    expect(await refusedWith({})).toBe(401);
    const { cookie } = await t.factories.user({ role: 'customer' });
    expect(await refusedWith({ cookie, origin: 'https://evil.example' })).toBe(403);
  });

  it("tells a user's socket when their cart changes, and nobody else's", async () => {
    const category = await t.factories.category();
    const retailer = await t.factories.retailer();
    const product = await t.factories.listing({
      retailerId: retailer.id,
      categoryId: category.id,
      kind: 'product',
    });
    const me = await t.factories.user({ role: 'customer' });
    const other = await t.factories.user({ role: 'customer' });
    const mine = await open({ cookie: me.cookie });
    const theirs = await open({ cookie: other.cookie });

    const added = await call(
      t.app,
      'POST',
      '/api/cart/items',
      { listingId: product.id, quantity: 1 },
      {
        cookie: me.cookie,
      },
    );
    expect(added.statusCode).toBe(201);
    expect(await mine.next((m) => m.kind === 'event')).toEqual({
      kind: 'event',
      room: `user:${me.id}`,
      event: { type: 'cart.changed' },
    });
    await new Promise((r) => setTimeout(r, 200));
    expect(theirs.messages).toEqual([{ kind: 'subscribed', room: `user:${other.id}` }]);
    await mine.close();
    await theirs.close();
  });

  it("refuses to join another user's room or an unknown kind of room, and joins one's own", async () => {
    const me = await t.factories.user({ role: 'customer' });
    const other = await t.factories.user({ role: 'customer' });
    const { socket, next, close } = await open({ cookie: me.cookie });
    for (const room of [`user:${other.id}`, 'order:00000000-0000-4000-8000-000000000000']) {
      socket.send(JSON.stringify({ kind: 'subscribe', room }));
      expect(await next((m) => m.kind === 'refused' && m.room === room)).toBeTruthy();
    }
    // In its own room from the start, which it is told.
    expect(await next((m) => m.kind === 'subscribed')).toEqual({ kind: 'subscribed', room: `user:${me.id}` });
    // Garbage is ignored, and the socket stays open.
    socket.send('not json');
    socket.send(JSON.stringify({ kind: 'subscribe', room: 'no room here' }));
    await new Promise((r) => setTimeout(r, 100));
    expect(socket.readyState).toBe(WebSocket.OPEN);
    await close();
  });
});
