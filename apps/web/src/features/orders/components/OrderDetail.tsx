import type { OrderDetail, OrderPayment } from '@haflah/contracts';
import { ChevronLeft, CreditCard, FlaskConical, History, MapPin, SearchX, Store, Truck } from 'lucide-react';
import { type ReactNode, type Ref, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CustomerNote } from '../../../components/orders/CustomerNote';
import { primaryButton } from '../../../components/ui/buttons';
import { EmptyState } from '../../../components/ui/EmptyState';
import { ListSkeleton } from '../../../components/ui/ListSkeleton';
import { cn } from '../../../lib/cn';
import { useLanguage } from '../../../lib/i18n';
import { calendarDay, isBookingOnly, momentText, windowText } from '../utils/order-text';
import { fromOrderLine, LineItems } from './LineItems';
import { OrderTimeline } from './OrderTimeline';
import { StatusBadge } from './StatusBadge';
import { TotalsList } from './TotalsList';

/** The sections of an order's page (/orders/:id), which the page lays out. */

export function BackToOrders() {
  const { t } = useTranslation();
  return (
    <Link
      to="/orders"
      className="flex min-h-11 w-fit items-center gap-1 rounded-full pe-2 font-semibold text-sm text-violet-700 hover:underline"
    >
      <ChevronLeft className="size-4 rtl:-scale-x-100" aria-hidden />
      {t('orders.title')}
    </Link>
  );
}

export function OrderDetailSkeleton() {
  const { t } = useTranslation();
  return <ListSkeleton label={t('orders.loadingOne')} blocks={['h-24', 'h-48', 'h-40']} />;
}

/** An order that is not there, or not the customer's (the server answers both alike). */
export function OrderNotFound() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto grid w-full max-w-3xl grid-cols-1 gap-4">
      <BackToOrders />
      <EmptyState
        headingLevel={1}
        icon={<SearchX className="size-7" />}
        title={t('orders.notFoundTitle')}
        text={t('orders.notFoundText')}
      >
        <Link to="/orders" className={primaryButton}>
          {t('orders.allOrders')}
        </Link>
      </EmptyState>
    </div>
  );
}

/** The order's number (focused after a cancel), its status, its shop and when it was placed. */
export function OrderHeader({ order, titleRef }: { order: OrderDetail; titleRef: Ref<HTMLHeadingElement> }) {
  const { t } = useTranslation();
  const { pick, lang } = useLanguage();
  return (
    <header className="grid gap-2">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <h1 ref={titleRef} tabIndex={-1} className="font-extrabold text-2xl text-slate-900">
          {t('orders.number', { number: order.number })}
        </h1>
        <StatusBadge status={order.status} bookingOnly={isBookingOnly(order)} className="px-3 py-1 text-sm" />
      </div>
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-slate-600 text-sm">
        <span className="flex items-center gap-1.5">
          <Store className="size-4 shrink-0 text-violet-600" aria-hidden />
          {pick(order.shop.name)}
        </span>
        <span aria-hidden>·</span>
        <span>{t('orders.placedAt', { when: momentText(order.createdAt, lang) })}</span>
      </p>
    </header>
  );
}

/** Where the order stands and how it got there. */
export function OrderStatusCard({ order, className }: { order: OrderDetail; className: string }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <OrderCard
      id={id}
      icon={<History className="size-5" aria-hidden />}
      title={t('orders.timeline.title')}
      className={className}
    >
      <OrderTimeline order={order} labelledBy={id} />
    </OrderCard>
  );
}

export function OrderItemsCard({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  return (
    <OrderCard icon={<Store className="size-5" aria-hidden />} title={t('orders.items')}>
      <LineItems lines={order.lines.map(fromOrderLine)} />
    </OrderCard>
  );
}

/** When the order comes and where (or, with bookings only, the address on it). */
export function OrderDeliveryCard({
  order,
  address,
}: {
  order: OrderDetail;
  /** The address as the addresses feature shows it; none when the order has no address. */
  address: ReactNode;
}) {
  const { t } = useTranslation();
  const { lang } = useLanguage();
  const delivered = order.delivery != null;
  return (
    <OrderCard
      icon={delivered ? <Truck className="size-5" aria-hidden /> : <MapPin className="size-5" aria-hidden />}
      title={delivered ? t('orders.delivery.title') : t('orders.delivery.addressTitle')}
    >
      {order.delivery && (
        <p
          data-testid="delivery-window"
          className="flex w-fit flex-wrap gap-x-1.5 rounded-xl bg-violet-50 px-3 py-2 font-semibold text-sm text-violet-900"
        >
          <span>{calendarDay(order.delivery.date, lang)}</span>
          <span aria-hidden>·</span>
          <bdi dir="ltr" className="whitespace-nowrap tabular-nums">
            {windowText(order.delivery.window, lang)}
          </bdi>
        </p>
      )}
      {address || <p className="text-slate-600 text-sm">{t('orders.delivery.noAddress')}</p>}
      {order.customerNote && <CustomerNote label={t('orders.yourNote')} note={order.customerNote} />}
    </OrderCard>
  );
}

const STATE_STYLE: Record<OrderPayment['state'], string> = {
  due: 'bg-amber-100 text-amber-900',
  paid: 'bg-emerald-100 text-emerald-900',
  refunded: 'bg-sky-100 text-sky-900',
  none: 'bg-slate-200 text-slate-800',
};

/**
 * How the order is paid: the method (as the payments feature shows it: cash, or the card or wallet with
 * its brand and last 4), and where the money stands.
 */
export function OrderPaymentCard({ payment, method }: { payment: OrderPayment; method: ReactNode }) {
  const { t } = useTranslation();
  return (
    <OrderCard icon={<CreditCard className="size-5" aria-hidden />} title={t('orders.payment.title')}>
      <div className="grid gap-3">
        <div className="flex flex-wrap items-center gap-3">
          {method}
          <span
            data-testid="payment-state"
            className={`rounded-full px-2.5 py-0.5 font-bold text-xs ${STATE_STYLE[payment.state]}`}
          >
            {t(
              `orders.payment.state.${payment.type === 'cash' && payment.state === 'due' ? 'cashDue' : payment.state}`,
            )}
          </span>
        </div>
        {payment.testMode && (
          <p className="flex items-start gap-2 rounded-xl border border-amber-300 border-dashed bg-amber-50 px-3 py-2 text-amber-950 text-sm">
            <FlaskConical className="mt-0.5 size-4 shrink-0" aria-hidden />
            {t('orders.payment.testMode')}
          </p>
        )}
      </div>
    </OrderCard>
  );
}

export function OrderTotalsCard({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  return (
    <OrderCard icon={null} title={t('orders.totals.title')}>
      <TotalsList
        totals={order.totals}
        discountSource={order.discount}
        delivered={order.delivery != null}
        large
        testId="order-totals"
      />
    </OrderCard>
  );
}

export function OrderCard({
  id: given,
  icon,
  title,
  className,
  children,
}: {
  /** Its heading's id, when something inside is labelled by it too. */
  id?: string;
  icon: ReactNode;
  title: string;
  className?: string;
  children: ReactNode;
}) {
  const own = useId();
  const id = given ?? own;
  return (
    <section
      aria-labelledby={id}
      className={cn(
        'grid min-w-0 gap-3 rounded-3xl bg-surface p-5 shadow-sm ring-1 ring-slate-100',
        className,
      )}
    >
      <h2 id={id} className="flex items-center gap-2 font-bold text-lg text-slate-900">
        {icon && <span className="text-violet-600">{icon}</span>}
        {title}
      </h2>
      {children}
    </section>
  );
}
