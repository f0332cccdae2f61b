import {
  bahrainToUtc,
  type DeliveryWindow,
  type Language,
  type OrderLine,
  type OrderStatus,
  type OrderSummary,
  windowTimes,
} from '@haflah/contracts';
import type { TFunction } from 'i18next';
import {
  formatClockRange,
  formatDay,
  formatMoment,
  formatShortDate,
  formatTime,
  keepTogether,
} from '../../../lib/format-time';

/** A delivery window as Bahrain clock times: '9:00 AM – 12:00 PM' / '9:00 ص – 12:00 م' (one line). */
export function windowText(window: DeliveryWindow, lang: Language): string {
  const { start, end } = windowTimes(window);
  return formatClockRange(start, end, lang);
}

/** A Bahrain calendar day (YYYY-MM-DD) such as 'Tue, 24 Nov' / 'الثلاثاء، 24 نوفمبر'. */
export const calendarDay = (date: string, lang: Language) => formatDay(bahrainToUtc(date, '12:00'), lang);

/** When an order was placed, as seen in Bahrain: '22 Nov 2026'. */
export const placedOn = (iso: string, lang: Language) => formatShortDate(iso, lang);

/** A moment of an order's history, as seen in Bahrain: 'Sun, 22 Nov, 3:41 PM'. */
export const momentText = formatMoment;

/**
 * An order of bookings only (an entertainer, a rental, a food truck; nothing delivered): its status
 * reads as a booking's ('Confirmed', 'Completed'), not a delivery's ('Shipped', 'Delivered').
 */
export function isBookingOnly(
  order: Pick<OrderSummary, 'delivery' | 'firstBookingAt'> & {
    lines?: readonly Pick<OrderLine, 'booking'>[];
  },
): boolean {
  if (order.delivery) return false;
  return order.firstBookingAt != null || (order.lines?.some((l) => l.booking != null) ?? false);
}

/** The translation key of a status in words: the spec's four labels for deliveries, a booking's own. */
export const statusKey = (status: OrderStatus, bookingOnly: boolean) =>
  `orders.${bookingOnly ? 'bookingStatus' : 'status'}.${status}`;

/** A booked span: its day, start (Bahrain time) and length, 'Sat, 28 Nov at 6:00 PM, 3 hours'. */
export function bookingText(t: TFunction, lang: Language, slot: { start: string; hours: number }): string {
  return t('orders.booking', {
    day: formatDay(slot.start, lang),
    start: keepTogether(formatTime(slot.start, lang)),
    count: slot.hours,
  });
}
