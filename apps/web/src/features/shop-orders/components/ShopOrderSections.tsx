import { isOrderLate, type ShopOrderDetail, type ShopOrderLine, VAT_PERCENT } from '@haflah/contracts';
import {
  CalendarClock,
  CreditCard,
  FileText,
  History,
  MapPin,
  Navigation,
  Package,
  Phone,
  Truck,
  User,
} from 'lucide-react';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CustomerNote } from '../../../components/orders/CustomerNote';
import {
  BackToOrders,
  OrderCard as Card,
  FigureRow,
  OrderNotFound,
  PaymentStateChip,
} from '../../../components/orders/OrderSections';
import { smallSecondaryButton } from '../../../components/ui/buttons';
import { ListSkeleton } from '../../../components/ui/ListSkeleton';
import { cn } from '../../../lib/cn';
import { formatPhone, useFormat } from '../../../lib/format';
import { formatDay } from '../../../lib/format-time';
import { useLanguage } from '../../../lib/i18n';
import { useNow } from '../../../lib/use-now';
import { addressLine } from '../utils/address';
import { minutesSince, momentText, spanText, windowText } from '../utils/order-text';
import { LateFlag, ShopOrderBadge } from './ShopOrderBadge';

/** The sections of the shop's order page (/retailer/orders/:id), which the page lays out. */

export function BackToShopOrders() {
  const { t } = useTranslation();
  return <BackToOrders to="/retailer/orders" label={t('shopOrders.title')} />;
}

export function ShopOrderSkeleton() {
  const { t } = useTranslation();
  return <ListSkeleton label={t('shopOrders.loadingOne')} blocks={['h-20', 'h-40', 'h-32']} />;
}

/** Not there, or another shop's (the server answers both alike). */
export function ShopOrderNotFound() {
  const { t } = useTranslation();
  return (
    <OrderNotFound
      title={t('shopOrders.notFoundTitle')}
      text={t('shopOrders.notFoundText')}
      to="/retailer/orders"
      linkLabel={t('shopOrders.allOrders')}
    />
  );
}

/** The number (focused after a move), the stage, late or not, and when it was placed. */
export function ShopOrderHeader({
  order,
  titleRef,
}: {
  order: ShopOrderDetail;
  titleRef: Ref<HTMLHeadingElement>;
}) {
  const { t } = useTranslation();
  const { lang } = useLanguage();
  const now = useNow(30_000); // an order turns late on screen without a refetch
  const late = order.isLate || isOrderLate(order.status, new Date(order.createdAt), new Date(now));
  return (
    <header className="flex flex-wrap items-center gap-x-3 gap-y-2">
      <h1 ref={titleRef} tabIndex={-1} className="font-extrabold text-2xl text-slate-900 outline-none">
        {t('shopOrders.number', { number: order.number })}
      </h1>
      <ShopOrderBadge order={order} className="px-3 py-1 text-sm" />
      {late && <LateFlag minutes={minutesSince(order.createdAt, now)} className="px-3 py-1 text-sm" />}
      <p className="w-full text-slate-600 text-sm">
        {t('shopOrders.placedAt', { when: momentText(order.createdAt, lang) })}
      </p>
    </header>
  );
}

/** The customer: first name, phone (tap to call) and the delivery address, while the shop may see them. */
export function CustomerCard({ order }: { order: ShopOrderDetail }) {
  const { t } = useTranslation();
  const { lang } = useLanguage();
  const customer = order.customer;
  const address = customer?.address;
  return (
    <Card title={t('shopOrders.customer.title')} icon={<User className="size-5" aria-hidden />}>
      {customer ? (
        <div className="grid gap-2 text-sm">
          <p className="font-bold text-base text-slate-900">{customer.firstName}</p>
          {customer.phone && (
            <a
              href={`tel:${customer.phone}`}
              className="flex w-fit items-center gap-2 rounded-full bg-violet-50 px-4 py-2 font-semibold text-violet-800 hover:bg-violet-100"
            >
              <Phone className="size-4" aria-hidden />
              <span className="sr-only">{t('shopOrders.customer.call')}</span>
              <bdi dir="ltr">{formatPhone(customer.phone)}</bdi>
            </a>
          )}
          {address && (
            <div className="grid gap-1">
              <p className="flex items-start gap-1.5 text-slate-700">
                <MapPin className="mt-0.5 size-4 shrink-0 text-violet-600" aria-hidden />
                <span>
                  <span className="sr-only">{`${t('shopOrders.customer.address')}: `}</span>
                  {addressLine(t, address)}
                </span>
              </p>
              {address.directions && (
                <p className="flex items-start gap-1.5 text-slate-600">
                  <Navigation className="mt-0.5 size-4 shrink-0" aria-hidden />
                  <span className="min-w-0 break-words">
                    <span className="sr-only">{`${t('shopOrders.customer.directions')}: `}</span>
                    {address.directions}
                  </span>
                </p>
              )}
              {address.contactPhone !== customer.phone && (
                <a
                  href={`tel:${address.contactPhone}`}
                  className="flex w-fit items-center gap-1.5 font-semibold text-violet-800 underline-offset-2 hover:underline"
                >
                  <Phone className="size-4" aria-hidden />
                  <span className="sr-only">{t('shopOrders.customer.callContact')}</span>
                  <bdi dir="ltr">{formatPhone(address.contactPhone)}</bdi>
                </a>
              )}
            </div>
          )}
        </div>
      ) : (
        <p className="text-slate-600 text-sm">{t('shopOrders.customer.hidden')}</p>
      )}
      {order.delivery && (
        <p className="flex items-center gap-1.5 text-slate-700 text-sm" data-testid="delivery-window">
          <Truck className="size-4 shrink-0 text-violet-600" aria-hidden />
          {t('shopOrders.customer.deliveryOn', {
            day: formatDay(`${order.delivery.date}T12:00:00+03:00`, lang),
            window: windowText(order.delivery.window, lang),
          })}
        </p>
      )}
      {order.customerNote && <CustomerNote label={t('shopOrders.customer.note')} note={order.customerNote} />}
    </Card>
  );
}

/** What was ordered: each line with its quantity and price, a booked line with its slot in Bahrain time. */
export function LinesCard({ order }: { order: ShopOrderDetail }) {
  const { t } = useTranslation();
  return (
    <Card
      title={t('shopOrders.lines.title', { count: order.itemCount })}
      icon={<Package className="size-5" aria-hidden />}
    >
      <ul className="grid divide-y divide-slate-100">
        {order.lines.map((line) => (
          <LineRow key={line.id} line={line} />
        ))}
      </ul>
    </Card>
  );
}

function LineRow({ line }: { line: ShopOrderLine }) {
  const { t } = useTranslation();
  const { pick, lang } = useLanguage();
  const f = useFormat();
  return (
    <li className="flex gap-3 py-3 first:pt-0 last:pb-0">
      <img
        src={line.imageUrl ?? '/placeholder.svg'}
        alt=""
        className="size-14 shrink-0 rounded-xl bg-slate-100 object-cover"
      />
      <div className="grid min-w-0 flex-1 gap-0.5 text-sm">
        <p className="font-semibold text-slate-900">{pick(line.name)}</p>
        <p className="text-slate-600">
          {t('shopOrders.lines.quantity', { count: line.quantity, price: f.money(line.unitPriceFils) })}
        </p>
        {line.booking && (
          <p
            className={cn(
              'flex items-start gap-1.5',
              line.booking.status === 'cancelled' ? 'text-slate-500 line-through' : 'text-violet-800',
            )}
          >
            <CalendarClock className="mt-0.5 size-4 shrink-0" aria-hidden />
            <span>
              {spanText(line.booking.start, line.booking.end, lang)}
              {line.booking.status === 'cancelled' && (
                <span className="no-underline">{` (${t('shopOrders.lines.released')})`}</span>
              )}
            </span>
          </p>
        )}
      </div>
      <p className="shrink-0 font-bold text-slate-900">{f.money(line.totalFils)}</p>
    </li>
  );
}

/** How it is paid and where the money stands, and the figures with the VAT they include. */
export function PaymentCard({ order, invoiceLink }: { order: ShopOrderDetail; invoiceLink?: boolean }) {
  const { t } = useTranslation();
  const f = useFormat();
  const { totals } = order;
  return (
    <Card
      title={t('shopOrders.payment.title')}
      icon={<CreditCard className="size-5" aria-hidden />}
      action={
        invoiceLink && (
          <Link to={`/retailer/orders/${order.id}/invoice`} className={smallSecondaryButton}>
            <FileText className="size-4" aria-hidden />
            {t('shopOrders.invoice.open')}
          </Link>
        )
      }
    >
      <p className="flex flex-wrap items-center gap-2 text-slate-700 text-sm">
        <span>{t(`shopOrders.payment.type.${order.paymentType}`)}</span>
        <PaymentStateChip
          state={order.paymentState}
          label={t(`shopOrders.payment.state.${order.paymentState}`)}
          testId="payment-state"
        />
      </p>
      <dl data-testid="order-totals" className="grid gap-1.5 text-sm">
        <FigureRow label={t('shopOrders.totals.subtotal')} value={f.money(totals.subtotalFils)} />
        {order.needsDelivery && (
          <FigureRow
            label={t('shopOrders.totals.deliveryFee')}
            value={
              totals.deliveryFeeFils === 0 ? t('shopOrders.totals.free') : f.money(totals.deliveryFeeFils)
            }
          />
        )}
        {totals.discountFils > 0 && (
          <FigureRow
            label={
              order.discount?.kind === 'code'
                ? t('shopOrders.totals.discountCode', { code: order.discount.code })
                : order.discount?.kind === 'offer'
                  ? t('shopOrders.totals.discountOffer', {
                      percent: order.discount.percent,
                      cap: f.money(order.discount.capFils),
                    })
                  : t('shopOrders.totals.discount')
            }
            value={f.money(-totals.discountFils)}
            valueClass="font-semibold text-emerald-800"
          />
        )}
        <div className="mt-1 flex items-baseline justify-between gap-3 border-slate-100 border-t pt-2.5">
          <dt className="font-semibold text-slate-800">{t('shopOrders.totals.total')}</dt>
          <dd className="font-extrabold text-lg text-slate-900">{f.money(totals.totalFils)}</dd>
        </div>
        <FigureRow
          label={t('shopOrders.totals.vatIncluded', { percent: VAT_PERCENT })}
          value={f.money(totals.vatFils)}
          small
        />
      </dl>
    </Card>
  );
}

/** Who did what, oldest first, in Bahrain time, with what was said (a rejection's reason). */
export function TimelineCard({ order }: { order: ShopOrderDetail }) {
  const { t } = useTranslation();
  const { lang } = useLanguage();
  return (
    <Card title={t('shopOrders.timeline.title')} icon={<History className="size-5" aria-hidden />}>
      <ol className="grid gap-3" data-testid="timeline">
        {order.timeline.map((entry, i) => (
          // The same event may happen twice at one moment in theory; its place in the list is stable.
          // biome-ignore lint/suspicious/noArrayIndexKey: an append-only history
          <li key={i} className="relative grid gap-0.5 border-violet-200 border-s-2 ps-3 text-sm">
            <p className="font-semibold text-slate-900">
              {t(`shopOrders.timeline.event.${entry.event}`)}
              <span className="font-normal text-slate-600">{` · ${t(`shopOrders.timeline.by.${entry.actor}`)}`}</span>
            </p>
            <p className="text-slate-600">
              <time dateTime={entry.at}>{momentText(entry.at, lang)}</time>
            </p>
            {entry.note && (
              <p className="break-words text-slate-800">
                {t('shopOrders.timeline.note', { note: entry.note })}
              </p>
            )}
          </li>
        ))}
      </ol>
    </Card>
  );
}
