import { isOrderLate, type ShopOrderSummary } from '@haflah/contracts';
import { CalendarClock, ChevronRight, Inbox, SearchX, User } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { secondaryButton } from '../../../components/ui/buttons';
import { EmptyState } from '../../../components/ui/EmptyState';
import { ListSkeleton } from '../../../components/ui/ListSkeleton';
import { cn } from '../../../lib/cn';
import { useFormat } from '../../../lib/format';
import { useNow } from '../../../lib/use-now';
import { minutesSince, momentText } from '../utils/order-text';
import { LateFlag, ShopOrderBadge } from './ShopOrderBadge';

/** Late: the server said so when it answered, or it has turned late on screen since. */
export const lateNow = (order: ShopOrderSummary, now: number) =>
  order.isLate || isOrderLate(order.status, new Date(order.createdAt), new Date(now));

/** The shop's orders, newest first: each a link to its page; new unopened ones highlighted. */
export function ShopOrderList({
  orders,
  highlighted,
}: {
  orders: readonly ShopOrderSummary[];
  /** Orders waiting and not yet opened here (they ring). */
  highlighted: ReadonlySet<string>;
}) {
  const { t } = useTranslation();
  const now = useNow(30_000); // an order turns late on screen without a refetch
  return (
    <ul aria-label={t('shopOrders.list')} className="grid gap-2.5">
      {orders.map((order) => (
        <ShopOrderRow key={order.id} order={order} isNew={highlighted.has(order.id)} now={now} />
      ))}
    </ul>
  );
}

function ShopOrderRow({ order, isNew, now }: { order: ShopOrderSummary; isNew: boolean; now: number }) {
  const { t } = useTranslation();
  const f = useFormat();
  const late = lateNow(order, now);
  return (
    <li
      data-testid="shop-order-row"
      data-new={isNew || undefined}
      className={cn(
        'relative grid gap-1.5 rounded-2xl bg-surface p-4 shadow-sm ring-1 transition has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-violet-500 hover:ring-violet-300',
        late ? 'ring-red-300' : 'ring-slate-100',
        isNew && 'bg-amber-50 ring-2 ring-amber-400',
      )}
    >
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <h2 className="font-bold text-slate-900">
          {/* The whole card is the link (its ::after covers it); the heading names it. */}
          <Link
            to={`/retailer/orders/${order.id}`}
            className="outline-none after:absolute after:inset-0 after:rounded-2xl after:content-['']"
          >
            {t('shopOrders.number', { number: order.number })}
            {isNew && <span className="sr-only">{` (${t('shopOrders.alarm.newLabel')})`}</span>}
          </Link>
        </h2>
        <ShopOrderBadge order={order} />
        {isNew && (
          <span
            aria-hidden
            className="rounded-full bg-amber-400 px-2 py-0.5 font-bold text-amber-950 text-xs"
          >
            {t('shopOrders.alarm.newLabel')}
          </span>
        )}
        {late && <LateFlag minutes={minutesSince(order.createdAt, now)} />}
        <span className="ms-auto flex items-center gap-1 font-extrabold text-slate-900">
          <span data-testid="shop-order-total">{f.money(order.totalFils)}</span>
          <ChevronRight className="size-4 text-slate-400 rtl:-scale-x-100" aria-hidden />
        </span>
      </div>
      <p className="flex flex-wrap items-center gap-x-2 gap-y-0.5 text-slate-600 text-sm">
        <time dateTime={order.createdAt}>{momentText(order.createdAt, f.lang)}</time>
        <span aria-hidden>·</span>
        <span className="flex items-center gap-1">
          <User className="size-3.5 shrink-0" aria-hidden />
          {order.customerFirstName ?? t('shopOrders.customerHidden')}
        </span>
        <span aria-hidden>·</span>
        <span>{t('shopOrders.itemCount', { count: order.itemCount })}</span>
      </p>
      {order.firstBookingStartsAt && (
        <p className="flex items-center gap-1 text-slate-600 text-xs">
          <CalendarClock className="size-3.5 shrink-0 text-violet-600" aria-hidden />
          {t('shopOrders.firstBooking', { when: momentText(order.firstBookingStartsAt, f.lang) })}
        </p>
      )}
    </li>
  );
}

export function ShopOrdersSkeleton() {
  const { t } = useTranslation();
  return <ListSkeleton label={t('shopOrders.loading')} blocks={['h-24', 'h-24', 'h-24', 'h-24']} />;
}

/** No order at all yet, or none matching the filters (with a way back to all of them). */
export function ShopOrdersEmpty({ filtered, onClear }: { filtered: boolean; onClear: () => void }) {
  const { t } = useTranslation();
  if (filtered) {
    return (
      <EmptyState
        icon={<SearchX className="size-7" />}
        title={t('shopOrders.noMatchTitle')}
        text={t('shopOrders.noMatchText')}
      >
        <button type="button" onClick={onClear} className={secondaryButton}>
          {t('shopOrders.filters.clear')}
        </button>
      </EmptyState>
    );
  }
  return (
    <EmptyState
      icon={<Inbox className="size-7" />}
      title={t('shopOrders.emptyTitle')}
      text={t('shopOrders.emptyText')}
    />
  );
}
