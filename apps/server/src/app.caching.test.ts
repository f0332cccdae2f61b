import { describe, expect, it } from 'vitest';
import { useTestApp } from './test-support/test-app.js';

const t = useTestApp();

const get = (url: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

describe('what may be kept by a browser or proxy', () => {
  it('no API answer with a session or personal data: the staff areas, the account, the cart, errors', async () => {
    const admin = await t.factories.user({ role: 'admin' });
    const retailer = await t.factories.user({ role: 'retailer' });
    const driver = await t.factories.user({ role: 'driver' });
    const customer = await t.factories.user({ role: 'customer' });
    for (const [url, cookie] of [
      ['/api/admin/shops', admin.cookie],
      ['/api/retailer/shops', retailer.cookie],
      ['/api/driver/me', driver.cookie],
      ['/api/auth/session', customer.cookie],
      ['/api/cart', customer.cookie],
      ['/api/account/export', customer.cookie],
      ['/api/admin/shops', undefined],
      ['/api/nothing-here', undefined],
    ] as const) {
      const res = await get(url, cookie);
      expect(res.headers['cache-control'], `${url}: ${res.statusCode}`).toBe('no-store');
    }
  });

  it('the public catalogue lists, briefly', async () => {
    const res = await get('/api/categories');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=30');
  });
});
