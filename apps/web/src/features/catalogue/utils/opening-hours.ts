import type { OpeningHours } from '@haflah/contracts';

/** Bahrain keeps UTC+3 all year (no daylight saving): opening hours are in its time. */
const BAHRAIN_OFFSET_MS = 3 * 60 * 60 * 1000;

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

export interface TodayHours {
  /** Open at `now`: within today's hours, or last night's running past midnight. */
  open: boolean;
  /** Today's hours (Bahrain's weekday); null: closed all day. */
  today: { opens: string; closes: string } | null;
}

/** Whether a shop is open at `now`, and its hours today, by its weekly hours (Sunday first). */
export function todayHours(hours: OpeningHours, now: Date): TodayHours {
  const local = new Date(now.getTime() + BAHRAIN_OFFSET_MS);
  const day = local.getUTCDay();
  const time = local.getUTCHours() * 60 + local.getUTCMinutes();
  const today = hours[day] ?? null;
  const yesterday = hours[(day + 6) % 7] ?? null;
  const pastMidnight =
    yesterday !== null &&
    minutesOf(yesterday.closes) < minutesOf(yesterday.opens) &&
    time < minutesOf(yesterday.closes);
  let open = pastMidnight;
  if (today) {
    const opens = minutesOf(today.opens);
    const closes = minutesOf(today.closes);
    open ||= closes < opens ? time >= opens : time >= opens && time < closes;
  }
  return { open, today };
}
