import { randomUUID } from 'node:crypto';
import { apiErrorSchema } from '@haflah/contracts';
import { describe, expect, it } from 'vitest';
import { nextIp } from './test-support/http.js';
import { useTestApp } from './test-support/test-app.js';

/** Searches and availability checks, which anyone may send, are limited per address. */

const PER_MINUTE = 5;
const t = useTestApp({ config: { READ_RATE_LIMIT_PER_MINUTE: PER_MINUTE } });

const get = (url: string, ip: string) => t.app.inject({ url, remoteAddress: ip });

async function expectLimitedAfter(url: () => string, ip: string) {
  for (let i = 0; i < PER_MINUTE; i++) {
    const res = await get(url(), ip);
    expect(res.statusCode, res.body).not.toBe(429);
  }
  const refused = await get(url(), ip);
  expect(refused.statusCode).toBe(429);
  expect(apiErrorSchema.parse(refused.json()).error.code).toBe('RATE_LIMITED');
  const retryAfter = Number(refused.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(60);
  expect(refused.headers['cache-control']).toBe('no-store');
}

describe('public reads that cost the database work', () => {
  it('searches: a limit per address, with Retry-After; other addresses are not affected', async () => {
    const ip = nextIp();
    let n = 0;
    await expectLimitedAfter(() => `/api/items?q=${encodeURIComponent(`cake ${n++}`)}`, ip);
    expect((await get('/api/items?q=cake', nextIp())).statusCode).toBe(200);
  });

  it('lists without words are not searches and stay unlimited', async () => {
    const ip = nextIp();
    for (let i = 0; i < PER_MINUTE * 3; i++) {
      expect((await get('/api/items', ip)).statusCode).toBe(200);
      expect((await get('/api/categories', ip)).statusCode).toBe(200);
    }
  });

  it('availability checks: a limit per address', async () => {
    const start = new Date(Date.now() + 86_400_000).toISOString().replace(/\.\d+Z$/, '.000Z');
    await expectLimitedAfter(
      () => `/api/availability?listingId=${randomUUID()}&start=${start}&hours=2`,
      nextIp(),
    );
  });

  it('RSVP links (no sign-in): a limit per address, so tokens cannot be tried at speed', async () => {
    const token = 'x'.repeat(43);
    await expectLimitedAfter(() => `/api/rsvp/${token}`, nextIp());
  });

  it('answers under the limit carry no rate-limit headers', async () => {
    const res = await get('/api/items?q=cake', nextIp());
    expect(Object.keys(res.headers).filter((h) => h.startsWith('x-ratelimit'))).toEqual([]);
  });
});
