import { ORDER_STATUSES } from '@haflah/contracts';
import { AlarmClock, Search, Store, X } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../../lib/cn';
import { useDebouncedValue } from '../../../../lib/use-debounced-value';
import type { AdminOrdersFilter } from '../../api/orders';

const SEARCH_DEBOUNCE_MS = 400;

const chipClass = (on: boolean) =>
  cn(
    'flex h-10 shrink-0 items-center gap-1.5 whitespace-nowrap rounded-full px-4 font-semibold text-sm transition',
    on
      ? 'bg-violet-600 text-white shadow'
      : 'bg-white text-slate-700 ring-1 ring-slate-200 hover:bg-violet-50',
  );

/** A search box (number, customer email or shop), status chips and a "late" chip. */
export function AdminOrderFilters({
  filter,
  onChange,
}: {
  filter: AdminOrdersFilter;
  onChange: (change: Partial<AdminOrdersFilter>) => void;
}) {
  const { t } = useTranslation();
  const ids = { search: useId(), hint: useId() };
  const [text, setText] = useState(filter.q ?? '');
  const typed = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);

  // A cleared filter (Clear, a link from the dashboard) empties the box too.
  useEffect(() => {
    if (!filter.q) setText('');
  }, [filter.q]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only what was typed changes the search
  useEffect(() => {
    if ((typed || undefined) === filter.q) return;
    onChange({ q: typed || undefined });
  }, [typed]);

  return (
    <div className="grid gap-3">
      <search>
        <form
          className="grid gap-1"
          onSubmit={(e) => {
            e.preventDefault();
            onChange({ q: text.trim() || undefined });
          }}
        >
          <label htmlFor={ids.search} className="font-semibold text-slate-700 text-sm">
            {t('adminOrders.filters.search')}
          </label>
          <div className="relative">
            <Search
              className="pointer-events-none absolute start-3 top-3 size-5 text-slate-400"
              aria-hidden
            />
            <input
              id={ids.search}
              type="search"
              autoComplete="off"
              maxLength={100}
              value={text}
              onChange={(e) => setText(e.target.value)}
              placeholder={t('adminOrders.filters.searchPlaceholder')}
              aria-describedby={ids.hint}
              className="h-11 w-full min-w-0 rounded-xl border border-slate-300 bg-white ps-10 pe-3 text-slate-900 outline-none focus-visible:border-violet-500 focus-visible:ring-2 focus-visible:ring-violet-200"
            />
          </div>
          <p id={ids.hint} className="text-slate-600 text-xs">
            {t('adminOrders.filters.searchHint')}
          </p>
        </form>
      </search>

      {filter.shopId && (
        <p className="flex w-fit items-center gap-2 rounded-full bg-violet-50 py-1 ps-3 pe-1 font-semibold text-sm text-violet-900">
          <Store className="size-4" aria-hidden />
          {t('adminOrders.filters.oneShop')}
          <button
            type="button"
            onClick={() => onChange({ shopId: undefined })}
            className="grid size-8 place-items-center rounded-full hover:bg-violet-100"
          >
            <X className="size-4" aria-hidden />
            <span className="sr-only">{t('adminOrders.filters.allShops')}</span>
          </button>
        </p>
      )}

      <fieldset className="grid min-w-0 gap-1">
        <legend className="mb-1 font-semibold text-slate-700 text-sm">
          {t('adminOrders.filters.status')}
        </legend>
        <div className="-mx-1 flex gap-2 overflow-x-auto px-1 py-1 sm:flex-wrap">
          <button
            type="button"
            aria-pressed={!filter.status}
            onClick={() => onChange({ status: undefined })}
            className={chipClass(!filter.status)}
          >
            {t('adminOrders.filters.all')}
          </button>
          {ORDER_STATUSES.map((status) => (
            <button
              key={status}
              type="button"
              aria-pressed={filter.status === status}
              onClick={() => onChange({ status })}
              className={chipClass(filter.status === status)}
            >
              {t(`admin.orderStatus.${status}`)}
            </button>
          ))}
          <button
            type="button"
            aria-pressed={Boolean(filter.late)}
            onClick={() => onChange({ late: !filter.late || undefined })}
            className={cn(chipClass(Boolean(filter.late)), !filter.late && 'text-red-800 ring-red-200')}
          >
            <AlarmClock className="size-4" aria-hidden />
            {t('adminOrders.filters.late')}
          </button>
        </div>
      </fieldset>
    </div>
  );
}
