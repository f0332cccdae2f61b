import { type AdminDashboard, DELIVERY_UNASSIGNED_MINUTES, type LateOrder } from '@haflah/contracts';
import {
  AlarmClock,
  BadgeCheck,
  Ban,
  Bike,
  ChevronRight,
  Coins,
  Hourglass,
  LifeBuoy,
  PackageSearch,
  ReceiptText,
  ShieldOff,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorPanel } from '../../../components/ui/ErrorPanel';
import { Figure, FigureSection } from '../../../components/ui/FigureCard';
import { useFormat } from '../../../lib/format';
import { useLanguage } from '../../../lib/i18n';
import { useAdminDashboard, useLateOrders } from '../api/admin';

/**
 * Where each figure leads, once that list's screen exists in the area (null: the figure is shown
 * without a link). The page knows which screens the area has.
 */
export interface AdminDashboardLinks {
  /** The shops waiting for approval. */
  pendingRetailers: string | null;
  /** Every shop (each status figure leads to it, filtered: `?status=approved`). */
  allRetailers: string | null;
  /** The orders list (each status figure and the late orders lead to it, filtered), and an order's page. */
  orders: string | null;
  /** The support requests waiting for an admin. */
  support: string | null;
  /** The drivers online now (the drivers list, filtered). */
  driversOnline: string | null;
}

const WIDE_ON_PHONE = 'col-span-2 sm:col-span-1';

const STATUSES = ['pending', 'processing', 'shipped', 'delivered', 'cancelled'] as const;

function OrdersByStatus({
  byStatus,
  orders,
}: {
  byStatus: AdminDashboard['ordersByStatus'];
  orders: string | null;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <FigureSection title={t('admin.dashboard.byStatus')}>
      <dl className="grid grid-cols-2 gap-px overflow-hidden rounded-3xl bg-slate-100 shadow-sm ring-1 ring-slate-100 sm:grid-cols-5">
        {STATUSES.map((status) => (
          // Five in two columns on a phone: the last one takes its whole row.
          <div
            key={status}
            className={`relative grid gap-0.5 bg-surface p-4 ${status === 'cancelled' ? WIDE_ON_PHONE : ''} ${orders ? 'transition has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-violet-500 hover:bg-violet-50' : ''}`}
          >
            <dt className="text-slate-600 text-sm">
              {orders ? (
                // The whole cell is the link (its ::after covers it); the status names it.
                <Link
                  to={`${orders}?status=${status}`}
                  className="outline-none after:absolute after:inset-0 after:content-['']"
                >
                  {t(`admin.orderStatus.${status}`)}
                  <ChevronRight
                    className="absolute end-3 top-4 size-4 text-slate-400 rtl:-scale-x-100"
                    aria-hidden
                  />
                </Link>
              ) : (
                t(`admin.orderStatus.${status}`)
              )}
            </dt>
            <dd className="font-bold text-slate-900 text-xl tabular-nums">
              {format.count(byStatus[status])}
            </dd>
          </div>
        ))}
      </dl>
    </FigureSection>
  );
}

function LateOrders({ count, orders }: { count: number; orders: string | null }) {
  const { t } = useTranslation();
  const { pick } = useLanguage();
  const format = useFormat();
  const late = useLateOrders();
  let body: ReactNode;
  if (late.isError) {
    body = <ErrorPanel message={t('admin.dashboard.lateError')} onRetry={() => void late.refetch()} />;
  } else if (!late.data) {
    body = (
      <div aria-busy className="h-24 animate-pulse rounded-3xl bg-slate-200">
        <span className="sr-only">{t('admin.dashboard.loading')}</span>
      </div>
    );
  } else if (late.data.orders.length === 0) {
    body = (
      <p className="rounded-3xl bg-surface p-4 text-slate-600 text-sm shadow-sm ring-1 ring-slate-100">
        {t('admin.dashboard.noLate')}
      </p>
    );
  } else {
    body = (
      <ul className="grid divide-y divide-slate-100 overflow-hidden rounded-3xl bg-surface shadow-sm ring-1 ring-slate-100">
        {late.data.orders.map((order: LateOrder) => (
          <li key={order.id} className="flex items-start gap-3 px-4 py-3">
            <AlarmClock className="mt-0.5 size-5 shrink-0 text-red-600" aria-hidden />
            <span className="grid min-w-0 flex-1 gap-0.5">
              <span className="font-semibold text-slate-900">
                {orders ? (
                  <Link
                    to={`${orders}/${order.id}`}
                    className="text-violet-800 underline-offset-2 hover:underline"
                  >
                    {t('admin.dashboard.orderNumber', { number: order.number })}
                  </Link>
                ) : (
                  t('admin.dashboard.orderNumber', { number: order.number })
                )}
              </span>
              <span className="text-slate-600 text-sm">{pick(order.shop.name)}</span>
            </span>
            <span className="shrink-0 rounded-full bg-red-100 px-2 py-0.5 font-semibold text-red-800 text-xs">
              {t('admin.dashboard.waitingMinutes', {
                count: order.minutesWaiting,
                minutes: format.count(order.minutesWaiting),
              })}
            </span>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <FigureSection title={t('admin.dashboard.lateTitle', { shown: format.count(count) })}>
      {body}
      {orders && count > 0 && (
        <Link
          to={`${orders}?late=1`}
          className="w-fit font-semibold text-sm text-violet-800 underline-offset-2 hover:underline"
        >
          {t('admin.dashboard.allLate')}
        </Link>
      )}
    </FigureSection>
  );
}

/** Grey blocks where the figures will be, the same shape, while they load. */
function FiguresSkeleton() {
  const { t } = useTranslation();
  return (
    <div aria-busy className="grid gap-6">
      <span className="sr-only">{t('admin.dashboard.loading')}</span>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {['a', 'b', 'c', 'd', 'e', 'f'].map((k) => (
          <div key={k} className="h-24 animate-pulse rounded-3xl bg-slate-200" />
        ))}
      </div>
      <div className="h-24 animate-pulse rounded-3xl bg-slate-200" />
    </div>
  );
}

/**
 * The console's figures (issue 24, point 1): shops by approval, drivers online, today's orders and
 * revenue, orders by status, and the orders not accepted in time, listed. Each figure leads to its
 * list once the area has it.
 */
export function AdminDashboardFigures({ links }: { links: AdminDashboardLinks }) {
  const { t } = useTranslation();
  const format = useFormat();
  const dashboard = useAdminDashboard();
  if (dashboard.isError) {
    return <ErrorPanel message={t('admin.dashboard.loadError')} onRetry={() => void dashboard.refetch()} />;
  }
  if (!dashboard.data) return <FiguresSkeleton />;
  const d = dashboard.data;
  return (
    <div className="grid gap-6">
      <FigureSection title={t('admin.dashboard.shops')}>
        <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          <Figure
            icon={Hourglass}
            tone={d.shops.pending ? 'amber' : 'slate'}
            label={t('admin.dashboard.pending')}
            value={format.count(d.shops.pending)}
            to={links.pendingRetailers}
          />
          <Figure
            icon={BadgeCheck}
            tone="emerald"
            label={t('admin.dashboard.approved')}
            value={format.count(d.shops.approved)}
            to={links.allRetailers && `${links.allRetailers}?status=approved`}
          />
          <Figure
            icon={ShieldOff}
            tone={d.shops.suspended ? 'amber' : 'slate'}
            label={t('admin.dashboard.suspended')}
            value={format.count(d.shops.suspended)}
            to={links.allRetailers && `${links.allRetailers}?status=suspended`}
          />
          <Figure
            icon={Ban}
            tone="slate"
            label={t('admin.dashboard.rejected')}
            value={format.count(d.shops.rejected)}
            to={links.allRetailers && `${links.allRetailers}?status=rejected`}
          />
        </ul>
      </FigureSection>
      <FigureSection title={t('admin.dashboard.today')}>
        <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          <Figure
            icon={ReceiptText}
            label={t('admin.dashboard.todayOrders')}
            value={format.count(d.todayOrders)}
          />
          <Figure
            icon={Coins}
            tone="emerald"
            label={t('admin.dashboard.todayRevenue')}
            value={format.money(d.todayRevenueFils)}
          />
          <Figure
            icon={Bike}
            tone="slate"
            label={t('admin.dashboard.driversOnline')}
            value={format.count(d.driversOnline)}
            to={links.driversOnline}
          />
          <Figure
            icon={PackageSearch}
            tone={d.unassignedDeliveries ? 'amber' : 'slate'}
            label={t('admin.dashboard.unassignedDeliveries', {
              minutes: format.count(DELIVERY_UNASSIGNED_MINUTES),
            })}
            value={format.count(d.unassignedDeliveries)}
            to={links.orders && `${links.orders}?status=processing`}
          />
        </ul>
      </FigureSection>
      <FigureSection title={t('admin.dashboard.support')}>
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          <Figure
            icon={LifeBuoy}
            tone={d.openSupportRequests ? 'amber' : 'slate'}
            label={t('admin.dashboard.openSupport')}
            value={format.count(d.openSupportRequests)}
            to={links.support}
          />
        </ul>
      </FigureSection>
      <OrdersByStatus byStatus={d.ordersByStatus} orders={links.orders} />
      <LateOrders count={d.lateOrders} orders={links.orders} />
    </div>
  );
}
