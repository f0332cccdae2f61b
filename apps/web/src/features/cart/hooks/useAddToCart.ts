import type { ItemSummary } from '@haflah/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../components/ui/toast';
import { useLanguage } from '../../../lib/i18n';
import { sessionKeys, useSession } from '../../../lib/session';
import { openSignIn } from '../../../lib/sign-in-dialog';
import { useAddProduct } from '../api/cart';
import { cartErrorText, isSignedOutError } from '../utils/errors';

const SIGN_IN_REASON = 'cart.loginRequired';

/**
 * Anything that puts something in the cart needs a signed-in user (spec §5): while the session is
 * still being read the user is asked to wait; a signed-out user is told why and offered sign-in.
 * Returns a check that is true when the action may go ahead.
 */
export function useRequireSignIn() {
  const { t } = useTranslation();
  const { user, isLoading } = useSession();
  return (): boolean => {
    if (isLoading) {
      toast({ kind: 'info', description: t('cart.verifyingAuth') });
      return false;
    }
    if (!user) {
      toast({ kind: 'error', title: t('cart.addFailedTitle'), description: t(SIGN_IN_REASON) });
      openSignIn('login', SIGN_IN_REASON);
      return false;
    }
    return true;
  };
}

/** The server ended the session: say so as information (spec §8) and offer sign-in again. */
export function useSignedOutRecovery() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: sessionKeys.all });
    openSignIn('login', SIGN_IN_REASON);
  };
}

type Addable = Pick<ItemSummary, 'id' | 'name'>;

/**
 * Quick-add of a fixed-price product from a card or the product page, confirmed with the spec's
 * toasts. An item already being added is not sent again (a double tap adds one, not two).
 */
export function useAddToCart() {
  const { t } = useTranslation();
  const { pick } = useLanguage();
  const requireSignIn = useRequireSignIn();
  const recover = useSignedOutRecovery();
  const addProduct = useAddProduct();
  // The ref guards against taps before a re-render; the state redraws the busy buttons.
  const adding = useRef(new Set<string>());
  const [busy, setBusy] = useState<ReadonlySet<string>>(adding.current);
  const settle = (id: string, add: boolean) => {
    if (add) adding.current.add(id);
    else adding.current.delete(id);
    setBusy(new Set(adding.current));
  };

  const add = (item: Addable) => {
    if (adding.current.has(item.id) || !requireSignIn()) return;
    settle(item.id, true);
    // mutateAsync rather than mutate's callbacks, which fire only for the latest of concurrent adds.
    addProduct
      .mutateAsync({ listingId: item.id, quantity: 1 })
      .then(
        () => toast({ kind: 'success', description: t('cart.added', { name: pick(item.name) }) }),
        (error: unknown) => {
          const signedOut = isSignedOutError(error);
          toast({
            kind: signedOut ? 'info' : 'error',
            title: t('cart.addFailedTitle'),
            description: cartErrorText(t, error, 'cart.errors.addFailed', { NOT_FOUND: 'product.notFound' }),
          });
          if (signedOut) recover();
        },
      )
      .finally(() => settle(item.id, false));
  };

  return { add, isAdding: (id: string) => busy.has(id) };
}
