import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from './test-support/test-app.js';

const t = useTestApp();

/** The hooks Fastify's route table lists under a route's line (`• (onRequest) ["onRequest()"]`). */
function hooksOf(route: string): string[] {
  const lines = t.app.printRoutes({ includeHooks: true, commonPrefix: false }).split('\n');
  const at = lines.findIndex((line) => line.includes(route));
  expect(at, `${route} in the route table`).toBeGreaterThanOrEqual(0);
  const hooks: string[] = [];
  for (const line of lines.slice(at + 1)) {
    if (!line.includes('•')) break;
    hooks.push(line.slice(line.indexOf('•') + 1).trim());
  }
  return hooks;
}

const answer = (res: { status: number; headers: Headers }, body: string) => ({
  status: res.status,
  type: res.headers.get('content-type'),
  length: res.headers.get('content-length'),
  cache: res.headers.get('cache-control'),
  encoding: res.headers.get('content-encoding'),
  body,
});

const HEALTHY = {
  status: 200,
  type: 'application/json; charset=utf-8',
  length: '15',
  cache: 'no-store',
  encoding: null,
  body: '{"status":"ok"}',
};

describe('GET /healthz through Fastify (app.inject, and /healthz?… on a socket)', () => {
  it('answers {"status":"ok"} as JSON, not stored, never compressed, and to HEAD', async () => {
    const res = await t.app.inject({ url: '/healthz', headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(HEALTHY.type);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe(HEALTHY.body);

    const head = await t.app.inject({ method: 'HEAD', url: '/healthz' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe(HEALTHY.type);
    expect(head.body).toBe('');
  });

  it('runs only the hooks every request runs (security headers, the Origin check): nothing to compress', () => {
    expect(hooksOf('/healthz (GET)')).toEqual(['(onRequest) ["securityHeaders()","foreignOriginCheck()"]']);
  });
});

describe('GET /healthz on a listening server (answered before Fastify)', () => {
  let base: string;
  beforeAll(async () => {
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => t.app.server.close());

  it('answers the same bytes and headers as the Fastify route, GET and HEAD', async () => {
    const direct = await fetch(`${base}/healthz`, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(answer(direct, await direct.text())).toEqual(HEALTHY);
    // With a query string the probe falls through to Fastify's route: the same answer.
    const routed = await fetch(`${base}/healthz?from=lb`, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(answer(routed, await routed.text())).toEqual(HEALTHY);

    const head = await fetch(`${base}/healthz`, { method: 'HEAD' });
    expect(answer(head, await head.text())).toEqual({ ...HEALTHY, body: '' });
  });

  it('leaves every other request to Fastify', async () => {
    const post = await fetch(`${base}/healthz`, { method: 'POST' });
    expect(post.status).toBe(404);
    expect(await post.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
    const categories = await fetch(`${base}/api/categories`);
    expect(categories.status).toBe(200);
    expect(await categories.json()).toHaveProperty('categories');
  });

  it('keeps the timeouts Fastify would set on its own server', () => {
    expect(t.app.server.keepAliveTimeout).toBe(t.app.initialConfig.keepAliveTimeout);
    expect(t.app.server.requestTimeout).toBe(
      (t.app.initialConfig as { requestTimeout?: number }).requestTimeout,
    );
  });
});
