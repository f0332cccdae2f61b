import type { ItemSummary } from '@haflah/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../components/ui/toast';
import { useLanguage } from '../../../lib/i18n';
import { sessionKeys, useSession } from '../../../lib/session';
import { signInThen } from '../../../lib/sign-in-dialog';
import { useAddProduct } from '../api/cart';
import { cartErrorText, isSignedOutError } from '../utils/errors';

const SIGN_IN_REASON = 'cart.loginRequired';

/**
 * Anything that puts something in the cart needs a signed-in user (spec §5). The returned function
 * runs the action at once for a signed-in user; while the session is still being read it asks the
 * user to wait; a signed-out user is told why and offered sign-in, and the action runs once they have
 * signed in through that dialog (closing it drops the action). The action must not check again: it
 * runs before anything has re-rendered with the new user. Returns a cancel for a deferred action.
 */
export function useRequireSignIn() {
  const { t } = useTranslation();
  const { user, isLoading } = useSession();
  return (action: () => void): (() => void) => {
    if (isLoading) {
      toast({ kind: 'info', description: t('cart.verifyingAuth') });
      return () => {};
    }
    if (!user) {
      toast({ kind: 'error', title: t('cart.addFailedTitle'), description: t(SIGN_IN_REASON) });
      return signInThen(action, { reason: SIGN_IN_REASON });
    }
    action();
    return () => {};
  };
}

/**
 * The server ended the session: say so as information (spec §8) and offer sign-in again; `retry`
 * (when given) runs once the user has signed in again.
 */
export function useSignedOutRecovery() {
  const queryClient = useQueryClient();
  return (retry?: () => void): (() => void) => {
    void queryClient.invalidateQueries({ queryKey: sessionKeys.all });
    return signInThen(retry ?? (() => {}), { reason: SIGN_IN_REASON });
  };
}

type Addable = Pick<ItemSummary, 'id' | 'name'>;

/**
 * Quick-add of a fixed-price product from a card or the product page, confirmed with the spec's
 * toasts. An item already being added is not sent again (a double tap adds one, not two). Signed out,
 * the add waits for sign-in and then goes ahead.
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

  const send = (item: Addable) => {
    if (adding.current.has(item.id)) return;
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
          if (signedOut) recover(() => send(item));
        },
      )
      .finally(() => settle(item.id, false));
  };

  const add = (item: Addable) => {
    if (adding.current.has(item.id)) return;
    requireSignIn(() => send(item));
  };

  return { add, isAdding: (id: string) => busy.has(id) };
}
