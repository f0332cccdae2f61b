import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import net, { type AddressInfo } from 'node:net';
import {
  REALTIME_CLOSE_SESSION_ENDED,
  REALTIME_CLOSE_TOO_MANY_MESSAGES,
  REALTIME_LIMITS,
  REALTIME_PATH,
  type RealtimeServerMessage,
} from '@haflah/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { call } from '../../test-support/http.js';
import { useTestApp } from '../../test-support/test-app.js';

const t = useTestApp();
let url = '';
let port = 0;
beforeAll(async () => {
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  port = (t.app.server.address() as AddressInfo).port;
  url = `ws://127.0.0.1:${port}${REALTIME_PATH}`;
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
  const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
  return { socket, messages, next, close, closed };
}

/** A client's text frame (clients mask theirs: here with a zero key, which leaves the bytes as they are). */
function frame(text: string): Buffer {
  const payload = Buffer.from(text);
  if (payload.length > 125) throw new Error('frame: a short text only');
  return Buffer.concat([Buffer.from([0x81, 0x80 | payload.length, 0, 0, 0, 0]), payload]);
}

/**
 * A WebSocket spoken by hand over TCP, so a test can write megabytes of frames in one go, as fast as
 * the connection takes them: resolves once upgraded; `closeCode` is the code of the server's close
 * frame (undefined if the connection ended without one).
 */
async function rawSocket(cookie: string) {
  const socket = net.connect(port, '127.0.0.1');
  socket.on('error', () => undefined);
  await once(socket, 'connect');
  socket.write(
    [
      `GET ${REALTIME_PATH} HTTP/1.1`,
      `Host: 127.0.0.1:${port}`,
      'Upgrade: websocket',
      'Connection: Upgrade',
      'Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==',
      'Sec-WebSocket-Version: 13',
      `Cookie: ${cookie}`,
      '',
      '',
    ].join('\r\n'),
  );
  let buffer = Buffer.alloc(0);
  let upgraded = false;
  let closeCode: number | undefined;
  const ended = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    socket.on('data', (chunk: Buffer) => {
      buffer = Buffer.concat([buffer, chunk]);
      if (!upgraded) {
        const end = buffer.indexOf('\r\n\r\n');
        if (end < 0) return;
        const status = buffer.subarray(0, end).toString().split(' ')[1];
        if (status !== '101') return reject(new Error(`handshake answered ${status}`));
        buffer = buffer.subarray(end + 4);
        upgraded = true;
        resolve();
      }
      // The server's frames are not masked; its messages here are short.
      while (buffer.length >= 2) {
        const opcode = buffer[0]! & 0x0f;
        let length = buffer[1]! & 0x7f;
        let offset = 2;
        if (length === 126) {
          if (buffer.length < 4) break;
          length = buffer.readUInt16BE(2);
          offset = 4;
        }
        if (buffer.length < offset + length) break;
        if (opcode === 8) closeCode = buffer.readUInt16BE(offset);
        buffer = buffer.subarray(offset + length);
      }
    });
  });
  return {
    socket,
    /** Resolves when the connection is gone, with the code the server closed it with. */
    closed: ended.then(() => closeCode),
  };
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
    const retailer = await t.factories.shop();
    const product = await t.factories.listing({
      shopId: retailer.id,
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

  it("closes a socket flooding 50,000 subscribes, and another user's requests take under 100 ms meanwhile", async () => {
    const flooder = await t.factories.user({ role: 'customer' });
    const other = await t.factories.user({ role: 'customer' });
    // Each to a room of its own (an order: a database query to authorise), 3.3 MB in all.
    const frames = Buffer.concat(
      Array.from({ length: 50_000 }, () =>
        frame(JSON.stringify({ kind: 'subscribe', room: `order:${randomUUID()}` })),
      ),
    );
    const cart = async () => {
      const startedAt = performance.now();
      const res = await fetch(`http://127.0.0.1:${port}/api/cart`, {
        headers: { cookie: other.cookie },
        signal: AbortSignal.timeout(10_000),
      });
      expect(res.status).toBe(200);
      await res.arrayBuffer();
      return performance.now() - startedAt;
    };
    // The connection to the server is made and the route is warm before the flood.
    for (let i = 0; i < 3; i++) await cart();

    const flood = await rawSocket(flooder.cookie);
    flood.socket.write(frames);
    // Fifteen requests one after another while the server takes the flood (before the fix, the first
    // already waited seconds behind the queries and the outbox scans).
    const durations: number[] = [];
    for (let i = 0; i < 15; i++) {
      durations.push(await cart());
      await new Promise((r) => setTimeout(r, 20));
    }
    // The socket was closed for its flood (and cut), not left to be read to the end.
    expect(await flood.closed).toBe(REALTIME_CLOSE_TOO_MANY_MESSAGES);
    // Under 100 ms as a rule (the median); a single request on a shared 2-core machine can still wait
    // behind a garbage collection or another process, so the slowest is held to "no stall" (before the
    // fix it waited seconds).
    durations.sort((a, b) => a - b);
    expect(durations[Math.floor(durations.length / 2)]).toBeLessThan(100);
    expect(durations.at(-1)).toBeLessThan(1_000);
  });

  it('closes a socket that sends a frame larger than a client message can be (1009)', async () => {
    const me = await t.factories.user({ role: 'customer' });
    const { socket, closed } = await open({ cookie: me.cookie });
    socket.send(
      JSON.stringify({ kind: 'subscribe', room: `user:${'x'.repeat(REALTIME_LIMITS.frameBytes)}` }),
    );
    expect(await closed).toBe(1009);
  });

  it("closes the socket when its session ends: signed out (SESSION_ENDED), and no one else's", async () => {
    const me = await t.factories.user({ role: 'customer' });
    const other = await t.factories.user({ role: 'customer' });
    const mine = await open({ cookie: me.cookie });
    const theirs = await open({ cookie: other.cookie });
    expect((await call(t.app, 'POST', '/api/auth/logout', undefined, { cookie: me.cookie })).statusCode).toBe(
      200,
    );
    expect(await mine.closed).toBe(REALTIME_CLOSE_SESSION_ENDED);
    expect(theirs.socket.readyState).toBe(WebSocket.OPEN);
    await theirs.close();
  });

  it('closes the socket when its account is deleted', async () => {
    const me = await t.factories.user({ role: 'customer' });
    const mine = await open({ cookie: me.cookie });
    expect((await call(t.app, 'DELETE', '/api/account', undefined, { cookie: me.cookie })).statusCode).toBe(
      200,
    );
    expect(await mine.closed).toBe(REALTIME_CLOSE_SESSION_ENDED);
  });

  it("closes the socket when its user's role changes (ADMIN_EMAIL promotes an account at boot)", async () => {
    const me = await t.factories.user({ role: 'customer' });
    const other = await t.factories.user({ role: 'customer' });
    const mine = await open({ cookie: me.cookie });
    const theirs = await open({ cookie: other.cookie });
    await t.app.services.auth.ensureAccount({
      email: me.email,
      password: 'Unused-pass-1',
      name: 'Me',
      role: 'admin',
    });
    expect(await mine.closed).toBe(REALTIME_CLOSE_SESSION_ENDED);
    // The same role again changes nothing.
    await t.app.services.auth.ensureAccount({
      email: other.email,
      password: 'Unused-pass-1',
      name: 'Other',
      role: 'customer',
    });
    await new Promise((r) => setTimeout(r, 200));
    expect(theirs.socket.readyState).toBe(WebSocket.OPEN);
    await theirs.close();
  });
});
