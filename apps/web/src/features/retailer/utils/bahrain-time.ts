/**
 * A datetime-local value ('2026-11-28T09:00') read as Bahrain time (UTC+3 all year, no daylight
 * saving), whatever zone the device is set to: the ISO time with its offset, or null if it is not one.
 */
export function bahrainInputToIso(value: string): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value.trim());
  if (!m) return null;
  const iso = `${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}:00+03:00`;
  return Number.isNaN(Date.parse(iso)) ? null : iso;
}

/** Today (or `at`'s day) in Bahrain as YYYY-MM-DD: UTC+3 all year, so three hours on from UTC. */
export const bahrainDay = (at: Date = new Date()) =>
  new Date(at.getTime() + 3 * 3_600_000).toISOString().slice(0, 10);

/** `at` as a datetime-local value in Bahrain ('2026-11-26T14:05'): the bounds of the reopening time. */
export const bahrainInputValue = (at: Date) =>
  new Date(at.getTime() + 3 * 3_600_000).toISOString().slice(0, 16);
