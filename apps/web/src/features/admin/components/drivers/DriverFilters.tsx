import type { DriverStatusFilter } from '@haflah/contracts';
import { Search } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../../lib/cn';
import { useDebouncedValue } from '../../../../lib/use-debounced-value';
import type { DriversFilter } from '../../api/admin-ops';

const SEARCH_DEBOUNCE_MS = 400;
/** All, then online (available or busy: the dashboard's figure), each status, offline last. */
const STATUS_CHIPS: readonly (DriverStatusFilter | undefined)[] = [
  undefined,
  'online',
  'available',
  'busy',
  'offline',
];
export const fieldClass =
  'h-11 w-full min-w-0 rounded-xl border border-slate-300 bg-white px-3 text-slate-900 outline-none focus-visible:border-violet-500 focus-visible:ring-2 focus-visible:ring-violet-200';

function Chips<V extends string>({
  legend,
  options,
  value,
  label,
  onChange,
}: {
  legend: string;
  options: readonly (V | undefined)[];
  value: V | undefined;
  label: (v: V | undefined) => string;
  onChange: (v: V | undefined) => void;
}) {
  return (
    <fieldset className="grid min-w-0 gap-1">
      <legend className="mb-1 font-semibold text-slate-700 text-sm">{legend}</legend>
      <div className="-mx-1 flex gap-2 overflow-x-auto px-1 py-1 sm:flex-wrap">
        {options.map((option) => {
          const on = option === value;
          return (
            <button
              key={option ?? 'all'}
              type="button"
              aria-pressed={on}
              onClick={() => onChange(option)}
              className={cn(
                'h-10 shrink-0 whitespace-nowrap rounded-full px-4 font-semibold text-sm transition',
                on
                  ? 'bg-violet-600 text-white shadow'
                  : 'bg-white text-slate-700 ring-1 ring-slate-200 hover:bg-violet-50',
              )}
            >
              {label(option)}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}

/** Search (name, email, phone, plate), status and active chips, and the order of the list. */
export function DriverFilters({
  filter,
  onChange,
}: {
  filter: DriversFilter;
  onChange: (change: Partial<DriversFilter>) => void;
}) {
  const { t } = useTranslation();
  const ids = { search: useId(), sort: useId() };
  const [text, setText] = useState(filter.q ?? '');
  const typed = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  // A cleared filter empties the box too.
  useEffect(() => {
    if (!filter.q) setText('');
  }, [filter.q]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only what was typed changes the search
  useEffect(() => {
    if ((typed || undefined) !== filter.q) onChange({ q: typed || undefined });
  }, [typed]);

  return (
    <div className="grid gap-3">
      <div className="grid gap-3 sm:grid-cols-[1fr_12rem]">
        <div className="grid gap-1">
          <label htmlFor={ids.search} className="font-semibold text-slate-700 text-sm">
            {t('adminOps.drivers.search')}
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
              placeholder={t('adminOps.drivers.searchPlaceholder')}
              className={cn(fieldClass, 'ps-10')}
            />
          </div>
        </div>
        <div className="grid gap-1">
          <label htmlFor={ids.sort} className="font-semibold text-slate-700 text-sm">
            {t('adminOps.drivers.sort')}
          </label>
          <select
            id={ids.sort}
            value={filter.sort}
            onChange={(e) => onChange({ sort: e.target.value === 'name' ? 'name' : 'newest' })}
            className={fieldClass}
          >
            <option value="newest">{t('adminOps.drivers.sortNewest')}</option>
            <option value="name">{t('adminOps.drivers.sortName')}</option>
          </select>
        </div>
      </div>
      <Chips
        legend={t('adminOps.drivers.statusFilter')}
        options={STATUS_CHIPS}
        value={filter.status}
        label={(v) => t(`adminOps.drivers.statusChip.${v ?? 'all'}`)}
        onChange={(status) => onChange({ status })}
      />
      <Chips
        legend={t('adminOps.drivers.activeFilter')}
        options={[undefined, 'true', 'false'] as const}
        value={filter.active}
        label={(v) => t(`adminOps.drivers.activeChip.${v ?? 'all'}`)}
        onChange={(active) => onChange({ active })}
      />
    </div>
  );
}
