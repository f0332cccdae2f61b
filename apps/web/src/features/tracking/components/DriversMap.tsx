import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyMap, type MapPin } from '../../../components/map/LazyMap';
import { ErrorPanel } from '../../../components/ui/ErrorPanel';
import { ListSkeleton } from '../../../components/ui/ListSkeleton';
import { formatTime } from '../../../lib/format-time';
import { useLanguage } from '../../../lib/i18n';
import { useDriverLocations } from '../api/tracking';
import { isolate } from '../utils/geo';

/**
 * The admins' drivers page: each online driver's last position on a map (read again every 15 s), each
 * marker labelled with the name and load, and the same facts as a list beside it.
 */
export function DriversMap() {
  const { t } = useTranslation();
  const { lang } = useLanguage();
  const query = useDriverLocations();
  const drivers = query.data?.drivers;
  const pins = useMemo<MapPin[]>(
    () =>
      (drivers ?? []).map((d) => ({
        id: d.id,
        kind: 'driver',
        lng: d.location.lng,
        lat: d.location.lat,
        label: t('tracking.admin.pin', { name: isolate(d.name), current: d.currentOrders, max: d.maxOrders }),
      })),
    [drivers, t],
  );
  let body: ReactNode;
  if (query.isError && !drivers)
    body = <ErrorPanel message={t('tracking.admin.loadError')} onRetry={() => void query.refetch()} />;
  else if (!drivers) body = <ListSkeleton label={t('tracking.admin.mapTitle')} blocks={['h-72']} />;
  else if (drivers.length === 0) body = <p className="text-slate-600 text-sm">{t('tracking.admin.none')}</p>;
  else
    body = (
      <>
        <LazyMap
          pins={pins}
          label={t('tracking.admin.mapLabel')}
          className="h-72 w-full overflow-hidden rounded-2xl bg-teal-50 lg:h-96"
        />
        <ul className="grid gap-1 text-sm" data-testid="driver-positions">
          {drivers.map((d) => (
            <li key={d.id} className="text-slate-800">
              {t('tracking.admin.seen', {
                name: isolate(d.name),
                current: d.currentOrders,
                max: d.maxOrders,
                time: formatTime(d.location.at, lang),
              })}
            </li>
          ))}
        </ul>
      </>
    );
  return (
    <section
      aria-labelledby="drivers-map-title"
      className="grid min-w-0 gap-3 rounded-3xl bg-surface p-5 shadow-sm ring-1 ring-slate-100"
    >
      <h2 id="drivers-map-title" className="font-bold text-lg text-slate-900">
        {t('tracking.admin.mapTitle')}
      </h2>
      {body}
    </section>
  );
}
