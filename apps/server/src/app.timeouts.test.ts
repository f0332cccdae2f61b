import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-support/test-app.js';

/**
 * A client that announces a body and never sends it all (or never finishes its headers) gets 408 and
 * loses the connection once REQUEST_TIMEOUT_MS has passed, instead of holding it for minutes.
 */

const TIMEOUT_MS = 1_000;
/** Far above the timeout plus Node's once-a-second check, for a loaded machine; far below minutes. */
const GIVE_UP_MS = 15_000;

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp({ REQUEST_TIMEOUT_MS: TIMEOUT_MS });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  port = (t.app.server.address() as net.AddressInfo).port;
});
afterAll(() => t.close());

/** Sends `text`, then waits for the server to close the connection; what it answered, and when. */
function sendAndWait(text: string): Promise<{ answer: string; closedAfterMs: number }> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    let answer = '';
    const socket = net.connect(port, '127.0.0.1', () => socket.write(text));
    const giveUp = setTimeout(() => {
      socket.destroy();
      reject(new Error(`the connection was still open after ${GIVE_UP_MS} ms`));
    }, GIVE_UP_MS);
    socket.on('data', (d) => {
      answer += d.toString();
    });
    socket.on('error', () => {});
    socket.on('close', () => {
      clearTimeout(giveUp);
      resolve({ answer, closedAfterMs: Date.now() - started });
    });
  });
}

describe('slow requests', () => {
  it('a body that stops short of its Content-Length gets 408 and the connection closed', async () => {
    const { answer, closedAfterMs } = await sendAndWait(
      'POST /api/auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
        'Content-Length: 50\r\n\r\n{"email',
    );
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(closedAfterMs).toBeGreaterThanOrEqual(TIMEOUT_MS - 50);
  });

  it('headers that never end get the connection closed too', async () => {
    const { closedAfterMs } = await sendAndWait(
      'GET /api/categories HTTP/1.1\r\nHost: localhost\r\nX-Slow: ',
    );
    expect(closedAfterMs).toBeGreaterThanOrEqual(TIMEOUT_MS - 50);
  });

  it('a request sent in time is answered as usual on the same server', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/api/categories`);
    expect(res.status).toBe(200);
  });
});
