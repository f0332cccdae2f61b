import { bahrainToUtc } from '@haflah/contracts';
import { type KeyboardEvent, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn';
import { useFormat } from '../../lib/format';
import { formatBahrain } from '../../lib/format-time';
import { useLanguage } from '../../lib/i18n';

/**
 * Days to choose from (the time-slot dialog's, checkout's delivery days) as one radio group and one tab stop (a roving tabindex): the chosen
 * date takes focus on Tab, the arrow keys choose the next or previous date as they lie on screen
 * (in Arabic the next date is to the left), Home and End the first and last. Each chip is named by
 * what it shows ("Today 23 Nov", "Wed 25 Nov"). Strings: the `timeSlot` group ("Today", "Tomorrow").
 */
export function DateChips({
  dates,
  value,
  onChange,
  labelledBy,
}: {
  /** Bahrain calendar days, `YYYY-MM-DD`, today first. */
  dates: string[];
  value: string;
  onChange: (date: string) => void;
  labelledBy: string;
}) {
  const { t } = useTranslation();
  const { isRtl } = useLanguage();
  const f = useFormat();
  const chips = useRef<(HTMLButtonElement | null)[]>([]);
  const strip = useRef<HTMLDivElement>(null);

  // Opened on a later date (the day of the event being shopped for), the strip shows that chip. By the
  // strip's own scroll, not scrollIntoView, which would also scroll the page to it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the date it opens on
  useLayoutEffect(() => {
    const chip = chips.current[dates.indexOf(value)];
    const box = strip.current;
    if (!chip || !box) return;
    const c = chip.getBoundingClientRect();
    const b = box.getBoundingClientRect();
    const pad = 20;
    if (c.right > b.right) box.scrollBy?.({ left: c.right - b.right + pad });
    else if (c.left < b.left) box.scrollBy?.({ left: c.left - b.left - pad });
  }, []);

  const choose = (index: number) => {
    const date = dates[index];
    if (!date) return;
    onChange(date);
    chips.current[index]?.focus();
  };

  const onKeyDown = (e: KeyboardEvent, index: number) => {
    const next = isRtl ? 'ArrowLeft' : 'ArrowRight';
    const previous = isRtl ? 'ArrowRight' : 'ArrowLeft';
    let to: number | null = null;
    if (e.key === next || e.key === 'ArrowDown') to = Math.min(index + 1, dates.length - 1);
    else if (e.key === previous || e.key === 'ArrowUp') to = Math.max(index - 1, 0);
    else if (e.key === 'Home') to = 0;
    else if (e.key === 'End') to = dates.length - 1;
    if (to === null) return;
    e.preventDefault();
    choose(to);
  };

  return (
    <div
      ref={strip}
      role="radiogroup"
      aria-labelledby={labelledBy}
      className="-mx-5 flex snap-x scroll-px-5 gap-2 overflow-x-auto px-5 py-1 sm:-mx-7 sm:scroll-px-7 sm:px-7"
    >
      {dates.map((date, i) => {
        const at = bahrainToUtc(date, '12:00');
        const selected = date === value;
        const label = i === 0 ? t('timeSlot.today') : i === 1 ? t('timeSlot.tomorrow') : null;
        return (
          // A chip is a button styled as a card, playing a radio: native radios can't be styled so, and
          // their arrow keys ignore the strip's direction.
          // biome-ignore lint/a11y/useSemanticElements: see above
          <button
            key={date}
            ref={(el) => {
              chips.current[i] = el;
            }}
            type="button"
            role="radio"
            aria-checked={selected}
            tabIndex={selected ? 0 : -1}
            onClick={() => choose(i)}
            onKeyDown={(e) => onKeyDown(e, i)}
            className={cn(
              'grid min-w-16 shrink-0 snap-start justify-items-center rounded-xl border px-3 py-2 font-medium transition',
              selected
                ? 'border-violet-600 bg-violet-600 text-white shadow-sm'
                : 'border-slate-200 bg-surface text-slate-800 hover:border-violet-300 hover:bg-violet-50',
            )}
          >
            {/* The spaces keep the name "Today 23 Nov" rather than "Today23Nov" wherever it is read. */}
            <span className="text-xs sm:text-[13px] opacity-90">
              {label ?? formatBahrain(at, f.lang, { weekday: 'short' })}
            </span>{' '}
            <span className="font-bold text-lg leading-tight">
              {formatBahrain(at, f.lang, { day: 'numeric' })}
            </span>{' '}
            <span className="text-xs sm:text-[13px] opacity-90">
              {formatBahrain(at, f.lang, { month: 'short' })}
            </span>
          </button>
        );
      })}
    </div>
  );
}
