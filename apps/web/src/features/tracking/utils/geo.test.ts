import { describe, expect, it } from 'vitest';
import { distanceMeters, minutesSince } from './geo';

describe('distanceMeters (haversine)', () => {
  it.each([
    ['the same point', { lng: 50.58, lat: 26.22 }, { lng: 50.58, lat: 26.22 }, 0, 0.01],
    [
      'Manama to Muharraq (about 4.6 km)',
      { lng: 50.5876, lat: 26.2235 },
      { lng: 50.611, lat: 26.257 },
      4_390,
      150,
    ],
    ['ten metres north', { lng: 50.58, lat: 26.22 }, { lng: 50.58, lat: 26.22009 }, 10, 0.2],
    ['a degree of longitude at the equator', { lng: 0, lat: 0 }, { lng: 1, lat: 0 }, 111_195, 5],
  ])('%s', (_name, a, b, metres, tolerance) => {
    expect(Math.abs(distanceMeters(a, b) - metres)).toBeLessThanOrEqual(tolerance);
  });
});

describe('minutesSince', () => {
  const now = Date.parse('2026-11-26T09:10:00Z');
  it.each([
    ['2026-11-26T09:10:00Z', 0],
    ['2026-11-26T09:09:01Z', 0],
    ['2026-11-26T09:09:00Z', 1],
    ['2026-11-26T08:55:30Z', 14],
    ['2026-11-26T09:11:00Z', 0],
  ])('%s → %i', (at, minutes) => expect(minutesSince(at, now)).toBe(minutes));
});
