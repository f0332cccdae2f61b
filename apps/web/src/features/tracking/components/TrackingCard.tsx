import type { OrderTracking } from '@haflah/contracts';
import { Phone, Truck } from 'lucide-react';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyMap, type MapPin } from '../../../components/map/LazyMap';
import { useSession } from '../../../lib/session';
import { useNow } from '../../../lib/use-now';
import { useOrderTracking } from '../api/tracking';
import { useTrackingLive } from '../hooks/useTrackingLive';
import { isolate, minutesSince } from '../utils/geo';

/**
 * The customer's delivery, on their order's page, only once the order has one (GET tracking 200; a
 * 404 shows no card, and so does a failed read: the order's own page stands without it). The code
 * to read out, the driver once accepted, and while they carry it their position on a map, live.
 */
export function TrackingCard({ orderId }: { orderId: string }) {
  const userId = useSession().user?.id ?? null;
  const query = useOrderTracking(orderId);
  const carried = query.data?.status === 'picked_up';
  useTrackingLive(userId, orderId, carried);
  if (!query.data) return null;
  return <TrackingView tracking={query.data} />;
}

export function TrackingView({ tracking }: { tracking: OrderTracking }) {
  const { t } = useTranslation();
  const titleId = useId();
  const carried = tracking.status === 'picked_up';
  return (
    <section
      aria-labelledby={titleId}
      data-testid="tracking-card"
      className="grid min-w-0 gap-4 rounded-3xl bg-surface p-5 shadow-sm ring-1 ring-slate-100"
    >
      <h2 id={titleId} className="flex items-center gap-2 font-bold text-lg text-slate-900">
        <Truck className="size-5 text-violet-600" aria-hidden />
        {t('tracking.card.title')}
      </h2>
      <p className="font-semibold text-slate-800" role="status">
        {t(`tracking.card.status.${tracking.status}`)}
      </p>
      {tracking.code && (
        <div className="grid justify-items-start gap-1 rounded-2xl bg-violet-50 p-4">
          <p className="font-semibold text-sm text-violet-900">{t('tracking.card.code')}</p>
          <p
            data-testid="delivery-code"
            dir="ltr"
            className="font-extrabold text-4xl text-violet-950 tabular-nums tracking-[0.3em]"
          >
            {tracking.code}
          </p>
          <p className="text-sm text-violet-900">{t('tracking.card.codeHint')}</p>
        </div>
      )}
      {tracking.driver && <DriverFacts driver={tracking.driver} />}
      {carried && <CarriedMap tracking={tracking} />}
    </section>
  );
}

function DriverFacts({ driver }: { driver: NonNullable<OrderTracking['driver']> }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <div className="min-w-0">
        <p className="text-slate-600 text-sm">{t('tracking.card.driver')}</p>
        <p className="font-bold text-slate-900">
          <bdi>{driver.name}</bdi> · {t(`tracking.card.vehicle.${driver.vehicleType}`)}
        </p>
      </div>
      <a
        href={`tel:${driver.phone}`}
        className="inline-flex min-h-11 items-center gap-2 rounded-full bg-violet-600 px-5 font-semibold text-white hover:bg-violet-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-violet-600"
      >
        <Phone className="size-4" aria-hidden />
        {t('tracking.card.call', { name: isolate(driver.name) })}
      </a>
    </div>
  );
}

function CarriedMap({ tracking }: { tracking: OrderTracking }) {
  const { t } = useTranslation();
  const now = useNow(60_000); // "last seen N min ago" moves on its own
  const { location, destination } = tracking;
  const pins = useMemo(() => {
    const list: MapPin[] = [];
    if (location)
      list.push({ id: 'driver', kind: 'driver', ...location, label: t('tracking.card.driverPin') });
    if (destination)
      list.push({
        id: 'destination',
        kind: 'destination',
        ...destination,
        label: t('tracking.card.destinationPin'),
      });
    return list;
  }, [location, destination, t]);
  const minutes = location ? minutesSince(location.at, now) : 0;
  return (
    <div className="grid gap-2">
      {pins.length > 0 && (
        <LazyMap
          pins={pins}
          line={Boolean(location && destination)}
          label={t('tracking.card.mapLabel')}
          className="h-64 w-full overflow-hidden rounded-2xl bg-teal-50 lg:h-80"
        />
      )}
      <p className="text-slate-700 text-sm" data-testid="last-seen">
        {!location
          ? t('tracking.card.noPosition')
          : minutes === 0
            ? t('tracking.card.lastSeenNow')
            : t('tracking.card.lastSeen', { count: minutes })}
      </p>
      {!destination && <p className="text-slate-600 text-sm">{t('tracking.card.noPin')}</p>}
    </div>
  );
}
