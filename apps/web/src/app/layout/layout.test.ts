import { describe, expect, it } from 'vitest';
import { networkState } from './NetworkBanner';
import { showsBottomNav } from './nav-items';

describe('showsBottomNav', () => {
  it('shows on customer paths', () => {
    for (const p of ['/', '/orders', '/cart', '/product/1', '/retailers-guide', '/drivers']) {
      expect(showsBottomNav(p)).toBe(true);
    }
  });
  it('hides under the staff areas', () => {
    for (const p of [
      '/admin',
      '/admin/drivers',
      '/admin-login',
      '/retailer',
      '/retailer/login',
      '/driver/deliveries',
    ]) {
      expect(showsBottomNav(p)).toBe(false);
    }
  });
});

describe('networkState', () => {
  it('is offline without a connection, whatever the type', () => {
    expect(networkState(false, '4g')).toBe('offline');
  });
  it('is slow on slow-2g and 2g only', () => {
    expect(networkState(true, 'slow-2g')).toBe('slow');
    expect(networkState(true, '2g')).toBe('slow');
    expect(networkState(true, '3g')).toBe('online');
    expect(networkState(true, undefined)).toBe('online');
  });
});
