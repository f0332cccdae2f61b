import { Bike } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { smallSecondaryButton } from '../../../../components/ui/buttons';
import { EmptyState } from '../../../../components/ui/EmptyState';
import { ErrorPanel } from '../../../../components/ui/ErrorPanel';
import { ListSkeleton } from '../../../../components/ui/ListSkeleton';
import { LoadMoreButton } from '../../../../components/ui/LoadMoreButton';
import { useFormat } from '../../../../lib/format';
import { type DriversFilter, useAdminDrivers } from '../../api/admin-ops';
import { DriverCard } from './DriverCard';

/** The drivers the filter finds, with their count, a page at a time; loading, empty and error states. */
export function DriversList({
  filter,
  filtered,
  onClear,
}: {
  filter: DriversFilter;
  filtered: boolean;
  onClear: () => void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const query = useAdminDrivers(filter);
  if (query.isPending) {
    return <ListSkeleton label={t('adminOps.drivers.loading')} blocks={['h-56', 'h-56', 'h-56']} />;
  }
  if (query.isError && !query.data) {
    return <ErrorPanel message={t('adminOps.drivers.loadError')} onRetry={() => void query.refetch()} />;
  }
  const drivers = query.data.pages.flatMap((p) => p.drivers);
  const total = query.data.pages[0]?.total ?? 0;
  if (drivers.length === 0) {
    return (
      <EmptyState
        icon={<Bike className="size-7" aria-hidden />}
        title={filtered ? t('adminOps.drivers.noneFound') : t('adminOps.drivers.none')}
        text={filtered ? t('adminOps.drivers.noneFoundText') : t('adminOps.drivers.noneText')}
      >
        {filtered && (
          <button type="button" className={smallSecondaryButton} onClick={onClear}>
            {t('adminOps.drivers.clearFilters')}
          </button>
        )}
      </EmptyState>
    );
  }
  return (
    <div className="grid gap-4">
      <p className="text-slate-600 text-sm" aria-live="polite">
        {t('adminOps.drivers.count', { count: total, shown: format.count(total) })}
      </p>
      <ul className="grid gap-4">
        {drivers.map((driver) => (
          <DriverCard key={driver.id} driver={driver} />
        ))}
      </ul>
      {query.isFetchNextPageError ? (
        <ErrorPanel message={t('adminOps.drivers.loadError')} onRetry={() => void query.fetchNextPage()} />
      ) : (
        query.hasNextPage && (
          <LoadMoreButton loading={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()} />
        )
      )}
    </div>
  );
}
