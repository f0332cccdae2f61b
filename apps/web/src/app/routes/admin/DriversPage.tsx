import { useTranslation } from 'react-i18next';
import { CashCapForm } from '../../../features/admin/components/drivers/CashCapForm';
import { DriverFilters } from '../../../features/admin/components/drivers/DriverFilters';
import { DriversList } from '../../../features/admin/components/drivers/DriversList';
import { useDriversFilter } from '../../../features/admin/hooks/useDriversFilter';
import { DriversMap } from '../../../features/tracking/components/DriversMap';
import { usePageTitle } from '../../../lib/page-title';

/**
 * /admin/drivers: every driver with status, load, rating, deliveries, vehicle and plate, searched and
 * filtered (kept in the address); activate or deactivate one, set their maximum of orders at once.
 * Above them, the online drivers' last positions on a map and the drivers' cash cap.
 */
export default function DriversPage() {
  const { t } = useTranslation();
  usePageTitle(t('adminOps.drivers.title'));
  const { filter, update, filtered, clear } = useDriversFilter();
  return (
    <div className="mx-auto grid w-full max-w-4xl grid-cols-1 gap-6">
      <div className="grid gap-1">
        <h1 className="font-extrabold text-2xl text-slate-900">{t('adminOps.drivers.title')}</h1>
        <p className="text-slate-600">{t('adminOps.drivers.intro')}</p>
      </div>
      <DriversMap />
      <CashCapForm />
      <DriverFilters filter={filter} onChange={update} />
      <DriversList filter={filter} filtered={filtered} onClear={clear} />
    </div>
  );
}
