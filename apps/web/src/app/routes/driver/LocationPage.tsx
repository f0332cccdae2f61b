import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorPanel } from '../../../components/ui/ErrorPanel';
import { ListSkeleton } from '../../../components/ui/ListSkeleton';
import { useDriverDeliveries } from '../../../features/driver/api/driver';
import { type DestinationFact, LocationPanel } from '../../../features/tracking/components/LocationPanel';
import { useSenderState } from '../../../features/tracking/hooks/useLocationSender';
import { usePageTitle } from '../../../lib/page-title';

/**
 * /driver/location: what the area's sender (LocationSending, in DriverAreaPage) is doing and a map of
 * the driver and the destinations of the deliveries in hand.
 */
export default function LocationPage() {
  const { t } = useTranslation();
  usePageTitle(t('tracking.location.title'));
  const sender = useSenderState();
  const deliveries = useDriverDeliveries();
  const destinations = useMemo<DestinationFact[]>(
    () =>
      (deliveries.data?.active ?? []).flatMap((d) =>
        d.destination ? [{ id: d.id, orderNumber: d.orderNumber, ...d.destination }] : [],
      ),
    [deliveries.data],
  );
  return (
    <div className="grid max-w-5xl gap-5">
      <div className="grid gap-1">
        <h1 className="font-extrabold text-2xl text-slate-900">{t('tracking.location.title')}</h1>
        <p className="text-slate-600">{t('tracking.location.intro')}</p>
      </div>
      {deliveries.isError ? (
        <ErrorPanel message={t('tracking.location.loadError')} onRetry={() => void deliveries.refetch()} />
      ) : !deliveries.data ? (
        <ListSkeleton label={t('tracking.location.title')} blocks={['h-40', 'h-72']} />
      ) : (
        <LocationPanel sender={sender} destinations={destinations} />
      )}
    </div>
  );
}
