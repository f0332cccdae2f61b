import {
  bahrainDate,
  bahrainToUtc,
  CALENDAR_SLOT_MINUTES,
  type CalendarListing,
  type CalendarSlot,
  type ShopBookings,
  type TimeBlock,
} from '@haflah/contracts';

const DAY_MS = 86_400_000;
const SLOT_MS = CALENDAR_SLOT_MINUTES * 60_000;
/** Slots in a day (48 of 30 minutes). */
export const SLOTS_PER_DAY = DAY_MS / SLOT_MS;
/** The grid starts at 08:00 (the first start time customers are offered) unless something is earlier. */
const FIRST_ROW = (8 * 60) / CALENDAR_SLOT_MINUTES;

/** A Bahrain day `n` days after `day` (YYYY-MM-DD). */
export const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);

/** The Saturday a week in Bahrain starts on, for any day of it. */
export function weekStart(day: string): string {
  const weekday = new Date(Date.parse(`${day}T00:00:00Z`)).getUTCDay();
  return addDays(day, -((weekday + 1) % 7));
}

export const todayInBahrain = (now = new Date()) => bahrainDate(now);

/** The days a view shows, from its first. */
export const viewDays = (from: string, days: number) =>
  Array.from({ length: days }, (_, i) => addDays(from, i));

/** The instant a slot of a day starts (slot 0 is midnight). */
export const slotStart = (day: string, slot: number) =>
  new Date(bahrainToUtc(day, '00:00').getTime() + slot * SLOT_MS);

type Span = { startsAt: string; endsAt: string };
export const overlaps = (a: Span, start: Date, end: Date) =>
  Date.parse(a.startsAt) < end.getTime() && Date.parse(a.endsAt) > start.getTime();

/** Blocks that apply to a listing: its own and the shop-wide ones. */
export const blocksOf = (view: ShopBookings, listingId: string): TimeBlock[] =>
  view.blocks.filter((b) => b.listingId === null || b.listingId === listingId);

/** Capacity use of a slot: the server lists only slots with some use; any other is free. */
export function slotUse(listing: CalendarListing, start: Date): CalendarSlot {
  const iso = start.toISOString();
  return (
    listing.slots.find((s) => s.startsAt === iso) ?? {
      startsAt: iso,
      booked: 0,
      held: 0,
      blocked: false,
      available: listing.capacity,
    }
  );
}

/** The rows of a grid over these days: from 08:00 (or the earliest used slot) to midnight. */
export function gridRows(listings: readonly CalendarListing[], days: readonly string[]): number[] {
  let first = FIRST_ROW;
  for (const day of days) {
    const dayStart = bahrainToUtc(day, '00:00').getTime();
    for (const l of listings) {
      for (const s of l.slots) {
        const slot = Math.floor((Date.parse(s.startsAt) - dayStart) / SLOT_MS);
        if (slot >= 0 && slot < first) first = slot;
      }
    }
  }
  return Array.from({ length: SLOTS_PER_DAY - first }, (_, i) => first + i);
}

export type DayItem =
  | {
      kind: 'booking';
      key: string;
      startsAt: string;
      endsAt: string;
      booking: CalendarListing['bookings'][number];
    }
  | { kind: 'hold'; key: string; startsAt: string; endsAt: string; hold: CalendarListing['holds'][number] }
  | { kind: 'block'; key: string; startsAt: string; endsAt: string; block: TimeBlock };

/** A listing's bookings, holds and blocks meeting a Bahrain day, in time order. */
export function dayItems(view: ShopBookings, listing: CalendarListing, day: string): DayItem[] {
  const start = bahrainToUtc(day, '00:00');
  const end = new Date(start.getTime() + DAY_MS);
  const items: DayItem[] = [
    ...listing.bookings.map((b) => ({
      kind: 'booking' as const,
      key: b.id,
      startsAt: b.startsAt,
      endsAt: b.endsAt,
      booking: b,
    })),
    ...listing.holds.map((h, i) => ({
      kind: 'hold' as const,
      key: `hold-${i}-${h.startsAt}`,
      startsAt: h.startsAt,
      endsAt: h.endsAt,
      hold: h,
    })),
    ...blocksOf(view, listing.id).map((b) => ({
      kind: 'block' as const,
      key: b.id,
      startsAt: b.startsAt,
      endsAt: b.endsAt,
      block: b,
    })),
  ];
  return items
    .filter((item) => overlaps(item, start, end))
    .sort((a, b) => a.startsAt.localeCompare(b.startsAt) || a.kind.localeCompare(b.kind));
}

/** The most units in use at once over a span (booked and held), from the slots, and whether it is full. */
export function peakUse(listing: CalendarListing, span: Span): { booked: number; held: number } {
  let peak = { booked: 0, held: 0 };
  for (const s of listing.slots) {
    const start = new Date(s.startsAt);
    if (!overlaps(span, start, new Date(start.getTime() + SLOT_MS))) continue;
    if (s.booked + s.held > peak.booked + peak.held) peak = { booked: s.booked, held: s.held };
  }
  return peak;
}
