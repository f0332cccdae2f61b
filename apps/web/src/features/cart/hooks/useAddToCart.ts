import type { ItemSummary } from '@haflah/contracts';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../components/ui/toast';
import { useSession } from '../../../lib/session';
import { openSignIn } from '../../../lib/sign-in-dialog';

/**
 * Quick-add from a card or the product page. Adding to the cart needs a signed-in user (spec §5):
 * while the session is still being read the user is asked to wait; a signed-out user is told why and
 * offered the sign-in dialog.
 */
export function useAddToCart(onSignedIn?: (item: ItemSummary) => void) {
  const { t } = useTranslation();
  const { user, isLoading } = useSession();
  return (item: ItemSummary) => {
    if (isLoading) {
      toast({ kind: 'info', description: t('cart.verifyingAuth') });
      return;
    }
    if (!user) {
      toast({ kind: 'error', title: t('cart.addFailedTitle'), description: t('cart.loginRequired') });
      openSignIn('login', 'cart.loginRequired');
      return;
    }
    // TODO(cart issue): add the item through the cart API here and confirm with the spec's toast
    // ('{name} added to cart!'). Until the cart exists nothing is added, so nothing is announced.
    onSignedIn?.(item);
  };
}
