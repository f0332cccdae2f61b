import type { CheckoutPreview, DeliveryWindow } from '@haflah/contracts';
import {
  CalendarHeart,
  ChevronLeft,
  CreditCard,
  MapPin,
  Plus,
  ShoppingCart,
  Truck,
  Wallet,
} from 'lucide-react';
import { type ReactNode, type Ref, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormAlert, SubmitButton } from '../../../components/forms/fields';
import { primaryButton, smallSecondaryButton } from '../../../components/ui/buttons';
import { DateChips } from '../../../components/ui/DateChips';
import { EmptyState } from '../../../components/ui/EmptyState';
import { ErrorPanel } from '../../../components/ui/ErrorPanel';
import { StickyActionBar, StickyActionTotal } from '../../../components/ui/StickyActionBar';
import { toast } from '../../../components/ui/toast';
import { useFormat } from '../../../lib/format';
import { CheckoutShop } from './CheckoutShop';
import { HoldNotice } from './HoldNotice';
import { TotalsList } from './TotalsList';
import { WindowChips } from './WindowChips';

/** The sections of /checkout, which the page composes with the addresses' and payments' pickers. */

/** The page's frame: back to the cart, and its heading. */
export function CheckoutFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto grid w-full max-w-6xl grid-cols-1 gap-4">
      <Link
        to="/cart"
        className="flex w-fit items-center gap-1 rounded-full py-1 pe-2 font-semibold text-sm text-violet-700 hover:underline"
      >
        <ChevronLeft className="size-4 rtl:-scale-x-100" aria-hidden />
        {t('checkout.backToCart')}
      </Link>
      <h1 className="font-extrabold text-2xl text-slate-900">{t('checkout.title')}</h1>
      {children}
    </div>
  );
}

export function CheckoutSkeleton() {
  const { t } = useTranslation();
  return (
    <div aria-busy className="grid items-start gap-4 lg:grid-cols-[1fr_22rem]">
      <span className="sr-only">{t('checkout.loading')}</span>
      <div className="grid gap-4">
        <div className="h-40 animate-pulse rounded-3xl bg-slate-200" />
        <div className="h-40 animate-pulse rounded-3xl bg-slate-200" />
      </div>
      <div className="h-64 animate-pulse rounded-3xl bg-slate-200" />
    </div>
  );
}

export function CheckoutEmpty() {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon={<ShoppingCart className="size-7" />}
      title={t('checkout.emptyTitle')}
      text={t('checkout.emptyText')}
    >
      <Link to="/" className={primaryButton}>
        {t('checkout.browse')}
      </Link>
    </EmptyState>
  );
}

/** "Shopping for <event>", and a way to stop (the page says what stopping does; a toast says it happened). */
export function ShoppingForBanner({ title, onStop }: { title: string; onStop: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap items-center justify-between gap-2 rounded-2xl bg-violet-50 px-4 py-3 text-sm text-violet-950">
      <p className="flex min-w-0 items-center gap-2 font-semibold">
        <CalendarHeart className="size-4 shrink-0 text-violet-700" aria-hidden />
        <span className="min-w-0 break-words">{t('checkout.event.for', { title })}</span>
      </p>
      <button
        type="button"
        onClick={() => {
          onStop();
          toast({ kind: 'info', description: t('checkout.event.stopped', { title }) });
        }}
        className="rounded-full px-2 py-1 font-semibold text-violet-800 underline-offset-2 hover:underline"
      >
        {t('checkout.event.stop')}
      </button>
    </div>
  );
}

/** A list of saved things as far as it is loaded: while it loads, whether it failed, how many there are. */
interface SavedList {
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
  count: number;
  /** No more may be added. */
  full: boolean;
}

/** A saved list's query as the sections read it (only what they read, so nothing else re-renders them). */
export const savedList = (
  query: { isPending: boolean; isError: boolean; refetch: () => unknown },
  count: number,
  max: number,
): SavedList => ({
  isPending: query.isPending,
  isError: query.isError,
  refetch: query.refetch,
  count,
  full: count >= max,
});

const Loading = () => <div aria-busy className="h-24 animate-pulse rounded-2xl bg-slate-100" />;

/** Where: the saved addresses' picker (`children`, labelled by the heading), or adding the first one. */
export function CheckoutAddressSection({
  sectionRef,
  needsDelivery,
  list,
  onAdd,
  children,
}: {
  sectionRef: Ref<HTMLElement>;
  needsDelivery: boolean;
  list: SavedList;
  onAdd: () => void;
  children: (labelledBy: string) => ReactNode;
}) {
  const { t } = useTranslation();
  const id = useId();
  const ready = !list.isPending && !list.isError;
  return (
    <CheckoutSection
      ref={sectionRef}
      id={id}
      icon={<MapPin className="size-5" aria-hidden />}
      title={t('checkout.address.title')}
      hint={needsDelivery ? undefined : t('checkout.address.bookingsHint')}
      action={
        ready &&
        list.count > 0 && (
          <button type="button" onClick={onAdd} disabled={list.full} className={smallSecondaryButton}>
            <Plus className="size-4" aria-hidden />
            {t('checkout.address.add')}
          </button>
        )
      }
    >
      {list.isPending ? (
        <Loading />
      ) : list.isError ? (
        <ErrorPanel message={t('checkout.address.loadError')} onRetry={() => list.refetch()} />
      ) : list.count === 0 ? (
        <div className="grid justify-items-start gap-3 rounded-2xl border border-slate-200 border-dashed p-4">
          <p className="text-slate-700 text-sm">{t('checkout.address.none')}</p>
          <button type="button" onClick={onAdd} className={primaryButton}>
            <Plus className="size-4" aria-hidden />
            {t('checkout.address.add')}
          </button>
        </div>
      ) : (
        children(id)
      )}
    </CheckoutSection>
  );
}

/** When products are delivered: a day, and a window of it (Bahrain time). */
export function CheckoutDeliverySection({
  days,
  forEvent = false,
  day,
  window: deliveryWindow,
  onDay,
  onWindow,
}: {
  days: CheckoutPreview['deliveryDays'];
  /** Shopping for an event: only the days up to its day are offered. */
  forEvent?: boolean;
  day: CheckoutPreview['deliveryDays'][number] | null;
  window: DeliveryWindow | null;
  onDay: (date: string) => void;
  onWindow: (window: DeliveryWindow) => void;
}) {
  const { t } = useTranslation();
  const ids = { section: useId(), day: useId(), window: useId() };
  return (
    <CheckoutSection
      id={ids.section}
      icon={<Truck className="size-5" aria-hidden />}
      title={t('checkout.delivery.title')}
      hint={forEvent ? t('checkout.delivery.byEvent') : t('checkout.delivery.hint')}
    >
      {days.length === 0 || !day ? (
        <p className="rounded-2xl bg-amber-50 px-4 py-3 text-amber-950 text-sm">
          {t(forEvent ? 'checkout.delivery.noneBeforeEvent' : 'checkout.delivery.none')}
        </p>
      ) : (
        <>
          <p id={ids.day} className="font-semibold text-slate-800 text-sm">
            {t('checkout.delivery.day')}
          </p>
          <DateChips dates={days.map((d) => d.date)} value={day.date} onChange={onDay} labelledBy={ids.day} />
          <p id={ids.window} className="font-semibold text-slate-800 text-sm">
            {t('checkout.delivery.window')}
          </p>
          <WindowChips
            windows={day.windows}
            value={deliveryWindow}
            onChange={onWindow}
            labelledBy={ids.window}
          />
        </>
      )}
    </CheckoutSection>
  );
}

/** How to pay: the payment methods' picker (`children`, labelled by the heading), or adding one. */
export function CheckoutPaymentSection({
  list,
  onAdd,
  children,
}: {
  list: SavedList;
  onAdd: (kind: 'card' | 'benefitpay') => void;
  children: (labelledBy: string) => ReactNode;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <CheckoutSection
      id={id}
      icon={<CreditCard className="size-5" aria-hidden />}
      title={t('checkout.payment.title')}
      action={
        !list.isPending &&
        !list.isError && (
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              onClick={() => onAdd('card')}
              disabled={list.full}
              className={smallSecondaryButton}
            >
              <Plus className="size-4" aria-hidden />
              {t('checkout.payment.addCard')}
            </button>
            <button
              type="button"
              onClick={() => onAdd('benefitpay')}
              disabled={list.full}
              className={smallSecondaryButton}
            >
              <Wallet className="size-4" aria-hidden />
              {t('checkout.payment.addBenefitPay')}
            </button>
          </div>
        )
      }
    >
      {list.isPending ? (
        <Loading />
      ) : list.isError ? (
        <ErrorPanel message={t('checkout.payment.loadError')} onRetry={() => list.refetch()} />
      ) : (
        children(id)
      )}
    </CheckoutSection>
  );
}

/** What is bought, an order per shop, each with its note to the shop. */
export function CheckoutItemsSection({
  orders,
  note,
  onNote,
}: {
  orders: CheckoutPreview['orders'];
  note: (shopId: string) => string;
  onNote: (shopId: string, note: string) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <CheckoutSection
      id={id}
      icon={<ShoppingCart className="size-5" aria-hidden />}
      title={t('checkout.items.title')}
      hint={orders.length > 1 ? t('checkout.items.split', { count: orders.length }) : undefined}
      plain
    >
      {orders.map((order) => (
        <CheckoutShop
          key={order.shop.id}
          order={order}
          note={note(order.shop.id)}
          onNote={(text) => onNote(order.shop.id, text)}
        />
      ))}
    </CheckoutSection>
  );
}

/** The server's figures in all, how long the time slots stay held, what went wrong, and the button. */
export function CheckoutSummary({
  preview,
  holdsDeadline,
  onHoldsExpired,
  message,
  pending,
  disabled,
  promo,
}: {
  preview: CheckoutPreview;
  /** The promo code field, above the figures. */
  promo?: ReactNode;
  /** When the held time slots lapse, on our clock. */
  holdsDeadline: number | null;
  onHoldsExpired: () => void;
  message?: string;
  pending: boolean;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const f = useFormat();
  const id = useId();
  return (
    <aside
      aria-labelledby={id}
      className="grid gap-4 rounded-3xl bg-surface p-5 shadow-sm ring-1 ring-slate-100 lg:sticky lg:top-24"
    >
      <h2 id={id} className="font-bold text-lg text-slate-900">
        {t('checkout.summary.title')}
      </h2>
      {preview.orders.length > 1 && (
        <p className="text-slate-600 text-sm">
          {t('checkout.summary.orders', { count: preview.orders.length })}
        </p>
      )}
      {promo}
      <TotalsList
        totals={preview.totals}
        delivered={preview.needsDelivery}
        totalLabel={t('checkout.summary.total')}
        large
        testId="checkout-totals"
      />
      {holdsDeadline != null && (
        <HoldNotice key={preview.holdsExpireAt} deadline={holdsDeadline} onExpired={onHoldsExpired} />
      )}
      {/* On a phone the sticky bar below has the button and says what went wrong. */}
      <div className="hidden gap-4 lg:grid">
        <FormAlert message={message} />
        <SubmitButton pending={pending} disabled={disabled}>
          {pending
            ? t('checkout.placing')
            : t('checkout.place', { total: f.money(preview.totals.totalFils) })}
        </SubmitButton>
      </div>
      <p className="text-center text-slate-500 text-xs">{t('checkout.terms')}</p>
    </aside>
  );
}

/** On a phone: the total and "Place order" at the bottom of the screen, whatever is scrolled to. */
export function CheckoutActionBar({
  totalFils,
  message,
  pending,
  disabled,
}: {
  totalFils: number;
  message?: string;
  pending: boolean;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const f = useFormat();
  return (
    <StickyActionBar
      label={t('checkout.bar')}
      message={message && <FormAlert message={message} />}
      summary={<StickyActionTotal label={t('checkout.summary.total')} value={f.money(totalFils)} />}
    >
      <SubmitButton pending={pending} disabled={disabled}>
        {pending ? t('checkout.placingShort') : t('checkout.placeShort')}
      </SubmitButton>
    </StickyActionBar>
  );
}

/** One part of the checkout: its heading (which names the choice inside), a hint, and an action. */
const CheckoutSection = ({
  ref,
  id,
  icon,
  title,
  hint,
  action,
  plain = false,
  children,
}: {
  ref?: Ref<HTMLElement>;
  id: string;
  icon: ReactNode;
  title: string;
  hint?: string;
  action?: ReactNode;
  /** Its content brings its own cards (the shops). */
  plain?: boolean;
  children: ReactNode;
}) => (
  <section
    ref={ref}
    aria-labelledby={id}
    // Focus is moved here when what it follows leaves the page (the event banner), never by Tab.
    tabIndex={ref ? -1 : undefined}
    className={
      plain
        ? 'grid min-w-0 gap-3 outline-none'
        : 'grid min-w-0 scroll-mt-24 gap-3 rounded-3xl bg-surface p-5 shadow-sm outline-none ring-1 ring-slate-100 sm:p-7'
    }
  >
    <div className="flex flex-wrap items-center justify-between gap-2">
      <div className="grid gap-0.5">
        <h2 id={id} className="flex items-center gap-2 font-bold text-lg text-slate-900">
          <span className="text-violet-600">{icon}</span>
          {title}
        </h2>
        {hint && <p className="text-slate-600 text-sm">{hint}</p>}
      </div>
      {action}
    </div>
    {children}
  </section>
);
