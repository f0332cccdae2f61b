import { AddressFormDialog } from '../../../features/addresses/components/AddressFormDialog';
import type { Adding, OnceCard } from '../../../features/orders/hooks/useCheckoutForm';
import { AddBenefitPayDialog } from '../../../features/payments/components/AddBenefitPayDialog';
import { AddCardDialog } from '../../../features/payments/components/AddCardDialog';

/**
 * /checkout's "add" sheets: the addresses' and payments' own forms, opened in place by the checkout
 * form (`adding`); closing one lets the form choose what it saved. The page puts them outside its
 * form: a sheet's own submit would bubble (through React's tree) to placing the order.
 */
export function CheckoutSheets({
  adding,
  onClose,
  testMode,
  firstAddress,
  firstMethod,
  onUseOnce,
}: {
  adding: Adding | null;
  onClose: () => void;
  testMode: boolean;
  /** Nothing of its kind is saved yet: the new one becomes the default. */
  firstAddress: boolean;
  firstMethod: boolean;
  /** A card typed here may pay this order only, without being saved. */
  onUseOnce: (card: OnceCard) => void;
}) {
  if (adding?.kind === 'address') {
    return <AddressFormDialog key={adding.open} address={null} isFirst={firstAddress} onClose={onClose} />;
  }
  if (adding?.kind === 'card') {
    return (
      <AddCardDialog
        key={adding.open}
        testMode={testMode}
        isFirst={firstMethod}
        onClose={onClose}
        onUseOnce={onUseOnce}
      />
    );
  }
  if (adding?.kind === 'benefitpay') {
    return (
      <AddBenefitPayDialog key={adding.open} testMode={testMode} isFirst={firstMethod} onClose={onClose} />
    );
  }
  return null;
}
