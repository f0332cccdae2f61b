import type { OrderSummary } from '@haflah/contracts';
import { CalendarClock, ChevronRight, ReceiptText, Store, Truck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { primaryButton } from '../../../components/ui/buttons';
import { EmptyState } from '../../../components/ui/EmptyState';
import { ListSkeleton } from '../../../components/ui/ListSkeleton';
import { SignedOutState } from '../../../components/ui/SignedOutState';
import { useFormat } from '../../../lib/format';
import { useLanguage } from '../../../lib/i18n';
import { calendarDay, isBookingOnly, momentText, placedOn } from '../utils/order-text';
import { StatusBadge } from './StatusBadge';

/**
 * The customer's orders, newest first: each a link to its details, with when it comes (the delivery
 * day, the booked start) beside when it was placed.
 */
export function OrderList({ orders }: { orders: OrderSummary[] }) {
  const { t } = useTranslation();
  return (
    <ul aria-label={t('orders.list')} className="grid gap-3">
      {orders.map((order) => (
        <OrderRow key={order.id} order={order} />
      ))}
    </ul>
  );
}

function OrderRow({ order }: { order: OrderSummary }) {
  const { t } = useTranslation();
  const { pick } = useLanguage();
  const f = useFormat();
  const number = t('orders.number', { number: order.number });
  return (
    <li className="relative flex items-center gap-3 rounded-3xl bg-surface p-4 shadow-sm ring-1 ring-slate-100 transition has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-violet-500 hover:ring-violet-200 sm:gap-4 sm:p-5">
      <img
        src={order.imageUrl ?? '/placeholder.svg'}
        alt=""
        className="size-16 shrink-0 rounded-2xl bg-slate-100 object-cover sm:size-20"
      />
      <div className="grid min-w-0 flex-1 gap-1">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <h2 className="font-bold text-slate-900">
            {/* The whole card is the link (its ::after covers it); the heading names it. */}
            <Link
              to={`/orders/${order.id}`}
              className="outline-none after:absolute after:inset-0 after:rounded-3xl after:content-['']"
            >
              {number}
            </Link>
          </h2>
          <StatusBadge status={order.status} bookingOnly={isBookingOnly(order)} />
        </div>
        <p className="flex min-w-0 items-center gap-1.5 text-slate-700 text-sm">
          <Store className="size-4 shrink-0 text-violet-600" aria-hidden />
          <span className="truncate">{pick(order.shop.name)}</span>
        </p>
        {order.delivery && (
          <p className="flex items-center gap-1.5 font-medium text-slate-800 text-sm">
            <Truck className="size-4 shrink-0 text-violet-600" aria-hidden />
            {t('orders.deliveryOn', { day: calendarDay(order.delivery.date, f.lang) })}
          </p>
        )}
        {order.firstBookingAt && (
          <p className="flex items-center gap-1.5 font-medium text-slate-800 text-sm">
            <CalendarClock className="size-4 shrink-0 text-violet-600" aria-hidden />
            {t('orders.bookedFor', { when: momentText(order.firstBookingAt, f.lang) })}
          </p>
        )}
        <p className="flex flex-wrap gap-x-1.5 text-slate-600 text-xs sm:text-sm">
          <span>{t('orders.placedOn', { date: placedOn(order.createdAt, f.lang) })}</span>
          <span aria-hidden>·</span>
          <span>{t('orders.itemCount', { count: order.itemCount })}</span>
        </p>
      </div>
      <div className="flex shrink-0 items-center gap-1">
        <span className="font-extrabold text-slate-900" data-testid="order-total">
          {f.money(order.totalFils)}
        </span>
        <ChevronRight className="size-5 text-slate-400 rtl:-scale-x-100" aria-hidden />
      </div>
    </li>
  );
}

export function OrdersSkeleton() {
  const { t } = useTranslation();
  return <ListSkeleton label={t('orders.loading')} blocks={['h-28', 'h-28', 'h-28']} />;
}

/** No order yet: what the list is for, and the way to the shops. */
export function OrdersEmpty() {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon={<ReceiptText className="size-7" />}
      title={t('orders.emptyTitle')}
      text={t('orders.emptyText')}
    >
      <Link to="/" className={primaryButton}>
        {t('orders.browse')}
      </Link>
    </EmptyState>
  );
}

/** Orders are kept with the account: signed out, the page asks to sign in, as the cart does. */
export function OrdersSignedOut() {
  const { t } = useTranslation();
  return (
    <SignedOutState
      icon={<ReceiptText className="size-7" />}
      title={t('orders.signedOutTitle')}
      text={t('orders.signedOutText')}
      signInLabel={t('orders.signIn')}
    />
  );
}
