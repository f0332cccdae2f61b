import type { AdminOrderRow, OrderStatus } from '@haflah/contracts';
import { AlarmClock, ChevronRight, Inbox, SearchX, Store, User } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { secondaryButton } from '../../../../components/ui/buttons';
import { EmptyState } from '../../../../components/ui/EmptyState';
import { ListSkeleton } from '../../../../components/ui/ListSkeleton';
import { cn } from '../../../../lib/cn';
import { useFormat } from '../../../../lib/format';
import { formatDay, formatTime } from '../../../../lib/format-time';
import { useLanguage } from '../../../../lib/i18n';

const STATUS_TONE: Record<OrderStatus, string> = {
  pending: 'bg-amber-100 text-amber-900',
  processing: 'bg-sky-100 text-sky-900',
  shipped: 'bg-violet-100 text-violet-900',
  delivered: 'bg-emerald-100 text-emerald-900',
  cancelled: 'bg-slate-200 text-slate-800',
};

export function AdminOrderStatusBadge({ status, className }: { status: OrderStatus; className?: string }) {
  const { t } = useTranslation();
  return (
    <span
      data-testid="admin-order-status"
      className={cn('rounded-full px-2.5 py-0.5 font-bold text-xs', STATUS_TONE[status], className)}
    >
      {t(`admin.orderStatus.${status}`)}
    </span>
  );
}

export function LateBadge({ className }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <span
      className={cn(
        'flex items-center gap-1 rounded-full bg-red-100 px-2.5 py-0.5 font-bold text-red-800 text-xs',
        className,
      )}
    >
      <AlarmClock className="size-3.5" aria-hidden />
      {t('adminOrders.late')}
    </span>
  );
}

/** Any order, newest first: each a card that opens /admin/orders/:id. */
export function AdminOrderList({ orders }: { orders: readonly AdminOrderRow[] }) {
  const { t } = useTranslation();
  return (
    <ul aria-label={t('adminOrders.list')} className="grid gap-2.5">
      {orders.map((order) => (
        <AdminOrderItem key={order.id} order={order} />
      ))}
    </ul>
  );
}

function AdminOrderItem({ order }: { order: AdminOrderRow }) {
  const { t } = useTranslation();
  const { pick, lang } = useLanguage();
  const f = useFormat();
  return (
    <li
      data-testid="admin-order-row"
      className={cn(
        'relative grid gap-1.5 rounded-2xl bg-surface p-4 shadow-sm ring-1 transition has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-violet-500 hover:ring-violet-300',
        order.isLate ? 'ring-red-300' : 'ring-slate-100',
      )}
    >
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <h2 className="font-bold text-slate-900">
          {/* The whole card is the link (its ::after covers it); the heading names it. */}
          <Link
            to={`/admin/orders/${order.id}`}
            className="outline-none after:absolute after:inset-0 after:rounded-2xl after:content-['']"
          >
            {t('adminOrders.number', { number: order.number })}
          </Link>
        </h2>
        <AdminOrderStatusBadge status={order.status} />
        {order.isLate && <LateBadge />}
        <span className="ms-auto flex items-center gap-1 font-extrabold text-slate-900">
          {f.money(order.totalFils)}
          <ChevronRight className="size-4 text-slate-400 rtl:-scale-x-100" aria-hidden />
        </span>
      </div>
      <p className="flex flex-wrap items-center gap-x-2 gap-y-0.5 text-slate-600 text-sm">
        <span className="flex min-w-0 items-center gap-1">
          <Store className="size-3.5 shrink-0" aria-hidden />
          <span className="sr-only">{`${t('adminOrders.shop')}: `}</span>
          {pick(order.shop.name)}
        </span>
        <span aria-hidden>·</span>
        <time
          dateTime={order.createdAt}
        >{`${formatDay(order.createdAt, lang)} ${formatTime(order.createdAt, lang)}`}</time>
      </p>
      <p className="flex min-w-0 items-center gap-1 text-slate-600 text-sm">
        <User className="size-3.5 shrink-0" aria-hidden />
        <span className="sr-only">{`${t('adminOrders.customerLabel')}: `}</span>
        {order.customer ? (
          <span className="min-w-0 truncate">
            {order.customer.name && `${order.customer.name} · `}
            <bdi dir="ltr">{order.customer.email}</bdi>
          </span>
        ) : (
          t('adminOrders.customerGone')
        )}
      </p>
    </li>
  );
}

export function AdminOrdersSkeleton() {
  const { t } = useTranslation();
  return <ListSkeleton label={t('adminOrders.loading')} blocks={['h-24', 'h-24', 'h-24', 'h-24']} />;
}

/** No order at all yet, or none matching the search and filters (with a way back to all of them). */
export function AdminOrdersEmpty({ filtered, onClear }: { filtered: boolean; onClear: () => void }) {
  const { t } = useTranslation();
  if (filtered) {
    return (
      <EmptyState
        icon={<SearchX className="size-7" />}
        title={t('adminOrders.noMatchTitle')}
        text={t('adminOrders.noMatchText')}
      >
        <button type="button" onClick={onClear} className={secondaryButton}>
          {t('adminOrders.filters.clear')}
        </button>
      </EmptyState>
    );
  }
  return (
    <EmptyState
      icon={<Inbox className="size-7" />}
      title={t('adminOrders.emptyTitle')}
      text={t('adminOrders.emptyText')}
    />
  );
}
