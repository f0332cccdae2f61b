import type { DriverDelivery } from '@haflah/contracts';
import { Bell, CheckCircle2, PackageOpen, Truck } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { primaryButton } from '../../../components/ui/buttons';
import { EmptyState } from '../../../components/ui/EmptyState';
import { ErrorPanel } from '../../../components/ui/ErrorPanel';
import { ListSkeleton } from '../../../components/ui/ListSkeleton';
import { useFormat } from '../../../lib/format';
import { formatTime } from '../../../lib/format-time';
import { useLanguage } from '../../../lib/i18n';
import { useDriverDashboard, useDriverDeliveries } from '../api/driver';
import { ActiveDeliveryCard } from './ActiveDeliveryCard';
import { OfferCard } from './OfferCard';

function Section({ title, count, children }: { title: string; count?: number; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="grid gap-3">
      <h2 id={id} className="flex items-center gap-2 font-bold text-lg text-slate-900">
        {title}
        {count !== undefined && count > 0 && (
          <span className="rounded-full bg-slate-900 px-2 py-0.5 font-bold text-white text-xs tabular-nums">
            {count}
          </span>
        )}
      </h2>
      {children}
    </section>
  );
}

/** Today's finished deliveries: the order, the shop, when, and what it earned. */
function FinishedList({ deliveries }: { deliveries: DriverDelivery[] }) {
  const { t } = useTranslation();
  const { pick, lang } = useLanguage();
  const { money } = useFormat();
  return (
    <ul className="grid divide-y divide-slate-100 rounded-3xl bg-surface px-4 shadow-sm ring-1 ring-slate-100">
      {deliveries.map((d) => (
        <li key={d.id} className="flex items-center gap-3 py-3">
          <CheckCircle2 className="size-5 shrink-0 text-emerald-600" aria-hidden />
          <div className="grid min-w-0 flex-1">
            <span className="truncate font-semibold text-slate-900">
              {t('driver.active.order', { number: d.orderNumber })} · {pick(d.shop.name)}
            </span>
            <span className="text-slate-600 text-sm">
              {d.deliveredAt ? t('driver.finished.at', { time: formatTime(d.deliveredAt, lang) }) : null}
              {d.proof === 'photo' ? ` · ${t('driver.finished.byPhoto')}` : ''}
            </span>
          </div>
          <span className="font-bold text-emerald-800 tabular-nums">{money(d.feeFils)}</span>
        </li>
      ))}
    </ul>
  );
}

/**
 * The deliveries screen's sections: offers first (each with its countdown; the area's OfferRinger
 * beeps and buzzes for a new one), then the deliveries in hand, then today's finished ones.
 */
export function DeliveriesSections({ dashboardTo }: { dashboardTo: string }) {
  const { t } = useTranslation();
  const deliveries = useDriverDeliveries();
  const dashboard = useDriverDashboard();
  // Offers answered here (declined, or taken by another driver) go at once, before the list is read again.
  const [gone, setGone] = useState<ReadonlySet<string>>(new Set());
  const offers = (deliveries.data?.offers ?? []).filter((o) => !gone.has(o.id));

  if (deliveries.isError) {
    return (
      <ErrorPanel message={t('driver.deliveries.loadError')} onRetry={() => void deliveries.refetch()} />
    );
  }
  if (!deliveries.data) {
    return <ListSkeleton label={t('driver.deliveries.loading')} blocks={['h-56', 'h-72', 'h-24']} />;
  }
  const { active, today } = deliveries.data;
  const offline = dashboard.data?.driver.status === 'offline';
  return (
    <div className="grid gap-6">
      <Section title={t('driver.deliveries.offers')} count={offers.length}>
        {offers.length > 0 ? (
          <ul className="grid gap-4 lg:grid-cols-2">
            {offers.map((offer) => (
              <OfferCard
                key={offer.id}
                offer={offer}
                onGone={(id) => setGone((before) => new Set([...before, id]))}
              />
            ))}
          </ul>
        ) : offline ? (
          <EmptyState
            icon={<Bell className="size-7" aria-hidden />}
            title={t('driver.deliveries.offlineTitle')}
            text={t('driver.deliveries.offlineText')}
          >
            <Link to={dashboardTo} className={primaryButton}>
              {t('driver.deliveries.toDashboard')}
            </Link>
          </EmptyState>
        ) : (
          <EmptyState
            icon={<Bell className="size-7" aria-hidden />}
            title={t('driver.deliveries.noOffersTitle')}
            text={t('driver.deliveries.noOffersText')}
          />
        )}
      </Section>
      <Section title={t('driver.deliveries.inHand')} count={active.length}>
        {active.length > 0 ? (
          <ul className="grid gap-4 lg:grid-cols-2">
            {active.map((delivery) => (
              <ActiveDeliveryCard key={delivery.id} delivery={delivery} />
            ))}
          </ul>
        ) : (
          <EmptyState
            icon={<Truck className="size-7" aria-hidden />}
            title={t('driver.deliveries.noneInHandTitle')}
            text={t('driver.deliveries.noneInHandText')}
          />
        )}
      </Section>
      <Section title={t('driver.deliveries.today')} count={today.length}>
        {today.length > 0 ? (
          <FinishedList deliveries={today} />
        ) : (
          <p className="flex items-center gap-2 text-slate-600">
            <PackageOpen className="size-5" aria-hidden />
            {t('driver.deliveries.noneToday')}
          </p>
        )}
      </Section>
    </div>
  );
}
