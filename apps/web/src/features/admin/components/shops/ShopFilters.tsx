import { SHOP_STATUSES, type ShopStatus } from '@haflah/contracts';
import { Search } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../../lib/cn';
import { useDebouncedValue } from '../../../../lib/use-debounced-value';
import type { ShopsFilter } from '../../api/admin-shops';

const SEARCH_DEBOUNCE_MS = 400;
const STATUS_CHIPS: readonly (ShopStatus | undefined)[] = [undefined, ...SHOP_STATUSES];

/** The search box (a name in either language) and the status chips of the all-retailers list. */
export function ShopFilters({
  filter,
  onNarrow,
}: {
  filter: ShopsFilter;
  onNarrow: (change: { q?: string; status?: ShopStatus }) => void;
}) {
  const { t } = useTranslation();
  const searchId = useId();
  const [text, setText] = useState(filter.q ?? '');
  const typed = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  // The address changed (back, forward, a cleared filter): the box shows its search.
  useEffect(() => {
    setText((current) => (current.trim() === (filter.q ?? '') ? current : (filter.q ?? '')));
  }, [filter.q]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only what was typed changes the search
  useEffect(() => {
    if ((typed || undefined) !== filter.q) onNarrow({ q: typed || undefined, status: filter.status });
  }, [typed]);

  return (
    <div className="grid gap-3">
      <div className="grid gap-1">
        <label htmlFor={searchId} className="font-semibold text-slate-700 text-sm">
          {t('adminShops.list.search')}
        </label>
        <div className="relative">
          <Search className="pointer-events-none absolute start-3 top-3 size-5 text-slate-400" aria-hidden />
          <input
            id={searchId}
            type="search"
            autoComplete="off"
            maxLength={100}
            value={text}
            onChange={(e) => setText(e.target.value)}
            placeholder={t('adminShops.list.searchPlaceholder')}
            className="h-11 w-full min-w-0 rounded-xl border border-slate-300 bg-white ps-10 pe-3 text-slate-900 outline-none focus-visible:border-violet-500 focus-visible:ring-2 focus-visible:ring-violet-200"
          />
        </div>
      </div>
      <fieldset className="grid min-w-0 gap-1">
        <legend className="mb-1 font-semibold text-slate-700 text-sm">
          {t('adminShops.list.statusFilter')}
        </legend>
        <div className="-mx-1 flex gap-2 overflow-x-auto px-1 py-1 sm:flex-wrap">
          {STATUS_CHIPS.map((status) => {
            const on = status === filter.status;
            return (
              <button
                key={status ?? 'all'}
                type="button"
                aria-pressed={on}
                onClick={() => onNarrow({ q: filter.q, status })}
                className={cn(
                  'h-10 shrink-0 whitespace-nowrap rounded-full px-4 font-semibold text-sm transition',
                  on
                    ? 'bg-violet-600 text-white shadow'
                    : 'bg-white text-slate-700 ring-1 ring-slate-200 hover:bg-violet-50',
                )}
              >
                {t(`adminShops.list.chip.${status ?? 'all'}`)}
              </button>
            );
          })}
        </div>
      </fieldset>
    </div>
  );
}
