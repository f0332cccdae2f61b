import { ORDER_STATUSES } from '@haflah/contracts';
import { AlarmClock, Store, X } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  chipClass,
  FilterChips,
  SearchField,
  useTypedFilter,
} from '../../../../components/forms/FilterChips';
import { cn } from '../../../../lib/cn';
import type { AdminOrdersFilter } from '../../api/orders';

const SEARCH_DEBOUNCE_MS = 400;
const STATUS_CHIPS = [undefined, ...ORDER_STATUSES] as const;

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
  // A cleared filter (Clear, a link from the dashboard) empties the box too.
  const [text, setText] = useTypedFilter(filter.q, (q) => onChange({ q }), SEARCH_DEBOUNCE_MS);

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
          <SearchField
            id={ids.search}
            label={t('adminOrders.filters.search')}
            maxLength={100}
            value={text}
            onChange={(e) => setText(e.target.value)}
            placeholder={t('adminOrders.filters.searchPlaceholder')}
            aria-describedby={ids.hint}
          />
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

      <FilterChips
        legend={t('adminOrders.filters.status')}
        options={STATUS_CHIPS}
        value={filter.status}
        label={(status) => (status ? t(`admin.orderStatus.${status}`) : t('adminOrders.filters.all'))}
        onChange={(status) => onChange({ status })}
      >
        <button
          type="button"
          aria-pressed={Boolean(filter.late)}
          onClick={() => onChange({ late: !filter.late || undefined })}
          className={cn(
            chipClass(Boolean(filter.late)),
            'flex items-center gap-1.5',
            !filter.late && 'text-red-800 ring-red-200',
          )}
        >
          <AlarmClock className="size-4" aria-hidden />
          {t('adminOrders.filters.late')}
        </button>
      </FilterChips>
    </div>
  );
}
