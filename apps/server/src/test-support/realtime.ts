import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { REALTIME_PATH, type RealtimeServerMessage } from '@haflah/contracts';
import WebSocket from 'ws';
import type { TestAppHandle } from './test-app.js';

/** Starts the test app listening on a free local port; the URL of its realtime socket. */
export async function listenForSockets(app: TestAppHandle['app']): Promise<string> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  return `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}${REALTIME_PATH}`;
}

/**
 * A signed-in socket on `url`; `next` waits for the first message matching (`waitMs` at most),
 * `subscribe` asks for a room and answers whether it was `subscribed` or `refused`.
 */
export async function openSocket(url: string, cookie: string, waitMs = 2000) {
  const socket = new WebSocket(url, { headers: { cookie } });
  const messages: RealtimeServerMessage[] = [];
  socket.on('message', (data) => messages.push(JSON.parse(String(data))));
  await once(socket, 'open');
  const next = async (match: (m: RealtimeServerMessage) => boolean) => {
    const deadline = Date.now() + waitMs;
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
  return { socket, messages, next, subscribe, close };
}
