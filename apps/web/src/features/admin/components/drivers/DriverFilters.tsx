import type { DriverStatusFilter } from '@haflah/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  FilterChips,
  filterFieldClass,
  SearchField,
  useTypedFilter,
} from '../../../../components/forms/FilterChips';
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
  // A cleared filter empties the box too.
  const [text, setText] = useTypedFilter(filter.q, (q) => onChange({ q }), SEARCH_DEBOUNCE_MS);

  return (
    <div className="grid gap-3">
      <div className="grid gap-3 sm:grid-cols-[1fr_12rem]">
        <div className="grid gap-1">
          <SearchField
            id={ids.search}
            label={t('adminOps.drivers.search')}
            maxLength={100}
            value={text}
            onChange={(e) => setText(e.target.value)}
            placeholder={t('adminOps.drivers.searchPlaceholder')}
          />
        </div>
        <div className="grid gap-1">
          <label htmlFor={ids.sort} className="font-semibold text-slate-700 text-sm">
            {t('adminOps.drivers.sort')}
          </label>
          <select
            id={ids.sort}
            value={filter.sort}
            onChange={(e) => onChange({ sort: e.target.value === 'name' ? 'name' : 'newest' })}
            className={filterFieldClass}
          >
            <option value="newest">{t('adminOps.drivers.sortNewest')}</option>
            <option value="name">{t('adminOps.drivers.sortName')}</option>
          </select>
        </div>
      </div>
      <FilterChips
        legend={t('adminOps.drivers.statusFilter')}
        options={STATUS_CHIPS}
        value={filter.status}
        label={(v) => t(`adminOps.drivers.statusChip.${v ?? 'all'}`)}
        onChange={(status) => onChange({ status })}
      />
      <FilterChips
        legend={t('adminOps.drivers.activeFilter')}
        options={[undefined, 'true', 'false'] as const}
        value={filter.active}
        label={(v) => t(`adminOps.drivers.activeChip.${v ?? 'all'}`)}
        onChange={(active) => onChange({ active })}
      />
    </div>
  );
}
