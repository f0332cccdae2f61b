import type { CheckoutPreview } from '@haflah/contracts';
import { ReceiptText } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorPanel } from '../../../components/ui/ErrorPanel';
import { SignedOutState } from '../../../components/ui/SignedOutState';
import { AddressPicker } from '../../../features/addresses/components/AddressPicker';
import { ExpiredHolds } from '../../../features/cart/components/ExpiredHolds';
import { useCheckoutPreview, usePlaceOrder } from '../../../features/orders/api/checkout';
import {
  CheckoutActionBar,
  CheckoutAddressSection,
  CheckoutDeliverySection,
  CheckoutEmpty,
  CheckoutFrame,
  CheckoutItemsSection,
  CheckoutPaymentSection,
  CheckoutSkeleton,
  CheckoutSummary,
  ShoppingForBanner,
} from '../../../features/orders/components/CheckoutSections';
import { PromoCodeField } from '../../../features/orders/components/PromoCodeField';
import { usePlacingPreview } from '../../../features/orders/hooks/useCheckoutForm';
import { PaymentMethodPicker, TestModeNote } from '../../../features/payments/components/PaymentMethodPicker';
import { usePageTitle } from '../../../lib/page-title';
import { useSession } from '../../../lib/session';
import { CheckoutSheets } from './CheckoutSheets';
import { useCheckoutWiring } from './useCheckoutWiring';

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
  // The promo code applied: kept across every refresh of the preview, which says whether it applies.
  const [code, setCode] = useState<string | null>(null);
  const preview = useCheckoutPreview(code);
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
        promo={{ code, checking: false, apply: setCode, remove: () => setCode(null) }}
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
        promo={{
          code,
          checking: preview.isPlaceholderData,
          apply: setCode,
          remove: () => setCode(null),
        }}
      />
    );
  }
  return (
    <CheckoutFrame>
      {/* A held time slot that lapsed is out of the order: which one, and Pick a time (issue 26). */}
      {user && <ExpiredHolds />}
      {body}
    </CheckoutFrame>
  );
}

function CheckoutForm({
  preview,
  receivedAt,
  refreshing,
  placeOrder,
  promo,
}: {
  preview: CheckoutPreview;
  receivedAt: number;
  promo: { code: string | null; checking: boolean; apply: (code: string) => void; remove: () => void };
  /** The preview is being read again (after a refusal, a lapsed hold): its figures may change. */
  refreshing: boolean;
  placeOrder: ReturnType<typeof usePlaceOrder>;
}) {
  const w = useCheckoutWiring({ preview, receivedAt, placeOrder });
  const { form } = w;
  return (
    <>
      <form noValidate onSubmit={form.submit} className="grid items-start gap-4 lg:grid-cols-[1fr_22rem]">
        <div className="grid min-w-0 gap-4">
          {w.shoppingFor && <ShoppingForBanner title={w.shoppingFor.title} onStop={w.shoppingFor.stop} />}
          <CheckoutAddressSection
            sectionRef={form.addressRef}
            needsDelivery={preview.needsDelivery}
            list={w.addressesList}
            onAdd={() => form.open('address')}
          >
            {(labelledBy) => (
              <AddressPicker
                addresses={w.addresses}
                value={form.addressId}
                onChange={form.chooseAddress}
                labelledBy={labelledBy}
                name="address"
              />
            )}
          </CheckoutAddressSection>
          {preview.needsDelivery && (
            <CheckoutDeliverySection
              days={form.days}
              forEvent={w.eventDate != null}
              day={form.day}
              window={form.deliveryWindow}
              onDay={form.chooseDay}
              onWindow={form.chooseWindow}
            />
          )}
          <CheckoutPaymentSection list={w.methodsList} onAdd={form.open}>
            {(labelledBy) => (
              <>
                {w.testMode && <TestModeNote />}
                <PaymentMethodPicker
                  methods={w.methods}
                  once={form.onceCard}
                  value={form.payment}
                  onChange={form.choosePayment}
                  labelledBy={labelledBy}
                  name="payment"
                />
              </>
            )}
          </CheckoutPaymentSection>
          <CheckoutItemsSection orders={preview.orders} note={form.note} onNote={form.setNote} />
        </div>
        <CheckoutSummary
          preview={preview}
          holdsDeadline={form.holdsDeadline}
          onHoldsExpired={w.holdsExpired}
          message={form.message}
          pending={placeOrder.isPending}
          disabled={!w.listsLoaded || refreshing}
          promo={
            <PromoCodeField
              code={promo.code}
              check={preview.promoCode}
              checking={promo.checking}
              onApply={promo.apply}
              onRemove={promo.remove}
            />
          }
        />
        <CheckoutActionBar
          totalFils={preview.totals.totalFils}
          message={form.message}
          pending={placeOrder.isPending}
          disabled={!w.listsLoaded || refreshing}
        />
      </form>
      <CheckoutSheets
        adding={form.adding}
        onClose={form.closeSheet}
        testMode={w.testMode}
        firstAddress={w.addresses.length === 0}
        firstMethod={w.methods.length === 0}
        onUseOnce={form.payOnceWith}
      />
    </>
  );
}
