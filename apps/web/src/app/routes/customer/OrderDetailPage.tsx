import type { OrderDetail, OrderPayment } from '@haflah/contracts';
import { useQueryClient } from '@tanstack/react-query';
import {
  ChevronLeft,
  CreditCard,
  FlaskConical,
  History,
  MapPin,
  RotateCcw,
  SearchX,
  Store,
  Truck,
  X,
} from 'lucide-react';
import { type ReactNode, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { ConfirmInline, useConfirmInline } from '../../../components/ui/ConfirmInline';
import { EmptyState } from '../../../components/ui/EmptyState';
import { ErrorPanel } from '../../../components/ui/ErrorPanel';
import { useRefusedItemAction } from '../../../components/ui/ItemActions';
import { ListSkeleton } from '../../../components/ui/ListSkeleton';
import { toast } from '../../../components/ui/toast';
import { AddressSnapshot } from '../../../features/addresses/components/AddressPicker';
import { cartKeys } from '../../../features/cart/api/cart';
import { useCancelOrder, useOrder, useOrderAgain } from '../../../features/orders/api/orders';
import { fromOrderLine, LineItems } from '../../../features/orders/components/LineItems';
import { OrdersSignedOut } from '../../../features/orders/components/OrderList';
import { OrderTimeline } from '../../../features/orders/components/OrderTimeline';
import { StatusBadge } from '../../../features/orders/components/StatusBadge';
import { TotalsList } from '../../../features/orders/components/TotalsList';
import { calendarDay, momentText, windowText } from '../../../features/orders/utils/order-text';
import { BrandMark } from '../../../features/payments/components/BrandMark';
import { brandName } from '../../../features/payments/utils/method-text';
import { cn } from '../../../lib/cn';
import { hasCode } from '../../../lib/errors';
import { useLanguage } from '../../../lib/i18n';
import { usePageTitle } from '../../../lib/page-title';
import { useSession } from '../../../lib/session';

const SIGN_IN_REASON = 'orders.errors.signInAgain';

/**
 * /orders/:id: one order: its status and how it got there (Bahrain time, and who moved it), its items
 * and bookings, where and when it is delivered, how it is paid, and its figures with the VAT they
 * include. While it is pending the customer may cancel it; any order can be ordered again (its
 * products go back in the cart). It follows the shop's moves live (realtime `order.changed`).
 */
export default function OrderDetailPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation();
  const { user, isLoading } = useSession();
  const query = useOrder(id);
  usePageTitle(query.data ? t('orders.number', { number: query.data.number }) : t('orders.detailTitle'));

  let body: ReactNode;
  if (isLoading) body = <DetailSkeleton />;
  else if (!user) body = <OrdersSignedOut />;
  else if (query.isPending) body = <DetailSkeleton />;
  else if (query.isError && hasCode(query.error, 'NOT_FOUND')) {
    return (
      <div className="mx-auto grid w-full max-w-3xl grid-cols-1 gap-4">
        <BackToOrders />
        <EmptyState
          headingLevel={1}
          icon={<SearchX className="size-7" />}
          title={t('orders.notFoundTitle')}
          text={t('orders.notFoundText')}
        >
          <Link
            to="/orders"
            className="flex h-11 items-center rounded-full bg-violet-600 px-5 font-bold text-white shadow hover:bg-violet-700"
          >
            {t('orders.allOrders')}
          </Link>
        </EmptyState>
      </div>
    );
  } else if (query.isError) {
    body = <ErrorPanel message={t('orders.loadOneError')} onRetry={() => query.refetch()} />;
  } else return <OrderView order={query.data} />;

  return (
    <div className="mx-auto grid w-full max-w-5xl grid-cols-1 gap-4">
      <BackToOrders />
      <h1 className="font-extrabold text-2xl text-slate-900">{t('orders.detailTitle')}</h1>
      {body}
    </div>
  );
}

function BackToOrders() {
  const { t } = useTranslation();
  return (
    <Link
      to="/orders"
      className="flex w-fit items-center gap-1 rounded-full py-1 pe-2 font-semibold text-sm text-violet-700 hover:underline"
    >
      <ChevronLeft className="size-4 rtl:-scale-x-100" aria-hidden />
      {t('orders.title')}
    </Link>
  );
}

function DetailSkeleton() {
  const { t } = useTranslation();
  return <ListSkeleton label={t('orders.loadingOne')} blocks={['h-24', 'h-48', 'h-40']} />;
}

function OrderView({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  const { pick, lang } = useLanguage();
  const ids = { items: useId(), delivery: useId(), payment: useId(), totals: useId() };
  const titleRef = useRef<HTMLHeadingElement>(null);
  const number = t('orders.number', { number: order.number });
  const delivered = order.delivery != null;

  return (
    <div className="mx-auto grid w-full max-w-5xl grid-cols-1 gap-4">
      <BackToOrders />
      <header className="grid gap-2">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
          <h1 ref={titleRef} tabIndex={-1} className="font-extrabold text-2xl text-slate-900">
            {number}
          </h1>
          <StatusBadge status={order.status} className="px-3 py-1 text-sm" />
        </div>
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-slate-600 text-sm">
          <span className="flex items-center gap-1.5">
            <Store className="size-4 shrink-0 text-violet-600" aria-hidden />
            {pick(order.retailer.name)}
          </span>
          <span aria-hidden>·</span>
          <span>{t('orders.placedAt', { when: momentText(order.createdAt, lang) })}</span>
        </p>
      </header>

      <div className="grid items-start gap-4 lg:grid-cols-[1fr_22rem]">
        <div className="grid min-w-0 gap-4">
          {/* On a phone where the order stands comes first; from `lg` up it heads the side column. */}
          <StatusCard order={order} className="lg:hidden" />
          <Card id={ids.items} icon={<Store className="size-5" aria-hidden />} title={t('orders.items')}>
            <LineItems lines={order.lines.map(fromOrderLine)} />
          </Card>
          <Card
            id={ids.delivery}
            icon={
              delivered ? <Truck className="size-5" aria-hidden /> : <MapPin className="size-5" aria-hidden />
            }
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
                  {windowText(order.delivery.window)}
                </bdi>
              </p>
            )}
            {order.address ? (
              <AddressSnapshot address={order.address} />
            ) : (
              <p className="text-slate-600 text-sm">{t('orders.delivery.noAddress')}</p>
            )}
          </Card>
          <Card
            id={ids.payment}
            icon={<CreditCard className="size-5" aria-hidden />}
            title={t('orders.payment.title')}
          >
            <PaymentInfo payment={order.payment} />
          </Card>
        </div>

        <div className="grid min-w-0 gap-4 lg:sticky lg:top-24">
          <StatusCard order={order} className="hidden lg:grid" />
          <Card id={ids.totals} icon={null} title={t('orders.totals.title')}>
            <TotalsList totals={order.totals} delivered={delivered} large testId="order-totals" />
          </Card>
          <OrderActions order={order} onCancelled={() => titleRef.current?.focus()} />
        </div>
      </div>
    </div>
  );
}

/** Where the order stands and how it got there. */
function StatusCard({ order, className }: { order: OrderDetail; className: string }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <Card
      id={id}
      icon={<History className="size-5" aria-hidden />}
      title={t('orders.timeline.title')}
      className={className}
    >
      <OrderTimeline order={order} labelledBy={id} />
    </Card>
  );
}

function Card({
  id,
  icon,
  title,
  className,
  children,
}: {
  id: string;
  icon: ReactNode;
  title: string;
  className?: string;
  children: ReactNode;
}) {
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

const STATE_STYLE: Record<OrderPayment['state'], string> = {
  due: 'bg-amber-100 text-amber-900',
  paid: 'bg-emerald-100 text-emerald-900',
  refunded: 'bg-sky-100 text-sky-900',
  none: 'bg-slate-200 text-slate-800',
};

/** How the order is paid: cash, or the card or wallet (brand, last 4), and where the money stands. */
function PaymentInfo({ payment }: { payment: OrderPayment }) {
  const { t } = useTranslation();
  const name =
    payment.type === 'cash'
      ? t('payments.cash.name')
      : brandName(t, { type: payment.type, brand: payment.brand });
  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-center gap-3">
        <BrandMark kind={payment.type === 'card' ? payment.brand : payment.type} size="sm" />
        <p className="font-semibold text-slate-900">
          {name}
          {payment.last4 && (
            <>
              {' '}
              <bdi dir="ltr" className="whitespace-nowrap tabular-nums">
                ••{payment.last4}
              </bdi>
            </>
          )}
        </p>
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
  );
}

/** Cancel (asks first; only while the customer may) and Order again. */
function OrderActions({ order, onCancelled }: { order: OrderDetail; onCancelled: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const confirm = useConfirmInline();
  const cancel = useCancelOrder();
  const again = useOrderAgain();
  const failed = useRefusedItemAction({}, SIGN_IN_REASON);
  const canCancel = order.nextStatuses.includes('cancelled');
  const booked = order.lines.some((l) => l.booking?.status === 'confirmed');

  const confirmCancel = () =>
    cancel.mutate(order.id, {
      onSuccess: () => {
        toast({ kind: 'success', description: t('orders.cancel.done', { number: order.number }) });
        onCancelled();
      },
      onError: failed(confirmCancel),
    });

  const orderAgain = () =>
    again.mutate(order.id, {
      onSuccess: ({ added, skipped }) => {
        void queryClient.invalidateQueries({ queryKey: cartKeys.all });
        const parts = [
          added > 0 ? t('orders.again.added', { count: added }) : t('orders.again.noneAdded'),
          skipped > 0 ? t('orders.again.skipped', { count: skipped }) : null,
        ].filter(Boolean);
        toast({
          kind: added > 0 ? 'success' : 'warning',
          description: parts.join(' '),
          action: { label: t('orders.again.viewCart'), onClick: () => navigate('/cart') },
        });
      },
      onError: failed(orderAgain),
    });

  return (
    <div className="grid gap-2">
      <button
        type="button"
        onClick={orderAgain}
        disabled={again.isPending}
        aria-busy={again.isPending || undefined}
        className="flex h-12 items-center justify-center gap-2 rounded-full bg-violet-600 px-5 font-bold text-white shadow transition hover:bg-violet-700 disabled:opacity-60"
      >
        <RotateCcw className="size-4" aria-hidden />
        {t('orders.again.button')}
      </button>
      {canCancel &&
        (confirm.confirming ? (
          <ConfirmInline
            text={t(booked ? 'orders.cancel.textBooked' : 'orders.cancel.text', { number: order.number })}
            confirmLabel={t('orders.cancel.confirm')}
            cancelLabel={t('orders.cancel.keep')}
            pending={cancel.isPending}
            onConfirm={confirmCancel}
            onCancel={confirm.cancel}
          />
        ) : (
          <button
            ref={confirm.triggerRef}
            type="button"
            onClick={confirm.ask}
            className="flex h-12 items-center justify-center gap-2 rounded-full px-5 font-semibold text-red-700 ring-1 ring-red-200 transition hover:bg-red-50"
          >
            <X className="size-4" aria-hidden />
            {t('orders.cancel.button')}
          </button>
        ))}
    </div>
  );
}
