import { useTranslation } from 'react-i18next';
import { ErrorPanel } from '../../../components/ui/ErrorPanel';
import { ListSkeleton } from '../../../components/ui/ListSkeleton';
import { useDriverDashboard } from '../../../features/driver/api/driver';
import { DriverFigures } from '../../../features/driver/components/DriverFigures';
import { OfflineNotice, StatusSwitch } from '../../../features/driver/components/StatusSwitch';
import { usePageTitle } from '../../../lib/page-title';

/**
 * The driver area's start (/driver): online or offline (the one main action, within the thumb's
 * reach at the bottom of a phone), why the server set them offline, and today's work.
 */
export default function DashboardPage() {
  const { t } = useTranslation();
  usePageTitle(t('driver.dashboard.title'));
  const dashboard = useDriverDashboard();
  return (
    <div className="grid gap-5">
      <div className="grid gap-1">
        <h1 className="font-extrabold text-2xl text-slate-900">{t('driver.dashboard.title')}</h1>
        {dashboard.data && (
          <p className="text-slate-600">
            {t('driver.dashboard.hello', { name: dashboard.data.driver.name })}
          </p>
        )}
      </div>
      {dashboard.isError ? (
        <ErrorPanel message={t('driver.spec.loadFailed')} onRetry={() => void dashboard.refetch()} />
      ) : !dashboard.data ? (
        <ListSkeleton label={t('driver.dashboard.loading')} blocks={['h-20', 'h-28', 'h-28', 'h-20']} />
      ) : (
        <>
          <OfflineNotice dashboard={dashboard.data} />
          <DriverFigures dashboard={dashboard.data} deliveriesTo="/driver/deliveries" />
          {/* On a phone the switch stays above the menu bar, where the thumb is; in the page on a desktop. */}
          <div className="sticky bottom-[calc(4.5rem+env(safe-area-inset-bottom))] z-30 lg:static lg:max-w-md">
            <StatusSwitch dashboard={dashboard.data} />
          </div>
        </>
      )}
    </div>
  );
}
