import { type AdminOrderDetail, type OrderAddress, VAT_PERCENT, windowTimes } from '@haflah/contracts';
import type { TFunction } from 'i18next';
import {
  CalendarClock,
  CreditCard,
  History,
  Mail,
  MapPin,
  Package,
  Phone,
  Store,
  TriangleAlert,
  Truck,
  User,
} from 'lucide-react';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CustomerNote } from '../../../../components/orders/CustomerNote';
import {
  BackToOrders,
  OrderCard as Card,
  FigureRow,
  OrderNotFound,
  PaymentStateChip,
} from '../../../../components/orders/OrderSections';
import { ListSkeleton } from '../../../../components/ui/ListSkeleton';
import { areaName } from '../../../../lib/area-name';
import { cn } from '../../../../lib/cn';
import { formatPhone, useFormat } from '../../../../lib/format';
import { formatDay, formatMoment, formatTimeRange } from '../../../../lib/format-time';
import { useLanguage } from '../../../../lib/i18n';
import { AdminOrderStatusBadge, LateBadge } from './AdminOrderList';

/** The sections of the admin's order page (/admin/orders/:id), which the page lays out. */

const moment = formatMoment;

export function BackToAdminOrders() {
  const { t } = useTranslation();
  return <BackToOrders to="/admin/orders" label={t('adminOrders.title')} />;
}

export function AdminOrderSkeleton() {
  const { t } = useTranslation();
  return <ListSkeleton label={t('adminOrders.loadingOne')} blocks={['h-20', 'h-40', 'h-32']} />;
}

export function AdminOrderNotFound() {
  const { t } = useTranslation();
  return (
    <OrderNotFound
      title={t('adminOrders.notFoundTitle')}
      text={t('adminOrders.notFoundText')}
      to="/admin/orders"
      linkLabel={t('adminOrders.allOrders')}
    />
  );
}

/** The number (focused after a move), its status, late or not, and when it was placed. */
export function AdminOrderHeader({
  order,
  titleRef,
}: {
  order: AdminOrderDetail;
  titleRef: Ref<HTMLHeadingElement>;
}) {
  const { t } = useTranslation();
  const { lang } = useLanguage();
  return (
    <header className="flex flex-wrap items-center gap-x-3 gap-y-2">
      <h1 ref={titleRef} tabIndex={-1} className="font-extrabold text-2xl text-slate-900 outline-none">
        {t('adminOrders.number', { number: order.number })}
      </h1>
      <AdminOrderStatusBadge status={order.status} className="px-3 py-1 text-sm" />
      {order.isLate && <LateBadge className="px-3 py-1 text-sm" />}
      <p className="w-full text-slate-600 text-sm">
        {t('adminOrders.placedAt', { when: moment(order.createdAt, lang) })}
      </p>
    </header>
  );
}

/** The address as written in Bahrain, smallest part first (Flat, Building, Road, Block, Area). */
export function addressLine(t: TFunction, address: OrderAddress): string {
  const part = (key: 'flat' | 'building' | 'road', value: string) =>
    /^\d/.test(value) ? t(`adminOrders.address.${key}`, { value }) : value;
  return [
    address.flat ? part('flat', address.flat) : null,
    part('building', address.building),
    part('road', address.road),
    t('adminOrders.address.block', { value: address.block }),
    areaName(address.area),
    t(`adminOrders.address.governorate.${address.governorate}`),
  ]
    .filter(Boolean)
    .join(t('adminOrders.address.separator'));
}

/** The customer: name, email, phone, the delivery address and day. */
export function AdminCustomerCard({ order }: { order: AdminOrderDetail }) {
  const { t } = useTranslation();
  const { lang } = useLanguage();
  const { customer, address, delivery } = order;
  const window = delivery ? windowTimes(delivery.window) : null;
  return (
    <Card title={t('adminOrders.customerCard.title')} icon={<User className="size-5" aria-hidden />}>
      {customer ? (
        <div className="grid gap-1.5 text-sm">
          <p className="font-bold text-base text-slate-900">{customer.name || t('adminOrders.noName')}</p>
          <a
            href={`mailto:${customer.email}`}
            className="flex w-fit min-w-0 items-center gap-1.5 font-semibold text-violet-800 underline-offset-2 hover:underline"
          >
            <Mail className="size-4 shrink-0" aria-hidden />
            <bdi dir="ltr" className="min-w-0 break-all">
              {customer.email}
            </bdi>
          </a>
          {customer.phone && (
            <a
              href={`tel:${customer.phone}`}
              className="flex w-fit items-center gap-1.5 font-semibold text-violet-800 underline-offset-2 hover:underline"
            >
              <Phone className="size-4" aria-hidden />
              <span className="sr-only">{t('adminOrders.customerCard.phone')}</span>
              <bdi dir="ltr">{formatPhone(customer.phone)}</bdi>
            </a>
          )}
        </div>
      ) : (
        <p className="text-slate-600 text-sm">{t('adminOrders.customerGone')}</p>
      )}
      {address ? (
        <p className="flex items-start gap-1.5 text-slate-700 text-sm">
          <MapPin className="mt-0.5 size-4 shrink-0 text-violet-600" aria-hidden />
          <span>
            <span className="sr-only">{`${t('adminOrders.customerCard.address')}: `}</span>
            {addressLine(t, address)}
            {address.directions && <span className="block text-slate-600">{address.directions}</span>}
          </span>
        </p>
      ) : (
        <p className="text-slate-600 text-sm">{t('adminOrders.customerCard.addressErased')}</p>
      )}
      {delivery && window && (
        <p className="flex items-center gap-1.5 text-slate-700 text-sm">
          <Truck className="size-4 shrink-0 text-violet-600" aria-hidden />
          {t('adminOrders.customerCard.deliveryOn', {
            day: formatDay(`${delivery.date}T12:00:00+03:00`, lang),
            window: `\u2066${window.start}–${window.end}\u2069`,
          })}
        </p>
      )}
      {order.customerNote && (
        <CustomerNote label={t('adminOrders.customerCard.note')} note={order.customerNote} />
      )}
    </Card>
  );
}

/** The shop: its name (a link to its details page) and phone. */
export function AdminShopCard({ order }: { order: AdminOrderDetail }) {
  const { t } = useTranslation();
  const { pick } = useLanguage();
  return (
    <Card title={t('adminOrders.shop')} icon={<Store className="size-5" aria-hidden />}>
      <div className="grid gap-1.5 text-sm">
        <Link
          to={`/admin/retailer/${order.shop.id}`}
          className="w-fit font-bold text-base text-violet-800 underline-offset-2 hover:underline"
        >
          {pick(order.shop.name)}
        </Link>
        {order.shop.phone && (
          <a
            href={`tel:${order.shop.phone}`}
            className="flex w-fit items-center gap-1.5 font-semibold text-violet-800 underline-offset-2 hover:underline"
          >
            <Phone className="size-4" aria-hidden />
            <span className="sr-only">{t('adminOrders.shopPhone')}</span>
            <bdi dir="ltr">{formatPhone(order.shop.phone)}</bdi>
          </a>
        )}
      </div>
    </Card>
  );
}

/** What was ordered: each line, a booked line with its slot in Bahrain time. */
export function AdminLinesCard({ order }: { order: AdminOrderDetail }) {
  const { t } = useTranslation();
  const { pick, lang } = useLanguage();
  const f = useFormat();
  return (
    <Card title={t('adminOrders.lines.title')} icon={<Package className="size-5" aria-hidden />}>
      <ul className="grid divide-y divide-slate-100">
        {order.lines.map((line) => (
          <li key={line.id} className="flex gap-3 py-3 first:pt-0 last:pb-0">
            <img
              src={line.imageUrl ?? '/placeholder.svg'}
              alt=""
              className="size-12 shrink-0 rounded-xl bg-slate-100 object-cover"
            />
            <div className="grid min-w-0 flex-1 gap-0.5 text-sm">
              <p className="font-semibold text-slate-900">{pick(line.name)}</p>
              <p className="text-slate-600">
                {t('adminOrders.lines.quantity', {
                  count: line.quantity,
                  price: f.money(line.unitPriceFils),
                })}
              </p>
              {line.booking && (
                <p
                  className={cn(
                    'flex items-start gap-1.5',
                    line.booking.status === 'cancelled' ? 'text-slate-500' : 'text-violet-800',
                  )}
                >
                  <CalendarClock className="mt-0.5 size-4 shrink-0" aria-hidden />
                  <span>
                    {`${formatDay(line.booking.start, lang)}${lang === 'ar' ? '، ' : ', '}${formatTimeRange(line.booking.start, line.booking.end, lang)}`}
                    {line.booking.status === 'cancelled' && ` (${t('adminOrders.lines.released')})`}
                  </span>
                </p>
              )}
            </div>
            <p className="shrink-0 font-bold text-slate-900">{f.money(line.totalFils)}</p>
          </li>
        ))}
      </ul>
    </Card>
  );
}

/** How it is paid, where the money stands (its ledger rows), and the figures with their VAT. */
export function AdminPaymentCard({ order }: { order: AdminOrderDetail }) {
  const { t } = useTranslation();
  const { lang } = useLanguage();
  const f = useFormat();
  const { payment, totals } = order;
  return (
    <Card title={t('adminOrders.payment.title')} icon={<CreditCard className="size-5" aria-hidden />}>
      <p className="flex flex-wrap items-center gap-2 text-slate-700 text-sm">
        <span>
          {t(`adminOrders.payment.type.${payment.type}`)}
          {payment.last4 && (
            <bdi dir="ltr">{` ${payment.brand ? `${payment.brand.toUpperCase()} ` : ''}•••• ${payment.last4}`}</bdi>
          )}
        </span>
        <PaymentStateChip
          state={payment.state}
          label={t(`adminOrders.payment.state.${payment.state}`)}
          testId="admin-payment-state"
        />
        {payment.testMode && (
          <span className="rounded-full bg-slate-100 px-2.5 py-0.5 font-semibold text-slate-700 text-xs">
            {t('adminOrders.payment.testMode')}
          </span>
        )}
      </p>
      {order.paymentFlaggedAt && (
        <p role="note" className="flex items-start gap-2 rounded-xl bg-red-50 p-3 text-red-900 text-sm">
          <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
          {t('adminOrders.payment.flagged', { when: moment(order.paymentFlaggedAt, lang) })}
        </p>
      )}
      <dl className="grid gap-1.5 text-sm">
        <FigureRow label={t('adminOrders.totals.subtotal')} value={f.money(totals.subtotalFils)} />
        <FigureRow label={t('adminOrders.totals.deliveryFee')} value={f.money(totals.deliveryFeeFils)} />
        {totals.discountFils > 0 && (
          <FigureRow
            label={
              order.discount?.kind === 'code'
                ? t('adminOrders.totals.discountCode', { code: order.discount.code })
                : order.discount?.kind === 'offer'
                  ? t('adminOrders.totals.discountOffer', {
                      percent: order.discount.percent,
                      cap: f.money(order.discount.capFils),
                    })
                  : t('adminOrders.totals.discount')
            }
            value={f.money(-totals.discountFils)}
          />
        )}
        <div className="mt-1 flex items-baseline justify-between gap-3 border-slate-100 border-t pt-2.5">
          <dt className="font-semibold text-slate-800">{t('adminOrders.totals.total')}</dt>
          <dd className="font-extrabold text-lg text-slate-900">{f.money(totals.totalFils)}</dd>
        </div>
        <FigureRow
          label={t('adminOrders.totals.vatIncluded', { percent: VAT_PERCENT })}
          value={f.money(totals.vatFils)}
          small
        />
      </dl>
      <div className="grid gap-1.5 border-slate-100 border-t pt-3">
        <h3 className="font-semibold text-slate-800 text-sm">{t('adminOrders.ledger.title')}</h3>
        {order.ledger.length === 0 ? (
          <p className="text-slate-600 text-sm">{t('adminOrders.ledger.none')}</p>
        ) : (
          <ul className="grid gap-1 text-sm" data-testid="admin-ledger">
            {order.ledger.map((row, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: an append-only ledger, in its order
              <li key={i} className="flex flex-wrap items-baseline justify-between gap-x-3">
                <span className="text-slate-700">
                  {t(`adminOrders.ledger.kind.${row.kind}`)}
                  <span className="text-slate-500">{` · ${t(`adminOrders.ledger.state.${row.state}`)}`}</span>
                </span>
                <span className="font-semibold text-slate-900">{f.money(row.amountFils)}</span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </Card>
  );
}

/** Who did what, oldest first, in Bahrain time: who it was, and what they said. */
export function AdminTimelineCard({ order }: { order: AdminOrderDetail }) {
  const { t } = useTranslation();
  const { lang } = useLanguage();
  return (
    <Card title={t('adminOrders.timeline.title')} icon={<History className="size-5" aria-hidden />}>
      <ol className="grid gap-3" data-testid="admin-timeline">
        {order.timeline.map((entry, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: an append-only history
          <li key={i} className="relative grid gap-0.5 border-violet-200 border-s-2 ps-4 text-sm">
            <span className="absolute -start-[5px] top-1.5 size-2 rounded-full bg-violet-500" aria-hidden />
            <p className="font-semibold text-slate-900">{t(`adminOrders.timeline.event.${entry.event}`)}</p>
            <p className="text-slate-600">
              <time dateTime={entry.at}>{moment(entry.at, lang)}</time>
              {' · '}
              {t(`adminOrders.timeline.actor.${entry.actor}`)}
              {entry.actorName && (
                <>
                  {' · '}
                  <bdi>{entry.actorName}</bdi>
                </>
              )}
            </p>
            {entry.note && (
              <blockquote className="mt-1 rounded-xl bg-slate-50 px-3 py-2 text-slate-800">
                <span className="sr-only">{`${t('adminOrders.timeline.reason')}: `}</span>
                {entry.note}
              </blockquote>
            )}
          </li>
        ))}
      </ol>
    </Card>
  );
}
