import { randomUUID } from 'node:crypto';
import { apiErrorSchema } from '@haflah/contracts';
import { describe, expect, it } from 'vitest';
import { listRoutes, nextIp, uniqueEmail } from './test-support/http.js';
import { useTestApp } from './test-support/test-app.js';
import { TEST_APP_CONFIG } from './test-support/test-config.js';

/**
 * A state-changing request from a foreign Origin is refused before any route runs: SameSite=Lax
 * cookies keep other sites out, not a sibling subdomain or a sandboxed frame.
 */

const t = useTestApp();
const PUBLIC_ORIGIN = new URL(TEST_APP_CONFIG.PUBLIC_URL).origin;

const login = (origin: string | undefined, host = 'shop.haflah.test') =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress: nextIp(),
    headers: { host, ...(origin === undefined ? {} : { origin }) },
    payload: { email: uniqueEmail('origin'), password: 'not the password' },
  });

describe('foreign origins', () => {
  it.each([
    ['another site', 'https://evil.example'],
    ['a sibling subdomain', 'https://evil.haflah.test'],
    ['the same host on another port', 'http://shop.haflah.test:8443'],
    ['the same host over https on this http deployment', 'https://shop.haflah.test'],
    ['the public host over https (the public URL is http)', PUBLIC_ORIGIN.replace('http:', 'https:')],
    ['the public host on another port', 'http://localhost:3001'],
    ['the same host on its default port under another scheme', 'https://shop.haflah.test:80'],
    ['a sandboxed frame or a file', 'null'],
    ['nonsense', 'not a url'],
  ])('%s is refused with 403 FORBIDDEN, in the shape of every error', async (_what, origin) => {
    const res = await login(origin);
    expect(res.statusCode).toBe(403);
    expect(apiErrorSchema.parse(res.json()).error.code).toBe('FORBIDDEN');
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it.each([
    ['the host the request was sent to', 'http://shop.haflah.test'],
    ['the host the request was sent to, its default port written out', 'http://shop.haflah.test:80'],
    ['the public URL (behind a proxy that renames the host)', PUBLIC_ORIGIN],
    ['no Origin at all (not a browser: curl, another server)', undefined],
  ])('%s goes through to the route', async (_what, origin) => {
    const res = await login(origin);
    expect(res.statusCode, res.body).toBe(401);
    expect(res.json().error.code).toBe('INVALID_CREDENTIALS');
  });

  it('reads stay open to any origin (the browser keeps the answer from a foreign page)', async () => {
    const res = await t.app.inject({ url: '/api/categories', headers: { origin: 'https://evil.example' } });
    expect(res.statusCode).toBe(200);
  });

  it('every route that changes something refuses a foreign origin', async () => {
    const changing = listRoutes(t.app).filter((r) => !['GET', 'HEAD', 'OPTIONS'].includes(r.method));
    expect(changing.length).toBeGreaterThan(5);
    for (const route of changing) {
      const url = route.url.replace(/:\w+/g, randomUUID());
      const res = await t.app.inject({
        method: route.method as 'POST',
        url,
        headers: { origin: 'https://evil.example' },
        payload: {},
      });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(403);
    }
  });
});

describe('foreign origins on an https deployment', () => {
  const https = useTestApp({ config: { PUBLIC_URL: 'https://haflah.test' } });
  const send = (origin: string, host: string) =>
    https.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: nextIp(),
      headers: { host, origin },
      payload: { email: uniqueEmail('origin'), password: 'not the password' },
    });

  it.each([
    ['the public URL', 'https://haflah.test', 'haflah.test', 401],
    [
      'the host sent to, under the public scheme (TLS ends at a proxy)',
      'https://shop.haflah.test',
      'shop.haflah.test',
      401,
    ],
    ['the public host over plain http', 'http://haflah.test', 'haflah.test', 403],
    ['the public host on another port', 'https://haflah.test:8443', 'haflah.test', 403],
  ])('%s: %s → %s', async (_what, origin, host, status) => {
    expect((await send(origin, host)).statusCode).toBe(status);
  });
});
