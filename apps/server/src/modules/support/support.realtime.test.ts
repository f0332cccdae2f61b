import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { REALTIME_PATH, type RealtimeServerMessage } from '@haflah/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { call, nextIp } from '../../test-support/http.js';
import { useTestApp } from '../../test-support/test-app.js';

const t = useTestApp();
let url = '';
beforeAll(async () => {
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  url = `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}${REALTIME_PATH}`;
});

/** A signed-in socket; `next` waits for the first message matching (2 s at most). */
async function open(cookie: string) {
  const socket = new WebSocket(url, { headers: { cookie } });
  const messages: RealtimeServerMessage[] = [];
  socket.on('message', (data) => messages.push(JSON.parse(String(data))));
  await once(socket, 'open');
  const next = async (match: (m: RealtimeServerMessage) => boolean) => {
    const deadline = Date.now() + 2000;
    for (;;) {
      const found = messages.find(match);
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`no such message; got ${JSON.stringify(messages)}`);
      await new Promise((r) => setTimeout(r, 20));
    }
  };
  const subscribe = (room: string) => {
    socket.send(JSON.stringify({ kind: 'subscribe', room }));
    return next((m) => (m.kind === 'subscribed' || m.kind === 'refused') && m.room === room);
  };
  const close = async () => {
    socket.close();
    if (socket.readyState !== WebSocket.CLOSED) await once(socket, 'close');
  };
  return { messages, next, subscribe, close };
}

const supportChanged = (room: string, requestId: string) => (m: RealtimeServerMessage) =>
  m.kind === 'event' &&
  m.room === room &&
  m.event.type === 'support.changed' &&
  m.event.requestId === requestId;

describe('realtime: support.changed', () => {
  it('a new request reaches the admins’ room and its author’s; an answer reaches its author, not another customer', async () => {
    const admin = await t.factories.user({ role: 'admin' });
    const author = await t.factories.user();
    const other = await t.factories.user();
    const admins = await open(admin.cookie);
    expect(await admins.subscribe('admin')).toEqual({ kind: 'subscribed', room: 'admin' });
    const mine = await open(author.cookie);
    await mine.next((m) => m.kind === 'subscribed' && m.room === `user:${author.id}`);
    const theirs = await open(other.cookie);
    await theirs.next((m) => m.kind === 'subscribed' && m.room === `user:${other.id}`);

    const sent = await call(
      t.app,
      'POST',
      '/api/support/requests',
      { topic: 'other', message: 'Do you deliver to Amwaj on Fridays?', locale: 'en' },
      { cookie: author.cookie, ip: nextIp() },
    );
    expect(sent.statusCode, sent.body).toBe(201);
    const { id } = sent.json() as { id: string };
    await admins.next(supportChanged('admin', id));
    await mine.next(supportChanged(`user:${author.id}`, id));

    const answered = await call(
      t.app,
      'POST',
      `/api/admin/support/${id}/answer`,
      { message: 'Yes, we do.' },
      {
        cookie: admin.cookie,
      },
    );
    expect(answered.statusCode, answered.body).toBe(200);
    await mine.next(
      (m) =>
        supportChanged(`user:${author.id}`, id)(m) &&
        mine.messages.filter(supportChanged(`user:${author.id}`, id)).length >= 2,
    );
    expect(theirs.messages.some((m) => m.kind === 'event' && m.event.type === 'support.changed')).toBe(false);
    for (const s of [admins, mine, theirs]) await s.close();
  });
});
