import type { CalendarListing } from '@haflah/contracts';
import { ChevronLeft, ChevronRight, Lock } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { primaryButton, roundIconButton, smallSecondaryButton } from '../../../components/ui/buttons';
import { cn } from '../../../lib/cn';
import { formatDay } from '../../../lib/format-time';
import { useLanguage } from '../../../lib/i18n';
import { addDays, slotStart } from '../utils/calendar';

export type CalendarView = 'day' | 'week';

/** The calendar's controls: day or week, previous / today / next, the listing filter, Block time. */
export function CalendarToolbar({
  view,
  from,
  days,
  listings,
  listingId,
  onView,
  onDate,
  onToday,
  onListing,
  onBlock,
}: {
  view: CalendarView;
  from: string;
  days: number;
  listings: readonly CalendarListing[];
  listingId: string | undefined;
  onView: (view: CalendarView) => void;
  onDate: (day: string) => void;
  onToday: () => void;
  onListing: (id: string | undefined) => void;
  onBlock: () => void;
}) {
  const { t } = useTranslation();
  const { lang } = useLanguage();
  const id = useId();
  const step = view === 'week' ? 7 : 1;
  const label =
    days === 1
      ? formatDay(slotStart(from, 0), lang)
      : t('shopBookings.weekOf', {
          from: formatDay(slotStart(from, 0), lang),
          to: formatDay(slotStart(addDays(from, days - 1), 0), lang),
        });
  // Previous points back in time: to the start on a left-to-right page, to the right in Arabic.
  const Back = lang === 'ar' ? ChevronRight : ChevronLeft;
  const Forward = lang === 'ar' ? ChevronLeft : ChevronRight;
  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <fieldset className="flex rounded-full bg-slate-100 p-1">
          <legend className="sr-only">{t('shopBookings.views.label')}</legend>
          {(['day', 'week'] as const).map((v) => (
            <button
              key={v}
              type="button"
              aria-pressed={view === v}
              onClick={() => onView(v)}
              className={cn(
                'h-11 min-w-16 rounded-full px-4 font-semibold text-sm',
                view === v ? 'bg-surface text-violet-800 shadow' : 'text-slate-600 hover:text-slate-900',
              )}
            >
              {t(`shopBookings.views.${v}`)}
            </button>
          ))}
        </fieldset>
        <button type="button" className={primaryButton} onClick={onBlock}>
          <Lock className="size-4" aria-hidden />
          {t('shopBookings.blockTime')}
        </button>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <button
          type="button"
          className={roundIconButton}
          aria-label={t(view === 'week' ? 'shopBookings.previousWeek' : 'shopBookings.previousDay')}
          onClick={() => onDate(addDays(from, -step))}
        >
          <Back className="size-5" aria-hidden />
        </button>
        <button type="button" className={smallSecondaryButton} onClick={onToday}>
          {t('shopBookings.today')}
        </button>
        <button
          type="button"
          className={roundIconButton}
          aria-label={t(view === 'week' ? 'shopBookings.nextWeek' : 'shopBookings.nextDay')}
          onClick={() => onDate(addDays(from, step))}
        >
          <Forward className="size-5" aria-hidden />
        </button>
        <p className="ms-1 font-bold text-slate-900" aria-live="polite">
          {label}
        </p>
        <div className="ms-auto flex items-center gap-2 text-slate-600 text-sm">
          <label htmlFor={`${id}-listing`}>{t('shopBookings.listing')}</label>
          <select
            id={`${id}-listing`}
            className="h-11 max-w-56 rounded-xl border border-slate-200 bg-surface px-3 text-slate-900"
            value={listingId ?? ''}
            onChange={(e) => onListing(e.target.value || undefined)}
          >
            <option value="">{t('shopBookings.allListings')}</option>
            {listings.map((l) => (
              <option key={l.id} value={l.id}>
                {l.name[lang]}
              </option>
            ))}
          </select>
        </div>
      </div>
    </div>
  );
}
