import type { RealtimeServerMessage } from '@haflah/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, nextIp } from '../../test-support/http.js';
import { listenForSockets, openSocket } from '../../test-support/realtime.js';
import { useTestApp } from '../../test-support/test-app.js';

const t = useTestApp();
let url = '';
beforeAll(async () => {
  url = await listenForSockets(t.app);
});

/** A signed-in socket; `next` waits for the first message matching (2 s at most). */
const open = (cookie: string) => openSocket(url, cookie);

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
