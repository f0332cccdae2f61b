import type { PlacedCheckout } from '@haflah/contracts';
import { CalendarClock, CheckCircle2, ChevronRight, Store, Truck, Wallet } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CustomerNote } from '../../../components/orders/CustomerNote';
import { largePrimaryButton, secondaryButton } from '../../../components/ui/buttons';
import { cn } from '../../../lib/cn';
import { useFormat } from '../../../lib/format';
import { formatDay, formatTime, keepTogether } from '../../../lib/format-time';
import { useLanguage } from '../../../lib/i18n';
import { calendarDay, windowText } from '../utils/order-text';

type PlacedOrder = PlacedCheckout['orders'][number];

/**
 * The "Order placed" screen's content: that it worked, then each shop's order with what happens next
 * and when (the shop confirms; a driver brings it on its day and window, or the booking starts), the
 * note sent with it, a way to each order, and back to shopping.
 */
export function OrderPlacedView({ checkout }: { checkout: PlacedCheckout }) {
  const { t } = useTranslation();
  const count = checkout.orders.length;
  return (
    <div className="mx-auto grid w-full max-w-3xl grid-cols-1 gap-5">
      <header className="grid justify-items-center gap-2 rounded-3xl bg-emerald-50 px-5 py-6 text-center">
        <CheckCircle2 className="size-12 text-emerald-600" aria-hidden />
        <h1 className="font-extrabold text-2xl text-slate-900">
          {t('checkout.placedScreen.heading', { count })}
        </h1>
        <p className="text-slate-700">{t('checkout.placedScreen.lead', { count })}</p>
      </header>
      <ol className="grid gap-4" aria-label={t('checkout.placedScreen.next')}>
        {checkout.orders.map((order) => (
          <li key={order.id}>
            <PlacedOrderCard order={order} paymentType={checkout.paymentType} />
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap justify-center gap-3">
        <Link to="/" className={cn(largePrimaryButton, 'w-full sm:w-fit')}>
          {t('checkout.placedScreen.continue')}
        </Link>
        <Link to="/orders" className={cn(secondaryButton, 'h-12 w-full sm:w-fit')}>
          {t('checkout.placedScreen.allOrders')}
        </Link>
      </div>
    </div>
  );
}

function PlacedOrderCard({
  order,
  paymentType,
}: {
  order: PlacedOrder;
  paymentType: PlacedCheckout['paymentType'];
}) {
  const { t } = useTranslation();
  const { lang, pick } = useLanguage();
  const f = useFormat();
  const titleId = useId();
  const shop = pick(order.shop.name);
  const total = f.money(order.totalFils);
  return (
    <section
      aria-labelledby={titleId}
      data-testid="placed-order"
      className="grid gap-4 rounded-3xl bg-surface p-5 shadow-sm ring-1 ring-slate-100"
    >
      <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1">
        <div className="grid gap-0.5">
          <h2 id={titleId} className="font-bold text-lg text-slate-900">
            {t('orders.number', { number: order.number })}
          </h2>
          <p className="flex items-center gap-1.5 text-slate-700 text-sm">
            <Store className="size-4 shrink-0 text-violet-600" aria-hidden />
            {shop} · {t('orders.itemCount', { count: order.itemCount })}
          </p>
        </div>
        <p className="grid text-end">
          <span className="text-slate-600 text-xs">{t('checkout.placedScreen.total')}</span>
          <span className="whitespace-nowrap font-extrabold text-slate-900">{total}</span>
        </p>
      </div>
      <ul className="grid gap-2.5 text-slate-800 text-sm">
        <Step icon={<CheckCircle2 className="size-4" aria-hidden />}>
          {t('checkout.placedScreen.confirm', { shop })}
        </Step>
        {order.delivery && (
          <Step icon={<Truck className="size-4" aria-hidden />}>
            {t('checkout.placedScreen.delivery', {
              day: calendarDay(order.delivery.date, lang),
              window: windowText(order.delivery.window, lang),
            })}
          </Step>
        )}
        {order.firstBookingStartsAt && (
          <Step icon={<CalendarClock className="size-4" aria-hidden />}>
            {t('checkout.placedScreen.booking', {
              day: formatDay(order.firstBookingStartsAt, lang),
              time: keepTogether(formatTime(order.firstBookingStartsAt, lang)),
            })}
          </Step>
        )}
        <Step icon={<Wallet className="size-4" aria-hidden />}>
          {paymentType === 'cash'
            ? t('checkout.placedScreen.payCash', { total })
            : t('checkout.placedScreen.paid', { total })}
        </Step>
      </ul>
      {order.customerNote && (
        <CustomerNote label={t('checkout.placedScreen.yourNote')} note={order.customerNote} />
      )}
      <Link
        to={`/orders/${order.id}`}
        className="flex min-h-11 w-fit items-center gap-1 rounded-full font-semibold text-violet-800 underline-offset-2 hover:underline"
      >
        {t('checkout.placedScreen.view', { number: order.number })}
        <ChevronRight className="size-4 rtl:-scale-x-100" aria-hidden />
      </Link>
    </section>
  );
}

const Step = ({ icon, children }: { icon: React.ReactNode; children: React.ReactNode }) => (
  <li className="flex items-start gap-2">
    <span className="mt-0.5 text-violet-600">{icon}</span>
    <span className="min-w-0">{children}</span>
  </li>
);
