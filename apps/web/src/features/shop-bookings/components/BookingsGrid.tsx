import {
  CALENDAR_SLOT_MINUTES,
  type CalendarListing,
  type Language,
  type ShopBookings,
  type TimeBlock,
} from '@haflah/contracts';
import type { TFunction } from 'i18next';
import { type KeyboardEvent, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { cn } from '../../../lib/cn';
import { formatDay, formatTime, formatTimeRange } from '../../../lib/format-time';
import { useLanguage } from '../../../lib/i18n';
import { blocksOf, gridRows, overlaps, slotStart, slotUse } from '../utils/calendar';
import { capacityText, plain } from '../utils/text';

const SLOT_MS = CALENDAR_SLOT_MINUTES * 60_000;

/** One column of the grid: a listing on a day (a day's view has a column per listing, a week's per day). */
export interface GridColumn {
  listing: CalendarListing;
  day: string;
  heading: string;
}

/**
 * The calendar on a desktop: time rows × columns, every cell a real button named in full ('DJ Pro, Sat
 * 28 Nov, 4:00 PM – 4:30 PM, 2 of 3 booked, order 100012'). One cell is in the Tab order (roving
 * tabindex); the arrow keys move between cells (left and right follow the page's direction, so in
 * Arabic the columns run right to left), Home and End go to a row's ends. A cell with a booking opens
 * its order, a blocked one the block, any other the Block time sheet for that half hour.
 */
export function BookingsGrid({
  view,
  columns,
  label,
  compact = false,
  onBlockOpen,
  onBlockSlot,
}: {
  view: ShopBookings;
  columns: readonly GridColumn[];
  label: string;
  /** Narrow columns with short headings (a week's days), so seven fit beside the menu. */
  compact?: boolean;
  onBlockOpen: (block: TimeBlock) => void;
  onBlockSlot: (slot: { listingId: string; start: Date }) => void;
}) {
  const { t } = useTranslation();
  const { lang } = useLanguage();
  const navigate = useNavigate();
  const rows = useMemo(
    () =>
      gridRows(
        columns.map((c) => c.listing),
        [...new Set(columns.map((c) => c.day))],
      ),
    [columns],
  );
  const cells = useMemo(() => cellModels(view, columns, rows, t, lang), [view, columns, rows, t, lang]);
  const [active, setActive] = useState<[number, number]>([0, 0]);
  const table = useRef<HTMLTableElement>(null);
  const [row, col] = [Math.min(active[0], rows.length - 1), Math.min(active[1], columns.length - 1)];

  const move = (r: number, c: number) => {
    const next: [number, number] = [
      Math.max(0, Math.min(rows.length - 1, r)),
      Math.max(0, Math.min(columns.length - 1, c)),
    ];
    setActive(next);
    table.current?.querySelector<HTMLButtonElement>(`[data-cell="${next[0]}-${next[1]}"]`)?.focus();
  };
  const onKeyDown = (e: KeyboardEvent) => {
    const forward = lang === 'ar' ? -1 : 1;
    const keys: Record<string, () => void> = {
      ArrowDown: () => move(row + 1, col),
      ArrowUp: () => move(row - 1, col),
      ArrowRight: () => move(row, col + forward),
      ArrowLeft: () => move(row, col - forward),
      Home: () => move(row, 0),
      End: () => move(row, columns.length - 1),
    };
    const go = keys[e.key];
    if (!go) return;
    e.preventDefault();
    go();
  };

  return (
    <div className="w-full max-w-full overflow-x-auto rounded-2xl bg-surface shadow-sm ring-1 ring-slate-100">
      <table
        ref={table}
        className={cn('w-full border-collapse text-sm', compact && 'table-fixed')}
        aria-label={label}
        onKeyDown={onKeyDown}
      >
        <thead>
          <tr>
            <th
              scope="col"
              className="sticky start-0 w-20 whitespace-nowrap bg-surface p-2 text-start font-semibold text-slate-500 text-xs"
            >
              {t('shopBookings.timeColumn')}
            </th>
            {columns.map((c) => (
              <th
                key={`${c.listing.id}-${c.day}`}
                scope="col"
                className={cn(
                  'p-2 text-start font-semibold text-slate-800',
                  // A week's seven days share the width (headers 'Sat 21'); a day's listings keep room for names.
                  compact ? 'min-w-20 whitespace-nowrap' : 'min-w-32',
                )}
              >
                {c.heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((slot, r) => (
            <tr key={slot} className="border-slate-100 border-t">
              <th
                scope="row"
                className="sticky start-0 whitespace-nowrap bg-surface p-2 text-start align-top font-normal text-slate-500 text-xs"
              >
                {slot % 2 === 0 ? formatTime(slotStart(columns[0]?.day ?? view.from, slot), lang) : ''}
              </th>
              {(cells[r] ?? []).map((cell, ci) => (
                <td key={cell.key} className="p-0.5">
                  <button
                    type="button"
                    data-cell={`${r}-${ci}`}
                    tabIndex={r === row && ci === col ? 0 : -1}
                    aria-label={cell.label}
                    onFocus={() => setActive([r, ci])}
                    onClick={() => {
                      if (cell.booking?.orderId) navigate(`/retailer/orders/${cell.booking.orderId}`);
                      else if (cell.block) onBlockOpen(cell.block);
                      else onBlockSlot({ listingId: cell.listingId, start: cell.start });
                    }}
                    className={cn(
                      'flex h-11 w-full items-center gap-1 overflow-hidden rounded-lg px-2 text-start text-xs outline-offset-1',
                      cell.block
                        ? 'bg-slate-200 bg-[repeating-linear-gradient(135deg,transparent_0_6px,rgb(255_255_255/0.55)_6px_12px)] text-slate-800'
                        : cell.booking
                          ? cell.full
                            ? 'bg-violet-600 text-white hover:bg-violet-700'
                            : 'bg-violet-100 text-violet-900 hover:bg-violet-200'
                          : cell.hold
                            ? 'border-2 border-amber-400 border-dashed text-amber-900 hover:bg-amber-50'
                            : 'text-slate-400 hover:bg-slate-50',
                    )}
                  >
                    <span aria-hidden className="truncate">
                      {cell.text}
                    </span>
                  </button>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** What a cell shows and says, computed once per view (moving the focus re-renders only tabindex). */
function cellModels(
  view: ShopBookings,
  columns: readonly GridColumn[],
  rows: readonly number[],
  t: TFunction,
  lang: Language,
) {
  return rows.map((slot, r) =>
    columns.map((c) => {
      const start = slotStart(c.day, slot);
      const end = new Date(start.getTime() + SLOT_MS);
      const use = slotUse(c.listing, start);
      const booking = c.listing.bookings.find((b) => overlaps(b, start, end));
      const hold = c.listing.holds.find((h) => overlaps(h, start, end));
      const block = blocksOf(view, c.listing.id).find((b) => overlaps(b, start, end));
      const startsHere = (s: { startsAt: string }) => r === 0 || Date.parse(s.startsAt) >= start.getTime();
      const name = c.listing.name[lang];
      const day = plain(formatDay(start, lang));
      const time = plain(formatTimeRange(start, end, lang));
      const useText = capacityText(t, c.listing, use);
      const label = block
        ? t('shopBookings.cellBlocked', { listing: name, day, time })
        : booking
          ? t('shopBookings.cellBooking', {
              listing: name,
              day,
              time,
              use: useText,
              number: booking.orderNumber ?? '',
            })
          : hold
            ? t('shopBookings.cellHold', { listing: name, day, time, use: useText })
            : t('shopBookings.cellFree', { listing: name, day, time, use: useText });
      const text = plain(
        block && startsHere(block)
          ? (block.note ?? t('shopBookings.blocked'))
          : booking && startsHere(booking)
            ? `${booking.orderNumber ?? ''} ${booking.customerFirstName ?? ''}`.trim()
            : hold && !booking && startsHere(hold)
              ? t('shopBookings.heldUntil', { time: formatTime(hold.expiresAt, lang) })
              : use.booked + use.held > 0
                ? t('shopBookings.cellUse', { used: use.booked + use.held, capacity: c.listing.capacity })
                : '',
      );
      return {
        key: `${c.listing.id}-${c.day}`,
        listingId: c.listing.id,
        start,
        booking,
        hold,
        block,
        // What the cell shows comes first in its name (WCAG 2.5.3): a voice user says what they see.
        label: plain(text ? t('shopBookings.cellShown', { shown: text, name: label }) : label),
        text,
        full: use.booked + use.held >= c.listing.capacity,
      };
    }),
  );
}
