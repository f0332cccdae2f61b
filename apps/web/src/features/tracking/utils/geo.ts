const EARTH_RADIUS_M = 6_371_000;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** The great-circle distance between two points, in metres (haversine). */
export function distanceMeters(a: { lng: number; lat: number }, b: { lng: number; lat: number }): number {
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Whole minutes from `at` to `now`, never below 0. */
export function minutesSince(at: string, now: number): number {
  return Math.max(0, Math.floor((now - Date.parse(at)) / 60_000));
}

/**
 * A name put into a sentence of either direction as its own run (first-strong isolate … pop): a Latin
 * name followed by digits in an Arabic sentence keeps its place.
 */
export const isolate = (text: string) => `\u2068${text}\u2069`;
