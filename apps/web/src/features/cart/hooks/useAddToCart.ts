import type { ItemSummary } from '@haflah/contracts';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../components/ui/toast';

/**
 * Quick-add from a card. Adding to the cart needs a signed-in user (spec §5); accounts and the cart
 * API arrive in their own issues, so today every visitor is signed out and gets the spec's message.
 */
export function useAddToCart() {
  const { t } = useTranslation();
  return (_item: ItemSummary) => {
    toast({ kind: 'error', title: t('cart.addFailedTitle'), description: t('cart.loginRequired') });
  };
}
