import { type CheckoutPreview, MAX_ADDRESSES, MAX_PAYMENT_METHODS } from '@haflah/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { ReceiptText } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorPanel } from '../../../components/ui/ErrorPanel';
import { SignedOutState } from '../../../components/ui/SignedOutState';
import { addressKeys, useAddresses, useCachedAddressIds } from '../../../features/addresses/api/addresses';
import { AddressFormDialog } from '../../../features/addresses/components/AddressFormDialog';
import { AddressPicker } from '../../../features/addresses/components/AddressPicker';
import { cartKeys } from '../../../features/cart/api/cart';
import { getShoppingFor, shopForEvent, useShoppingFor } from '../../../features/events/utils/shopping-for';
import { useCheckoutPreview, usePlaceOrder } from '../../../features/orders/api/checkout';
import { checkoutKeys } from '../../../features/orders/api/keys';
import {
  CheckoutAddressSection,
  CheckoutDeliverySection,
  CheckoutEmpty,
  CheckoutFrame,
  CheckoutItemsSection,
  CheckoutPaymentSection,
  CheckoutSkeleton,
  CheckoutSummary,
  ShoppingForBanner,
  savedList,
} from '../../../features/orders/components/CheckoutSections';
import { useCheckoutForm, usePlacingPreview } from '../../../features/orders/hooks/useCheckoutForm';
import {
  paymentKeys,
  useCachedPaymentMethodIds,
  usePaymentMethods,
} from '../../../features/payments/api/payments';
import { AddBenefitPayDialog } from '../../../features/payments/components/AddBenefitPayDialog';
import { AddCardDialog } from '../../../features/payments/components/AddCardDialog';
import { PaymentMethodPicker, TestModeNote } from '../../../features/payments/components/PaymentMethodPicker';
import { canPay } from '../../../features/payments/utils/card-form';
import { ApiError } from '../../../lib/api';
import { hasCode } from '../../../lib/errors';
import { usePageTitle } from '../../../lib/page-title';
import { useSession } from '../../../lib/session';

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
  const placing = usePlacingPreview(preview, placeOrder);

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
  } else if (preview.data.orders.length === 0) body = <CheckoutEmpty />;
  else {
    body = (
      <CheckoutForm
        preview={preview.data}
        receivedAt={preview.dataUpdatedAt}
        refreshing={preview.isFetching}
        placeOrder={placeOrder}
      />
    );
  }
  return <CheckoutFrame>{body}</CheckoutFrame>;
}

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
  const queryClient = useQueryClient();
  const addresses = useAddresses();
  const payments = usePaymentMethods();
  const addressIds = useCachedAddressIds();
  const methodIds = useCachedPaymentMethodIds();
  const shoppingFor = useShoppingFor();
  const addressList = addresses.data ?? [];
  const methods = payments.data?.methods ?? [];
  const testMode = payments.data?.testMode ?? false;
  const invalidate = (...keys: (readonly string[])[]) => {
    for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey });
  };

  const form = useCheckoutForm({
    preview,
    receivedAt,
    placeOrder,
    addresses: addressList,
    methods,
    usable: canPay,
    venueAddressId: shoppingFor?.venueAddressId,
    eventId: () => getShoppingFor()?.id,
    savedIds: (kind) => (kind === 'address' ? addressIds() : methodIds()),
    onPlaced: () => {
      shopForEvent(null);
      // The cart is empty now (its badge follows); the preview goes with the page (gcTime 0).
      invalidate(cartKeys.all);
    },
    onRefused: (error) => {
      // The address or the card went meanwhile (another tab): the lists are read again.
      if (hasCode(error, 'NOT_FOUND')) invalidate(addressKeys.all, paymentKeys.all);
      if (error instanceof ApiError && error.status === 409) invalidate(cartKeys.all);
      // The event shopped for has started or was cancelled: the next try buys without it.
      if (hasCode(error, 'EVENT_CLOSED')) shopForEvent(null);
    },
  });

  return (
    <>
      <form noValidate onSubmit={form.submit} className="grid items-start gap-4 lg:grid-cols-[1fr_22rem]">
        <div className="grid min-w-0 gap-4">
          {shoppingFor && (
            <ShoppingForBanner
              title={shoppingFor.title}
              // The banner goes: focus moves on to the first thing to check, the address (the venue may
              // still be chosen).
              onStop={() => {
                shopForEvent(null);
                form.addressRef.current?.focus();
              }}
            />
          )}
          <CheckoutAddressSection
            sectionRef={form.addressRef}
            needsDelivery={preview.needsDelivery}
            list={savedList(addresses, addressList.length, MAX_ADDRESSES)}
            onAdd={() => form.open('address')}
          >
            {(labelledBy) => (
              <AddressPicker
                addresses={addressList}
                value={form.addressId}
                onChange={form.chooseAddress}
                labelledBy={labelledBy}
                name="address"
              />
            )}
          </CheckoutAddressSection>
          {preview.needsDelivery && (
            <CheckoutDeliverySection
              days={preview.deliveryDays}
              day={form.day}
              window={form.deliveryWindow}
              onDay={form.chooseDay}
              onWindow={form.chooseWindow}
            />
          )}
          <CheckoutPaymentSection
            list={savedList(payments, methods.length, MAX_PAYMENT_METHODS)}
            onAdd={form.open}
          >
            {(labelledBy) => (
              <>
                {testMode && <TestModeNote />}
                <PaymentMethodPicker
                  methods={methods}
                  value={form.payment}
                  onChange={form.choosePayment}
                  labelledBy={labelledBy}
                  name="payment"
                />
              </>
            )}
          </CheckoutPaymentSection>
          <CheckoutItemsSection orders={preview.orders} />
        </div>
        <CheckoutSummary
          preview={preview}
          holdsDeadline={form.holdsDeadline}
          onHoldsExpired={() => invalidate(checkoutKeys.all, cartKeys.all)}
          message={form.message}
          pending={placeOrder.isPending}
          disabled={!(addresses.isSuccess && payments.isSuccess) || refreshing}
        />
      </form>

      {/* Outside the form: a sheet's own submit would bubble (through React's tree) to placing the order. */}
      {form.adding?.kind === 'address' && (
        <AddressFormDialog
          key={form.adding.open}
          address={null}
          isFirst={addressList.length === 0}
          onClose={form.closeSheet}
        />
      )}
      {form.adding?.kind === 'card' && (
        <AddCardDialog
          key={form.adding.open}
          testMode={testMode}
          isFirst={methods.length === 0}
          onClose={form.closeSheet}
        />
      )}
      {form.adding?.kind === 'benefitpay' && (
        <AddBenefitPayDialog
          key={form.adding.open}
          testMode={testMode}
          isFirst={methods.length === 0}
          onClose={form.closeSheet}
        />
      )}
    </>
  );
}
