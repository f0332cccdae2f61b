import { LISTING_ATTENTION_FILTERS, LISTING_KINDS } from '@haflah/contracts';
import { ChevronDown, Search, X } from 'lucide-react';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { inputClass } from '../../../components/forms/fields';
import { cn } from '../../../lib/cn';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { type ListingFilters as Filters, isFiltered, STATUS_FILTERS } from '../utils/listing-filters';

/** How long typing pauses before the list is searched. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * The search box (searched once typing pauses) and the kind, status and needs-attention filters.
 */
export function ListingFilters({
  filters,
  onChange,
  onClear,
}: {
  filters: Filters;
  onChange: (patch: Partial<Filters>) => void;
  onClear: () => void;
}) {
  const { t } = useTranslation();
  const searchId = useId();
  const [text, setText] = useState(filters.q);
  const typed = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a pause in typing searches
  useEffect(() => {
    if (typed.trim() !== filters.q.trim()) onChange({ q: typed });
  }, [typed]);
  // The search changed from elsewhere (filters cleared): the box follows.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a change of the URL's search
  useEffect(() => {
    if (filters.q.trim() !== typed.trim()) setText(filters.q);
  }, [filters.q]);

  return (
    <search className="grid gap-3">
      <div className="relative">
        <label htmlFor={searchId} className="sr-only">
          {t('shopListings.search.label')}
        </label>
        <Search
          className="pointer-events-none absolute start-3.5 top-1/2 size-5 -translate-y-1/2 text-slate-500"
          aria-hidden
        />
        <input
          id={searchId}
          type="search"
          value={text}
          maxLength={100}
          onChange={(e) => setText(e.target.value)}
          placeholder={t('shopListings.search.placeholder')}
          autoComplete="off"
          enterKeyHint="search"
          className={cn(inputClass, 'ps-11 pe-12 [&::-webkit-search-cancel-button]:hidden')}
        />
        {text && (
          <button
            type="button"
            onClick={() => {
              setText('');
              onChange({ q: '' });
            }}
            aria-label={t('shopListings.search.clear')}
            className="absolute end-1 top-1/2 grid size-10 -translate-y-1/2 place-items-center rounded-lg text-slate-500 hover:bg-slate-100 hover:text-slate-800"
          >
            <X className="size-5" aria-hidden />
          </button>
        )}
      </div>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        <FilterSelect
          label={t('shopListings.filters.kind')}
          value={filters.kind ?? ''}
          onChange={(v) => onChange({ kind: (v || null) as Filters['kind'] })}
        >
          <option value="">{t('shopListings.filters.allKinds')}</option>
          {LISTING_KINDS.map((k) => (
            <option key={k} value={k}>
              {t(`kind.${k}`)}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect
          label={t('shopListings.filters.status')}
          value={filters.status ?? ''}
          onChange={(v) => onChange({ status: (v || null) as Filters['status'] })}
        >
          <option value="">{t('shopListings.filters.anyStatus')}</option>
          {STATUS_FILTERS.map((s) => (
            <option key={s} value={s}>
              {t(`shopListings.filters.${s}`)}
            </option>
          ))}
        </FilterSelect>
        <div className="col-span-2 sm:col-span-1">
          <FilterSelect
            label={t('shopListings.filters.attention')}
            value={filters.attention ?? ''}
            onChange={(v) => onChange({ attention: (v || null) as Filters['attention'] })}
          >
            <option value="">{t('shopListings.filters.anyAttention')}</option>
            {LISTING_ATTENTION_FILTERS.map((a) => (
              <option key={a} value={a}>
                {t(a === 'no_image' ? 'shopListings.filters.noImage' : 'shopListings.filters.notShown')}
              </option>
            ))}
          </FilterSelect>
        </div>
      </div>
      {isFiltered(filters) && (
        <button
          type="button"
          onClick={() => {
            setText('');
            onClear();
          }}
          className="w-fit rounded-full px-1 py-1 font-semibold text-sm text-violet-700 hover:underline"
        >
          {t('shopListings.filters.clear')}
        </button>
      )}
    </search>
  );
}

function FilterSelect({
  label,
  value,
  onChange,
  children,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <div className="grid min-w-0 gap-1">
      <label htmlFor={id} className="font-semibold text-slate-700 text-xs">
        {label}
      </label>
      <div className="relative">
        <select
          id={id}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          className={cn(
            inputClass,
            'h-11 appearance-none truncate pe-9 text-sm',
            value && 'border-violet-400 bg-violet-50 font-semibold',
          )}
        >
          {children}
        </select>
        <ChevronDown
          className="pointer-events-none absolute end-3 top-1/2 size-4 -translate-y-1/2 text-slate-500"
          aria-hidden
        />
      </div>
    </div>
  );
}
