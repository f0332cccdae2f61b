import type { ItemSummary, SessionUser } from '@haflah/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../components/ui/toast';
import { useLanguage } from '../../../lib/i18n';
import { sessionKeys, sessionQueries, useSession } from '../../../lib/session';
import { signInThen } from '../../../lib/sign-in-dialog';
import { useAddProduct } from '../api/cart';
import { cartErrorText, isSignedOutError } from '../utils/errors';

/** What the sign-in dialog says when the cart needs a user: the spec's sentence, under a title that says why. */
const SIGN_IN_WHY = { reason: 'cart.loginRequired', title: 'cart.signInTitle' } as const;
const nothing = () => {};

/**
 * Anything that puts something in the cart needs a signed-in user (spec §5). The returned function
 * runs the action at once for a signed-in user. A signed-out user gets the sign-in dialog, which says
 * why (no failure toast: nothing failed), and the action runs once they have signed in (or
 * registered) through it; closing it drops the action. While the session is still being read, the
 * spec's 'Please wait while we verify your authentication...' is shown and the same happens as soon
 * as the answer is in. The action must not check again: it runs before anything has re-rendered with
 * the new user. Returns a cancel for a deferred action.
 */
export function useRequireSignIn() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { user, isLoading } = useSession();
  return (action: () => void): (() => void) => {
    if (user) {
      action();
      return nothing;
    }
    if (!isLoading) return signInThen(action, SIGN_IN_WHY);
    toast({ kind: 'info', description: t('cart.verifyingAuth') });
    let cancelled = false;
    let cancelWaiting = nothing;
    const decide = (current: SessionUser | null) => {
      if (cancelled) return;
      if (current) action();
      else cancelWaiting = signInThen(action, SIGN_IN_WHY);
    };
    // The read already under way is the one waited for (not a second request).
    queryClient.ensureQueryData(sessionQueries.current()).then(decide, () => decide(null));
    return () => {
      cancelled = true;
      cancelWaiting();
    };
  };
}

/**
 * The server ended the session: offer sign-in again (the dialog says why); `retry` (when given) runs
 * once the user has signed in again.
 */
export function useSignedOutRecovery() {
  const queryClient = useQueryClient();
  return (retry?: () => void): (() => void) => {
    void queryClient.invalidateQueries({ queryKey: sessionKeys.all });
    return signInThen(retry ?? nothing, SIGN_IN_WHY);
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
          // The session ended meanwhile: the sign-in dialog says why, and the add goes ahead after it.
          if (isSignedOutError(error)) return void recover(() => send(item));
          toast({
            kind: 'error',
            title: t('cart.addFailedTitle'),
            description: cartErrorText(t, error, 'cart.errors.addFailed', { NOT_FOUND: 'product.notFound' }),
          });
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
