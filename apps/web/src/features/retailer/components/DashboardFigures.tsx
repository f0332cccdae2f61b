import type { ShopDashboardSummary, ShopListingsSummary } from '@haflah/contracts';
import { AlarmClock, CalendarClock, Coins, EyeClosed, ImageOff, ReceiptText } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorPanel } from '../../../components/ui/ErrorPanel';
import { Figure, FigureSection } from '../../../components/ui/FigureCard';
import { useFormat } from '../../../lib/format';
import { formatDay, formatTimeRange } from '../../../lib/format-time';
import { useLanguage } from '../../../lib/i18n';
import { useListingsSummary, useOrdersSummary } from '../api/retailer';
import { bahrainDay } from '../utils/bahrain-time';

/**
 * Where each figure leads, once that list's screen exists in the area (null: the figure is shown
 * without a link). The page knows which screens the area has.
 */
export interface DashboardLinks {
  /** The shop's orders, filtered (`?status=pending`). */
  orders: ((query?: string) => string) | null;
  /** One order. */
  order: ((id: string) => string) | null;
  /** The shop's listings, filtered (`?attention=no_image`). */
  listings: ((query?: string) => string) | null;
}

function OrdersFigures({ summary, links }: { summary: ShopDashboardSummary; links: DashboardLinks }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <FigureSection title={t('shop.dashboard.today')}>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        <Figure
          icon={ReceiptText}
          label={t('shop.dashboard.newOrders')}
          value={format.count(summary.todayNewOrders)}
          to={links.orders?.(`?from=${bahrainDay()}&to=${bahrainDay()}`)}
        />
        <Figure
          icon={AlarmClock}
          tone={summary.waitingForAcceptance ? 'amber' : 'slate'}
          label={t('shop.dashboard.waiting')}
          value={format.count(summary.waitingForAcceptance)}
          note={
            summary.lateCount > 0 && (
              <span className="w-fit rounded-full bg-red-100 px-2 py-0.5 font-semibold text-red-800 text-xs">
                {t('shop.dashboard.late', { count: summary.lateCount })}
              </span>
            )
          }
          to={links.orders?.('?status=pending')}
        />
        <Figure
          icon={Coins}
          tone="emerald"
          className="col-span-2 sm:col-span-1"
          label={t('shop.dashboard.revenue')}
          value={format.money(summary.todayRevenueFils)}
        />
      </ul>
    </FigureSection>
  );
}

function NextBookings({ summary, links }: { summary: ShopDashboardSummary; links: DashboardLinks }) {
  const { t } = useTranslation();
  const { lang, pick } = useLanguage();
  return (
    <FigureSection title={t('shop.dashboard.nextBookings')}>
      {summary.nextBookings.length === 0 ? (
        <p className="rounded-3xl bg-surface p-4 text-slate-600 text-sm shadow-sm ring-1 ring-slate-100">
          {t('shop.dashboard.noBookings')}
        </p>
      ) : (
        <ul className="grid divide-y divide-slate-100 overflow-hidden rounded-3xl bg-surface shadow-sm ring-1 ring-slate-100">
          {summary.nextBookings.map((booking) => {
            const to = links.order?.(booking.orderId);
            const body = (
              <>
                <CalendarClock className="mt-0.5 size-5 shrink-0 text-violet-600" aria-hidden />
                <span className="grid min-w-0 flex-1 gap-0.5">
                  <span className="truncate font-semibold text-slate-900">{pick(booking.name)}</span>
                  <span className="text-slate-600 text-sm">
                    {t('shop.dashboard.bookingWhen', {
                      day: formatDay(booking.startsAt, lang),
                      // The whole span on one line (lib/format.ts).
                      time: formatTimeRange(booking.startsAt, booking.endsAt, lang),
                    })}
                  </span>
                </span>
                <span className="shrink-0 text-slate-600 text-sm">
                  {t('shop.dashboard.orderNumber', { number: booking.number })}
                </span>
              </>
            );
            const row = 'flex items-start gap-3 px-4 py-3';
            return (
              <li key={`${booking.orderId}-${booking.startsAt}`}>
                {to ? (
                  <Link to={to} className={`${row} hover:bg-violet-50`}>
                    {body}
                  </Link>
                ) : (
                  <div className={row}>{body}</div>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </FigureSection>
  );
}

function ListingsFigures({ summary, links }: { summary: ShopListingsSummary; links: DashboardLinks }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <FigureSection title={t('shop.dashboard.attention')}>
      <ul className="grid grid-cols-2 gap-3">
        <Figure
          icon={ImageOff}
          tone={summary.withoutImage ? 'amber' : 'slate'}
          label={t('shop.dashboard.withoutImage')}
          value={format.count(summary.withoutImage)}
          to={links.listings?.('?attention=no_image')}
        />
        <Figure
          icon={EyeClosed}
          tone="slate"
          label={t('shop.dashboard.inactive')}
          value={format.count(summary.inactive)}
          note={
            <span className="text-slate-600 text-xs">
              {t('shop.dashboard.activeOfTotal', {
                active: format.count(summary.active),
                total: format.count(summary.total),
              })}
            </span>
          }
          to={links.listings?.('?attention=inactive')}
        />
      </ul>
    </FigureSection>
  );
}

/** Grey blocks where the figures will be, the same shape, while they load. */
function FiguresSkeleton() {
  const { t } = useTranslation();
  return (
    <div aria-busy className="grid gap-6">
      <span className="sr-only">{t('shop.dashboard.loading')}</span>
      <div className="grid gap-3 sm:grid-cols-3">
        {['a', 'b', 'c'].map((k) => (
          <div key={k} className="h-24 animate-pulse rounded-3xl bg-slate-200" />
        ))}
      </div>
      <div className="h-32 animate-pulse rounded-3xl bg-slate-200" />
      <div className="grid gap-3 sm:grid-cols-2">
        {['a', 'b'].map((k) => (
          <div key={k} className="h-24 animate-pulse rounded-3xl bg-slate-200" />
        ))}
      </div>
    </div>
  );
}

/**
 * The dashboard's figures (issue 23, point 6): today's new orders, those waiting for acceptance and
 * how many are late, today's revenue, the next bookings, and the listings that need attention, each
 * leading to its list once the area has it. A shop without a listing is shown `gettingStarted` (the
 * page's first steps) above them.
 */
export function DashboardFigures({
  links,
  gettingStarted,
}: {
  links: DashboardLinks;
  gettingStarted: ReactNode;
}) {
  const { t } = useTranslation();
  const orders = useOrdersSummary();
  const listings = useListingsSummary();
  if (orders.isError || listings.isError) {
    return (
      <ErrorPanel
        message={t('shop.dashboard.loadError')}
        onRetry={() => {
          if (orders.isError) void orders.refetch();
          if (listings.isError) void listings.refetch();
        }}
      />
    );
  }
  if (!orders.data || !listings.data) return <FiguresSkeleton />;
  return (
    <div className="grid gap-6">
      {listings.data.total === 0 && gettingStarted}
      <OrdersFigures summary={orders.data} links={links} />
      <NextBookings summary={orders.data} links={links} />
      {listings.data.total > 0 && <ListingsFigures summary={listings.data} links={links} />}
    </div>
  );
}
