import { describe, expect, it } from 'vitest';
import { loginUrl, safeNext } from './staff-areas';

describe('staff area redirects', () => {
  it('sends a guarded path to its area login with ?next=', () => {
    expect(loginUrl('retailer', '/retailer/orders?page=2')).toBe(
      '/retailer/login?next=%2Fretailer%2Forders%3Fpage%3D2',
    );
    expect(loginUrl('admin', '/admin')).toBe('/admin-login?next=%2Fadmin');
  });

  it('returns to next only inside the same area', () => {
    expect(safeNext('retailer', '/retailer/orders?page=2')).toBe('/retailer/orders?page=2');
    expect(safeNext('admin', '/admin/drivers')).toBe('/admin/drivers');
    expect(safeNext('driver', null)).toBe('/driver');
    for (const bad of [
      '//evil.example/driver',
      'https://evil.example/driver',
      '/admin',
      '/driverx',
      '/driver/login',
      '/driver/register',
      'driver',
    ]) {
      expect(safeNext('driver', bad), bad).toBe('/driver');
    }
  });
});
