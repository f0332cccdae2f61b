import { z } from 'zod/mini';
import { bahrainDate, bahrainToUtc } from './timeslot.js';

/**
 * Product deliveries come in a window on a day, chosen at checkout: the shop's driver arrives within
 * it. Bahrain time (UTC+3, no daylight saving).
 */
export const DELIVERY_WINDOWS = ['09-12', '12-15', '15-18', '18-21'] as const;
export const deliveryWindowSchema = z.enum(DELIVERY_WINDOWS);
export type DeliveryWindow = z.infer<typeof deliveryWindowSchema>;

/** Days offered, today included. */
export const DELIVERY_DAYS = 14;
/** A window is offered while its start is at least this far ahead: the shop needs time to prepare. */
export const DELIVERY_LEAD_MINUTES = 120;

const DAY_MS = 86_400_000;

/** A window's start and end as HH:MM, Bahrain time ('09-12' → 09:00–12:00). */
export function windowTimes(window: DeliveryWindow): { start: string; end: string } {
  const [from, to] = window.split('-') as [string, string];
  return { start: `${from}:00`, end: `${to}:00` };
}

export type DeliveryProblem = 'past' | 'out_of_range';

/** Why a delivery day and window can't be chosen at `now`, or null when it can. */
export function deliveryProblem(date: string, window: DeliveryWindow, now: Date): DeliveryProblem | null {
  const today = Date.parse(`${bahrainDate(now)}T00:00:00Z`);
  const day = Date.parse(`${date}T00:00:00Z`);
  if (Number.isNaN(day) || day < today || day >= today + DELIVERY_DAYS * DAY_MS) return 'out_of_range';
  const start = bahrainToUtc(date, windowTimes(window).start).getTime();
  return start - now.getTime() < DELIVERY_LEAD_MINUTES * 60_000 ? 'past' : null;
}

export const deliveryDaySchema = z.object({
  date: z.iso.date(),
  windows: z.array(deliveryWindowSchema),
});
export type DeliveryDay = z.infer<typeof deliveryDaySchema>;

/** The days and windows still open at `now` (a day with none left is not offered). */
export function deliveryDays(now: Date): DeliveryDay[] {
  const today = Date.parse(`${bahrainDate(now)}T00:00:00Z`);
  return Array.from({ length: DELIVERY_DAYS }, (_, i) => {
    const date = new Date(today + i * DAY_MS).toISOString().slice(0, 10);
    return { date, windows: DELIVERY_WINDOWS.filter((w) => deliveryProblem(date, w, now) === null) };
  }).filter((d) => d.windows.length > 0);
}
