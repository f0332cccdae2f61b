import { useTranslation } from 'react-i18next';
import { DeliveriesSections } from '../../../features/driver/components/DeliveriesSections';
import { usePageTitle } from '../../../lib/page-title';

/** The driver's deliveries (/driver/deliveries): offers first, then those in hand, then today's finished. */
export default function DeliveriesPage() {
  const { t } = useTranslation();
  usePageTitle(t('driver.deliveries.title'));
  return (
    <div className="grid gap-5">
      <h1 className="font-extrabold text-2xl text-slate-900">{t('driver.deliveries.title')}</h1>
      <DeliveriesSections dashboardTo="/driver" />
    </div>
  );
}
