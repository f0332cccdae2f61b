import { SHOP_STATUSES, type ShopStatus } from '@haflah/contracts';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterChips, SearchField } from '../../../../components/forms/FilterChips';
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
        <SearchField
          id={searchId}
          label={t('adminShops.list.search')}
          maxLength={100}
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder={t('adminShops.list.searchPlaceholder')}
        />
      </div>
      <FilterChips
        legend={t('adminShops.list.statusFilter')}
        options={STATUS_CHIPS}
        value={filter.status}
        label={(status) => t(`adminShops.list.chip.${status ?? 'all'}`)}
        onChange={(status) => onNarrow({ q: filter.q, status })}
      />
    </div>
  );
}
