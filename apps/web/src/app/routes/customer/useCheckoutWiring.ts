import { type CheckoutPreview, MAX_ADDRESSES, MAX_PAYMENT_METHODS } from '@haflah/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { addressKeys, useAddresses, useCachedAddressIds } from '../../../features/addresses/api/addresses';
import { cartKeys } from '../../../features/cart/api/cart';
import { getShoppingFor, shopForEvent, useShoppingFor } from '../../../features/events/utils/shopping-for';
import type { usePlaceOrder } from '../../../features/orders/api/checkout';
import { checkoutKeys } from '../../../features/orders/api/keys';
import { savedList } from '../../../features/orders/components/CheckoutSections';
import { useCheckoutForm } from '../../../features/orders/hooks/useCheckoutForm';
import {
  paymentKeys,
  useCachedPaymentMethodIds,
  usePaymentMethods,
} from '../../../features/payments/api/payments';
import { canPay } from '../../../features/payments/utils/card-form';
import { ApiError } from '../../../lib/api';
import { hasCode } from '../../../lib/errors';

/**
 * What /checkout joins across features (features don't import each other, so the page does): the
 * orders feature's form (useCheckoutForm: the choices and placing) fed with the addresses' and
 * payments' saved lists and the event being shopped for, and what placing, a refusal or lapsed holds
 * mean for the cart, those lists and the event.
 */
export function useCheckoutWiring({
  preview,
  receivedAt,
  placeOrder,
}: {
  preview: CheckoutPreview;
  receivedAt: number;
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
    eventDate: shoppingFor?.date,
    savedIds: (kind) => (kind === 'address' ? addressIds() : methodIds()),
    onPlaced: () => {
      shopForEvent(null);
      // The cart is empty now (its badge follows); the preview goes with the page (gcTime 0).
      invalidate(cartKeys.all);
    },
    onRefused: (error) => {
      // The address or the card went meanwhile (another tab): the lists are read again.
      if (hasCode(error, 'NOT_FOUND')) invalidate(addressKeys.all, paymentKeys.all);
      // A declined default card is no longer the default: the list says so.
      if (hasCode(error, 'PAYMENT_DECLINED')) invalidate(paymentKeys.all);
      if (error instanceof ApiError && error.status === 409) invalidate(cartKeys.all);
      // The event shopped for has started or was cancelled: the next try buys without it.
      if (hasCode(error, 'EVENT_CLOSED')) shopForEvent(null);
    },
  });

  return {
    form,
    addresses: addressList,
    addressesList: savedList(addresses, addressList.length, MAX_ADDRESSES),
    methods,
    methodsList: savedList(payments, methods.length, MAX_PAYMENT_METHODS),
    testMode: payments.data?.testMode ?? false,
    /** Both saved lists are loaded: the choices shown are the ones placing would send. */
    listsLoaded: addresses.isSuccess && payments.isSuccess,
    /** The day of the event being shopped for (delivery by then), if known. */
    eventDate: shoppingFor?.date ?? null,
    /** The event being shopped for, and stopping: focus moves on to the first thing to check, the address. */
    shoppingFor: shoppingFor && {
      title: shoppingFor.title,
      stop: () => {
        shopForEvent(null);
        form.addressRef.current?.focus();
      },
    },
    /** The holds lapsed: the preview and the cart are read again (the figures may change). */
    holdsExpired: () => invalidate(checkoutKeys.all, cartKeys.all),
  };
}
