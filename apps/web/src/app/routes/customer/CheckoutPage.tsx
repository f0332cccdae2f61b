import {
  type Address,
  type CheckoutPreview,
  type DeliveryWindow,
  MAX_ADDRESSES,
  MAX_PAYMENT_METHODS,
  type PaymentMethodsResponse,
  type PlaceOrderResponse,
} from '@haflah/contracts';
import { useQueryClient } from '@tanstack/react-query';
import {
  CalendarHeart,
  ChevronLeft,
  CreditCard,
  MapPin,
  Plus,
  ReceiptText,
  ShoppingCart,
  Truck,
  Wallet,
} from 'lucide-react';
import { type ReactNode, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { FormAlert, SubmitButton } from '../../../components/forms/fields';
import { EmptyState } from '../../../components/ui/EmptyState';
import { ErrorPanel } from '../../../components/ui/ErrorPanel';
import { SignedOutState } from '../../../components/ui/SignedOutState';
import { toast } from '../../../components/ui/toast';
import { addressKeys, useAddresses } from '../../../features/addresses/api/addresses';
import { AddressFormDialog } from '../../../features/addresses/components/AddressFormDialog';
import { AddressPicker } from '../../../features/addresses/components/AddressPicker';
import { cartKeys } from '../../../features/cart/api/cart';
import { DateChips } from '../../../features/cart/components/DateChips';
import { getShoppingFor, shopForEvent, useShoppingFor } from '../../../features/events/utils/shopping-for';
import { useCheckoutPreview, usePlaceOrder } from '../../../features/orders/api/checkout';
import { checkoutKeys } from '../../../features/orders/api/keys';
import { CheckoutShop } from '../../../features/orders/components/CheckoutShop';
import { HoldNotice } from '../../../features/orders/components/HoldNotice';
import { TotalsList } from '../../../features/orders/components/TotalsList';
import { WindowChips } from '../../../features/orders/components/WindowChips';
import { paymentKeys, usePaymentMethods } from '../../../features/payments/api/payments';
import { AddBenefitPayDialog } from '../../../features/payments/components/AddBenefitPayDialog';
import { AddCardDialog } from '../../../features/payments/components/AddCardDialog';
import {
  type PaymentChoice,
  PaymentMethodPicker,
  TestModeNote,
} from '../../../features/payments/components/PaymentMethodPicker';
import { hasExpired } from '../../../features/payments/utils/card-form';
import { ApiError } from '../../../lib/api';
import { errorMessage, hasCode } from '../../../lib/errors';
import { useFormat } from '../../../lib/format';
import { usePageTitle } from '../../../lib/page-title';
import { useSession } from '../../../lib/session';
import { openSignIn } from '../../../lib/sign-in-dialog';

const primaryButton =
  'flex h-11 w-fit items-center gap-2 rounded-full bg-violet-600 px-5 font-bold text-white shadow transition hover:bg-violet-700';
const secondaryButton =
  'flex h-10 items-center gap-1.5 rounded-full bg-violet-50 px-4 font-semibold text-sm text-violet-800 transition hover:bg-violet-100 disabled:cursor-not-allowed disabled:opacity-60';

/** What placing says about a refusal: the registry's sentence, or ours where checkout knows more. */
const PLACE_ERRORS = { codes: { NOT_FOUND: 'checkout.errors.notFound' } } as const;

/**
 * /checkout: the signed-in customer's cart becomes orders, one per shop. They choose where (a saved
 * address, or one added here), when products are delivered (a day and a window, Bahrain time), and how
 * to pay (cash on delivery, a saved card or BenefitPay, or one added here); the page shows the
 * server's figures for each shop and in all, and places the order with exactly those.
 */
export default function CheckoutPage() {
  const { t } = useTranslation();
  usePageTitle(t('checkout.title'));
  const { user, isLoading } = useSession();
  const preview = useCheckoutPreview();
  const placeOrder = usePlaceOrder();
  // Placing empties the cart, and its realtime event may refetch the preview before the answer lands:
  // until the page moves on to the order, it keeps showing what is being placed.
  const shown = useRef<{ data: CheckoutPreview; at: number } | null>(null);
  if (preview.data?.orders.length) shown.current = { data: preview.data, at: preview.dataUpdatedAt };
  const placing = (placeOrder.isPending || placeOrder.isSuccess) && shown.current;

  let body: ReactNode;
  if (isLoading) body = <CheckoutSkeleton />;
  else if (!user) {
    body = (
      <SignedOutState
        icon={<ReceiptText className="size-7" />}
        title={t('checkout.signedOutTitle')}
        text={t('checkout.signedOutText')}
        signInLabel={t('checkout.signIn')}
      />
    );
  } else if (preview.isPending) body = <CheckoutSkeleton />;
  else if (preview.isError) {
    body = <ErrorPanel message={t('checkout.loadError')} onRetry={() => preview.refetch()} />;
  } else if (placing) {
    body = (
      <CheckoutForm
        preview={placing.data}
        receivedAt={placing.at}
        refreshing={false}
        placeOrder={placeOrder}
      />
    );
  } else if (preview.data.orders.length === 0) {
    body = (
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
  } else {
    body = (
      <CheckoutForm
        preview={preview.data}
        receivedAt={preview.dataUpdatedAt}
        refreshing={preview.isFetching}
        placeOrder={placeOrder}
      />
    );
  }

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
      {body}
    </div>
  );
}

function CheckoutSkeleton() {
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

/** A form being added in a sheet, and what was saved before it opened (to choose the new one after). */
interface Adding {
  kind: 'address' | 'card' | 'benefitpay';
  open: number;
  before: ReadonlySet<string>;
}

const usable = (m: PaymentMethodsResponse['methods'][number]) =>
  !(m.type === 'card' && m.expMonth != null && m.expYear != null && hasExpired(m.expMonth, m.expYear));

function CheckoutForm({
  preview,
  receivedAt,
  refreshing,
  placeOrder,
}: {
  preview: CheckoutPreview;
  receivedAt: number;
  /** The preview is being read again (after a refusal, a lapsed hold): its figures may change. */
  refreshing: boolean;
  placeOrder: ReturnType<typeof usePlaceOrder>;
}) {
  const { t } = useTranslation();
  const f = useFormat();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { user } = useSession();
  const addresses = useAddresses();
  const payments = usePaymentMethods();
  const ids = {
    address: useId(),
    delivery: useId(),
    day: useId(),
    window: useId(),
    payment: useId(),
    items: useId(),
    summary: useId(),
  };
  const addressRef = useRef<HTMLElement>(null);
  const shoppingFor = useShoppingFor();

  const [chosenAddress, setChosenAddress] = useState<string | null>(null);
  const [chosenDay, setChosenDay] = useState<string | null>(null);
  const [chosenWindow, setChosenWindow] = useState<DeliveryWindow | null>(null);
  const [chosenPayment, setChosenPayment] = useState<PaymentChoice | null>(null);
  const [adding, setAdding] = useState<Adding | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  // What is chosen: the customer's choice while it is still offered, else the venue of the event being
  // shopped for when it is a saved address, else the default (or the first).
  const addressList = addresses.data ?? [];
  const offered = (id: string | null | undefined) => (addressList.some((a) => a.id === id) ? id : null);
  const addressId =
    offered(chosenAddress) ??
    offered(shoppingFor?.venueAddressId) ??
    (addressList.find((a) => a.isDefault) ?? addressList[0])?.id ??
    null;
  const days = preview.deliveryDays;
  const day = days.find((d) => d.date === chosenDay) ?? days[0] ?? null;
  const deliveryWindow = day
    ? chosenWindow && day.windows.includes(chosenWindow)
      ? chosenWindow
      : (day.windows[0] ?? null)
    : null;
  const methods = payments.data?.methods ?? [];
  const payment: PaymentChoice =
    chosenPayment === 'cash'
      ? 'cash'
      : ((
          methods.find((m) => m.id === chosenPayment && usable(m)) ??
          methods.find((m) => m.isDefault && usable(m))
        )?.id ?? 'cash');

  const open = (kind: Adding['kind']) => {
    const before = new Set(kind === 'address' ? addressList.map((a) => a.id) : methods.map((m) => m.id));
    setAdding((a) => ({ kind, open: (a?.open ?? 0) + 1, before }));
  };
  /** A sheet closed: if it saved something, that is what the customer meant to use. */
  const closeSheet = () => {
    if (adding) {
      const now =
        adding.kind === 'address'
          ? (queryClient.getQueryData<Address[]>(addressKeys.of(user?.id ?? null)) ?? []).map((a) => a.id)
          : (
              queryClient.getQueryData<PaymentMethodsResponse>(paymentKeys.of(user?.id ?? null))?.methods ??
              []
            ).map((m) => m.id);
      const added = now.find((id) => !adding.before.has(id));
      if (added && adding.kind === 'address') {
        setChosenAddress(added);
        setProblem(null);
      } else if (added) setChosenPayment(added);
    }
    setAdding(null);
  };

  const placed = (result: PlaceOrderResponse) => {
    shopForEvent(null);
    // The cart is empty now (its badge follows); the preview goes with the page (gcTime 0).
    void queryClient.invalidateQueries({ queryKey: cartKeys.all });
    const [first] = result.orders;
    if (result.orders.length === 1 && first) {
      toast({ kind: 'success', description: t('checkout.placed', { number: first.number }) });
      navigate(`/orders/${first.id}`, { replace: true });
    } else {
      toast({ kind: 'success', description: t('checkout.placedMany', { count: result.orders.length }) });
      navigate('/orders', { replace: true });
    }
  };

  const refused = (error: Error) => {
    if (hasCode(error, 'NOT_FOUND')) {
      // The address or the card went meanwhile (another tab): the lists are read again.
      void queryClient.invalidateQueries({ queryKey: addressKeys.all });
      void queryClient.invalidateQueries({ queryKey: paymentKeys.all });
    }
    if (error instanceof ApiError && error.status === 409) {
      void queryClient.invalidateQueries({ queryKey: cartKeys.all });
    }
    if (hasCode(error, 'UNAUTHENTICATED')) openSignIn('login', 'checkout.errors.signInAgain');
    // The event shopped for has started or was cancelled: the next try buys without it.
    if (hasCode(error, 'EVENT_CLOSED')) shopForEvent(null);
  };

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (placeOrder.isPending) return;
    if (!addressId) {
      setProblem('checkout.errors.addressRequired');
      addressRef.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
      return;
    }
    if (preview.needsDelivery && (!day || !deliveryWindow)) {
      setProblem('checkout.errors.deliveryRequired');
      return;
    }
    setProblem(null);
    placeOrder.place(
      {
        lineIds: preview.lineIds,
        addressId,
        delivery:
          preview.needsDelivery && day && deliveryWindow ? { date: day.date, window: deliveryWindow } : null,
        payment: payment === 'cash' ? { type: 'cash' } : { type: 'saved', methodId: payment },
        expectedTotalFils: preview.totals.totalFils,
        expectedPricesDigest: preview.pricesDigest,
        // "Shop for this event" on an event's page: the orders are tied to it (the event lists them).
        eventId: getShoppingFor()?.id,
      },
      { onSuccess: placed, onError: refused },
    );
  };

  const message = problem
    ? t(problem)
    : placeOrder.error
      ? errorMessage(t, placeOrder.error, PLACE_ERRORS)
      : undefined;
  const ready = addresses.isSuccess && payments.isSuccess;
  const serverOffset = Date.parse(preview.serverTime) - receivedAt;
  const holdsDeadline = preview.holdsExpireAt ? Date.parse(preview.holdsExpireAt) - serverOffset : null;
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: checkoutKeys.all });
    void queryClient.invalidateQueries({ queryKey: cartKeys.all });
  };

  return (
    <>
      <form noValidate onSubmit={submit} className="grid items-start gap-4 lg:grid-cols-[1fr_22rem]">
        <div className="grid min-w-0 gap-4">
          {shoppingFor && (
            <div className="flex flex-wrap items-center justify-between gap-2 rounded-2xl bg-violet-50 px-4 py-3 text-sm text-violet-950">
              <p className="flex min-w-0 items-center gap-2 font-semibold">
                <CalendarHeart className="size-4 shrink-0 text-violet-700" aria-hidden />
                <span className="min-w-0 break-words">
                  {t('checkout.event.for', { title: shoppingFor.title })}
                </span>
              </p>
              <button
                type="button"
                onClick={() => {
                  // The button goes with the banner: focus moves on to the first thing to check, the
                  // address (the venue may still be chosen), and a toast says what changed.
                  shopForEvent(null);
                  addressRef.current?.focus();
                  toast({
                    kind: 'info',
                    description: t('checkout.event.stopped', { title: shoppingFor.title }),
                  });
                }}
                className="rounded-full px-2 py-1 font-semibold text-violet-800 underline-offset-2 hover:underline"
              >
                {t('checkout.event.stop')}
              </button>
            </div>
          )}
          <Section
            ref={addressRef}
            id={ids.address}
            icon={<MapPin className="size-5" aria-hidden />}
            title={t('checkout.address.title')}
            hint={preview.needsDelivery ? undefined : t('checkout.address.bookingsHint')}
            action={
              addresses.isSuccess &&
              addressList.length > 0 && (
                <button
                  type="button"
                  onClick={() => open('address')}
                  disabled={addressList.length >= MAX_ADDRESSES}
                  className={secondaryButton}
                >
                  <Plus className="size-4" aria-hidden />
                  {t('checkout.address.add')}
                </button>
              )
            }
          >
            {addresses.isPending ? (
              <div aria-busy className="h-24 animate-pulse rounded-2xl bg-slate-100" />
            ) : addresses.isError ? (
              <ErrorPanel message={t('checkout.address.loadError')} onRetry={() => addresses.refetch()} />
            ) : addressList.length === 0 ? (
              <div className="grid justify-items-start gap-3 rounded-2xl border border-slate-200 border-dashed p-4">
                <p className="text-slate-700 text-sm">{t('checkout.address.none')}</p>
                <button type="button" onClick={() => open('address')} className={primaryButton}>
                  <Plus className="size-4" aria-hidden />
                  {t('checkout.address.add')}
                </button>
              </div>
            ) : (
              <AddressPicker
                addresses={addressList}
                value={addressId}
                onChange={(id) => {
                  setChosenAddress(id);
                  if (problem === 'checkout.errors.addressRequired') setProblem(null);
                }}
                labelledBy={ids.address}
                name="address"
              />
            )}
          </Section>

          {preview.needsDelivery && (
            <Section
              id={ids.delivery}
              icon={<Truck className="size-5" aria-hidden />}
              title={t('checkout.delivery.title')}
              hint={t('checkout.delivery.hint')}
            >
              {days.length === 0 || !day ? (
                <p className="rounded-2xl bg-amber-50 px-4 py-3 text-amber-950 text-sm">
                  {t('checkout.delivery.none')}
                </p>
              ) : (
                <>
                  <p id={ids.day} className="font-semibold text-slate-800 text-sm">
                    {t('checkout.delivery.day')}
                  </p>
                  <DateChips
                    dates={days.map((d) => d.date)}
                    value={day.date}
                    onChange={setChosenDay}
                    labelledBy={ids.day}
                  />
                  <p id={ids.window} className="font-semibold text-slate-800 text-sm">
                    {t('checkout.delivery.window')}
                  </p>
                  <WindowChips
                    windows={day.windows}
                    value={deliveryWindow}
                    onChange={setChosenWindow}
                    labelledBy={ids.window}
                  />
                </>
              )}
            </Section>
          )}

          <Section
            id={ids.payment}
            icon={<CreditCard className="size-5" aria-hidden />}
            title={t('checkout.payment.title')}
            action={
              payments.isSuccess && (
                <div className="flex flex-wrap gap-2">
                  <button
                    type="button"
                    onClick={() => open('card')}
                    disabled={methods.length >= MAX_PAYMENT_METHODS}
                    className={secondaryButton}
                  >
                    <Plus className="size-4" aria-hidden />
                    {t('checkout.payment.addCard')}
                  </button>
                  <button
                    type="button"
                    onClick={() => open('benefitpay')}
                    disabled={methods.length >= MAX_PAYMENT_METHODS}
                    className={secondaryButton}
                  >
                    <Wallet className="size-4" aria-hidden />
                    {t('checkout.payment.addBenefitPay')}
                  </button>
                </div>
              )
            }
          >
            {payments.isPending ? (
              <div aria-busy className="h-24 animate-pulse rounded-2xl bg-slate-100" />
            ) : payments.isError ? (
              <ErrorPanel message={t('checkout.payment.loadError')} onRetry={() => payments.refetch()} />
            ) : (
              <>
                {payments.data.testMode && <TestModeNote />}
                <PaymentMethodPicker
                  methods={methods}
                  value={payment}
                  onChange={setChosenPayment}
                  labelledBy={ids.payment}
                  name="payment"
                />
              </>
            )}
          </Section>

          <Section
            id={ids.items}
            icon={<ShoppingCart className="size-5" aria-hidden />}
            title={t('checkout.items.title')}
            hint={
              preview.orders.length > 1
                ? t('checkout.items.split', { count: preview.orders.length })
                : undefined
            }
            plain
          >
            {preview.orders.map((order) => (
              <CheckoutShop key={order.retailer.id} order={order} />
            ))}
          </Section>
        </div>

        <aside
          aria-labelledby={ids.summary}
          className="grid gap-4 rounded-3xl bg-surface p-5 shadow-sm ring-1 ring-slate-100 lg:sticky lg:top-24"
        >
          <h2 id={ids.summary} className="font-bold text-lg text-slate-900">
            {t('checkout.summary.title')}
          </h2>
          {preview.orders.length > 1 && (
            <p className="text-slate-600 text-sm">
              {t('checkout.summary.orders', { count: preview.orders.length })}
            </p>
          )}
          <TotalsList
            totals={preview.totals}
            delivered={preview.needsDelivery}
            totalLabel={t('checkout.summary.total')}
            large
            testId="checkout-totals"
          />
          {holdsDeadline != null && (
            <HoldNotice key={preview.holdsExpireAt} deadline={holdsDeadline} onExpired={refresh} />
          )}
          <FormAlert message={message} />
          <SubmitButton pending={placeOrder.isPending} disabled={!ready || refreshing}>
            {placeOrder.isPending
              ? t('checkout.placing')
              : t('checkout.place', { total: f.money(preview.totals.totalFils) })}
          </SubmitButton>
          <p className="text-center text-slate-500 text-xs">{t('checkout.terms')}</p>
        </aside>
      </form>

      {/* Outside the form: a sheet's own submit would bubble (through React's tree) to placing the order. */}
      {adding?.kind === 'address' && (
        <AddressFormDialog
          key={adding.open}
          address={null}
          isFirst={addressList.length === 0}
          onClose={closeSheet}
        />
      )}
      {adding?.kind === 'card' && (
        <AddCardDialog
          key={adding.open}
          testMode={payments.data?.testMode ?? false}
          isFirst={methods.length === 0}
          onClose={closeSheet}
        />
      )}
      {adding?.kind === 'benefitpay' && (
        <AddBenefitPayDialog
          key={adding.open}
          testMode={payments.data?.testMode ?? false}
          isFirst={methods.length === 0}
          onClose={closeSheet}
        />
      )}
    </>
  );
}

/** One part of the checkout: its heading (which names the choice inside), a hint, and an action. */
const Section = ({
  ref,
  id,
  icon,
  title,
  hint,
  action,
  plain = false,
  children,
}: {
  ref?: React.Ref<HTMLElement>;
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
