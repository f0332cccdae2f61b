import { CalendarDays, CalendarX, ChevronDown } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  FilterChips,
  filterFieldClass as fieldClass,
  SearchField,
} from '../../../components/forms/FilterChips';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { orderNumberOf, type ShopOrdersFilter, STATUS_CHIPS } from '../utils/filters';

const SEARCH_DEBOUNCE_MS = 400;

/** Status chips, a date range (Bahrain days) and a search by order number. */
export function OrderFilters({
  filter,
  onChange,
}: {
  filter: ShopOrdersFilter;
  onChange: (change: Partial<ShopOrdersFilter>) => void;
}) {
  const { t } = useTranslation();
  const ids = { from: useId(), to: useId(), search: useId(), hint: useId() };
  const [text, setText] = useState(filter.q ?? '');
  const typed = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  const number = orderNumberOf(typed);
  const invalid = orderNumberOf(text) === null;
  const [datesOpen, setDatesOpen] = useState(Boolean(filter.from || filter.to));

  // A cleared filter (Clear, a link) empties the box too.
  useEffect(() => {
    if (!filter.q) setText((current) => (orderNumberOf(current) ? '' : current));
  }, [filter.q]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only what was typed changes the search
  useEffect(() => {
    if (number === null || number === filter.q) return;
    onChange({ q: number });
  }, [number]);

  return (
    <div className="grid gap-3">
      <div className="grid gap-1">
        <SearchField
          id={ids.search}
          label={t('shopOrders.filters.search')}
          inputMode="numeric"
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder={t('shopOrders.filters.searchPlaceholder')}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? ids.hint : undefined}
          className={invalid ? 'border-red-500' : undefined}
        />
        {invalid && (
          <p id={ids.hint} className="text-red-700 text-sm">
            {t('shopOrders.filters.searchInvalid')}
          </p>
        )}
      </div>

      <FilterChips
        legend={t('shopOrders.filters.status')}
        options={STATUS_CHIPS}
        value={filter.chip}
        label={(chip) => t(`shopOrders.chips.${chip}`)}
        onChange={(chip) => onChange({ chip })}
      />

      {/* Days are asked less often than a status: folded on a phone, open when a range is set. */}
      <details
        open={datesOpen}
        onToggle={(e) => setDatesOpen(e.currentTarget.open)}
        className="group rounded-2xl bg-white ring-1 ring-slate-200"
      >
        <summary className="flex min-h-11 cursor-pointer list-none items-center gap-2 rounded-2xl px-4 font-semibold text-slate-700 text-sm outline-none focus-visible:ring-2 focus-visible:ring-violet-500 [&::-webkit-details-marker]:hidden">
          <CalendarDays className="size-4 text-violet-600" aria-hidden />
          {t('shopOrders.filters.dates')}
          {(filter.from || filter.to) && (
            <span className="rounded-full bg-violet-100 px-2 py-0.5 text-violet-800 text-xs">
              {t('shopOrders.filters.datesSet')}
            </span>
          )}
          <ChevronDown className="ms-auto size-4 transition group-open:rotate-180" aria-hidden />
        </summary>
        <fieldset className="grid grid-cols-[1fr_1fr_auto] items-end gap-2 px-4 pb-4">
          <legend className="sr-only">{t('shopOrders.filters.dates')}</legend>
          <div className="grid min-w-0 gap-1">
            <label htmlFor={ids.from} className="text-slate-600 text-xs">
              {t('shopOrders.filters.from')}
            </label>
            <input
              id={ids.from}
              type="date"
              value={filter.from ?? ''}
              max={filter.to}
              onChange={(e) => onChange({ from: e.target.value || undefined })}
              className={fieldClass}
            />
          </div>
          <div className="grid min-w-0 gap-1">
            <label htmlFor={ids.to} className="text-slate-600 text-xs">
              {t('shopOrders.filters.to')}
            </label>
            <input
              id={ids.to}
              type="date"
              value={filter.to ?? ''}
              min={filter.from}
              onChange={(e) => onChange({ to: e.target.value || undefined })}
              className={fieldClass}
            />
          </div>
          <button
            type="button"
            onClick={() => onChange({ from: undefined, to: undefined })}
            disabled={!filter.from && !filter.to}
            aria-label={t('shopOrders.filters.clearDates')}
            className="grid size-11 place-items-center rounded-full bg-violet-50 text-violet-800 hover:bg-violet-100 disabled:opacity-40"
          >
            <CalendarX className="size-5" aria-hidden />
          </button>
        </fieldset>
      </details>
    </div>
  );
}
