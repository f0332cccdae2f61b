import { LocateFixed, LocateOff, MonitorSmartphone } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyMap, type MapPin } from '../../../components/map/LazyMap';
import { formatBahrain } from '../../../lib/format-time';
import { useLanguage } from '../../../lib/i18n';
import type { SenderState } from '../hooks/useLocationSender';

export interface DestinationFact {
  id: string;
  orderNumber: number;
  lng: number;
  lat: number;
}

const card = 'grid min-w-0 gap-3 rounded-3xl bg-surface p-5 shadow-sm ring-1 ring-slate-100';

/**
 * The driver's /driver/location: whether their position is being shared and why not (offline, no
 * delivery, permission blocked: how to allow it), the last fix sent and when, the wake lock, and a map
 * of where they are and where their deliveries go (the same facts in text beside it).
 */
export function LocationPanel({
  sender,
  destinations,
}: {
  sender: SenderState;
  destinations: DestinationFact[];
}) {
  const { t } = useTranslation();
  const { lang } = useLanguage();
  const { position, lastFix } = sender;
  const pins = useMemo(() => {
    const list: MapPin[] = [];
    if (position) list.push({ id: 'me', kind: 'driver', ...position, label: t('tracking.location.youPin') });
    for (const d of destinations)
      list.push({
        id: d.id,
        kind: 'destination',
        lng: d.lng,
        lat: d.lat,
        label: t('tracking.location.destinationPin', { number: d.orderNumber }),
      });
    return list;
  }, [position, destinations, t]);
  const wakeLock = {
    held: t('tracking.location.wakeLockHeld'),
    idle: t('tracking.location.wakeLockIdle'),
    unsupported: t('tracking.location.wakeLockUnsupported'),
    refused: t('tracking.location.wakeLockRefused'),
  }[sender.wakeLock];
  return (
    <div className="grid gap-4 lg:grid-cols-[1fr_22rem] lg:items-start">
      <div className="grid gap-4">
        <section aria-labelledby="sending-title" className={card}>
          <h2 id="sending-title" className="flex items-center gap-2 font-bold text-lg text-slate-900">
            {sender.active ? (
              <LocateFixed className="size-5 text-teal-700" aria-hidden />
            ) : (
              <LocateOff className="size-5 text-slate-500" aria-hidden />
            )}
            <span role="status">
              {sender.active ? t('tracking.location.sending') : t('tracking.location.notSending')}
            </span>
          </h2>
          {sender.reason && <p className="text-slate-700">{t(`tracking.location.why.${sender.reason}`)}</p>}
          {sender.reason === 'denied' && (
            <p className="rounded-2xl bg-amber-50 p-3 text-amber-900 text-sm">
              {t('tracking.location.allowHow')}
            </p>
          )}
          <dl className="grid gap-2 text-sm sm:grid-cols-2">
            <div>
              <dt className="text-slate-600">{t('tracking.location.lastFix')}</dt>
              <dd className="font-semibold text-slate-900" data-testid="last-fix">
                {lastFix
                  ? formatBahrain(new Date(lastFix.at), lang, {
                      hour: 'numeric',
                      minute: '2-digit',
                      second: '2-digit',
                    })
                  : t('tracking.location.noFix')}
              </dd>
            </div>
            <div>
              <dt className="flex items-center gap-1 text-slate-600">
                <MonitorSmartphone className="size-4" aria-hidden />
                {t('tracking.location.wakeLock')}
              </dt>
              <dd className="font-semibold text-slate-900" data-testid="wake-lock">
                {wakeLock}
              </dd>
            </div>
          </dl>
        </section>
        {pins.length > 0 && (
          <LazyMap
            pins={pins}
            line={Boolean(position) && destinations.length === 1}
            label={t('tracking.location.mapLabel')}
            className="h-72 w-full overflow-hidden rounded-3xl bg-teal-50 lg:h-96"
          />
        )}
      </div>
      <section aria-labelledby="destinations-title" className={card}>
        <h2 id="destinations-title" className="font-bold text-slate-900">
          {t('tracking.location.destinations')}
        </h2>
        {destinations.length === 0 ? (
          <p className="text-slate-600 text-sm">{t('tracking.location.noDestinations')}</p>
        ) : (
          <ul className="grid gap-1 text-sm">
            {destinations.map((d) => (
              <li key={d.id} className="text-slate-800">
                {t('tracking.location.destinationPin', { number: d.orderNumber })}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
