import { type CartItem, MAX_PRODUCT_QUANTITY, MAX_SLOT_QUANTITY } from '@haflah/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Hourglass, Trash2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { GuestCoverage } from '../../../components/ui/GuestCoverage';
import { toast } from '../../../components/ui/toast';
import { formatCountdown, useCountdown } from '../../../lib/countdown';
import { formatDay, formatTime, keepTogether, useFormat } from '../../../lib/format';
import { useLanguage } from '../../../lib/i18n';
import { useSession } from '../../../lib/session';
import {
  cartKeys,
  useAddHold,
  useAddProduct,
  useRemoveItem,
  useUpdateQuantity,
  withoutLine,
} from '../api/cart';
import { useSignedOutRecovery } from '../hooks/useAddToCart';
import { cartErrorText, isSignedOutError } from '../utils/errors';
import { Stepper } from './Stepper';

/**
 * One cart line: a product with its quantity, or a held time slot with its span and the time left on
 * the hold. A quantity of zero removes the line (spec §4); the toast that says so offers Undo.
 */
export function CartLine({
  line,
  serverOffsetMs,
  eventGuests = null,
}: {
  line: CartItem;
  serverOffsetMs: number;
  /** The guests of the event being shopped for: the line says whether its quantity serves them. */
  eventGuests?: number | null;
}) {
  const { t } = useTranslation();
  const { pick } = useLanguage();
  const f = useFormat();
  const name = pick(line.name);
  const update = useUpdateQuantity();
  const remove = useRemoveItem();
  const addProduct = useAddProduct();
  const addHold = useAddHold();
  const recover = useSignedOutRecovery();
  const busy = update.isPending || remove.isPending;
  const maxQuantity = line.isTimeBased ? MAX_SLOT_QUANTITY : MAX_PRODUCT_QUANTITY;
  const itemRef = useRef<HTMLLIElement>(null);

  const failed = (fallbackKey: string) => (error: Error) => {
    toast({
      kind: isSignedOutError(error) ? 'info' : 'error',
      // Undo puts a line back: a cart that has filled up meanwhile says so (this screen has its words).
      description: cartErrorText(t, error, fallbackKey, { CART_LIMIT: 'cart.errors.CART_LIMIT' }),
    });
    if (isSignedOutError(error)) recover();
  };

  /**
   * Undo: the line back as it was, the same product and quantity, or the same slot held again (which
   * the server grants only if it is still free). It runs after this line has left the page: a
   * mutateAsync promise settles without its component mounted, unlike mutate's callbacks.
   */
  const restore = (removed: CartItem) => {
    const back = removed.slot
      ? addHold.mutateAsync({
          listingId: removed.listingId,
          start: removed.slot.start,
          hours: removed.slot.hours,
          quantity: removed.quantity,
        })
      : addProduct.mutateAsync({ listingId: removed.listingId, quantity: removed.quantity });
    back.then(
      () => toast({ kind: 'success', description: t('cart.restored', { name }) }),
      (error: Error) => failed(removed.slot ? 'cart.errors.addTimeFailed' : 'cart.errors.addFailed')(error),
    );
  };

  const removeLine = () => {
    // Keyboard focus on this line goes with it: the toast's Undo takes it, so it is one key away.
    const active = document.activeElement;
    const keyboardHere = !!active && !!itemRef.current?.contains(active) && focusVisible(active);
    const removed = line;
    remove.mutate(line.id, {
      onSuccess: () =>
        toast({
          kind: 'info',
          description: t('cart.removed', { name }),
          action: { label: t('cart.undo'), onClick: () => restore(removed) },
          focusAction: keyboardHere,
        }),
      onError: failed('cart.errors.removeFailed'),
    });
  };
  const setQuantity = (quantity: number) => {
    if (quantity <= 0) removeLine();
    else update.mutate({ id: line.id, quantity }, { onError: failed('cart.errors.updateFailed') });
  };

  return (
    <li ref={itemRef} className="flex gap-3 py-4 first:pt-0 last:pb-0">
      <img
        src={line.imageUrl ?? '/placeholder.svg'}
        alt=""
        className="size-20 shrink-0 rounded-xl bg-slate-100 object-cover sm:size-24"
      />
      <div className="grid min-w-0 flex-1 gap-1.5">
        <div className="flex items-start justify-between gap-3">
          <div className="grid min-w-0 gap-0.5">
            <Link
              to={`/product/${line.listingId}`}
              className="line-clamp-2 font-semibold text-slate-900 hover:text-violet-700"
            >
              {name}
            </Link>
            {line.slot ? (
              <>
                <p className="text-slate-700 text-sm">
                  {t('cart.slot', {
                    day: formatDay(line.slot.start, f.lang),
                    start: keepTogether(formatTime(line.slot.start, f.lang)),
                    end: keepTogether(formatTime(line.slot.end, f.lang)),
                  })}
                </p>
                <p className="text-slate-500 text-xs">
                  {t('cart.rateLine', { rate: f.money(line.unitPriceFils), hours: line.slot.hours })}
                </p>
                {line.expiresAt && (
                  <HoldCountdown
                    lineId={line.id}
                    name={name}
                    deadline={Date.parse(line.expiresAt) - serverOffsetMs}
                  />
                )}
              </>
            ) : (
              <p className="text-slate-500 text-xs">
                {t('cart.each', { price: f.money(line.unitPriceFils) })}
              </p>
            )}
          </div>
          <p className="shrink-0 font-bold text-slate-900" data-testid="line-total">
            {f.money(line.totalFils)}
          </p>
        </div>
        {eventGuests != null && line.servesGuests != null && (
          <GuestCoverage
            guests={eventGuests}
            servesGuests={line.servesGuests}
            quantity={line.quantity}
            fix={{ max: maxQuantity, name, onFix: setQuantity, disabled: busy }}
          />
        )}
        <div className="flex flex-wrap items-center justify-between gap-2">
          <Stepper
            value={line.quantity}
            min={0}
            max={maxQuantity}
            onChange={setQuantity}
            disabled={busy}
            decreaseLabel={t('cart.decrease', { name })}
            increaseLabel={t('cart.increase', { name })}
          />
          <button
            type="button"
            onClick={removeLine}
            disabled={busy}
            aria-label={t('cart.remove', { name })}
            className="grid size-9 place-items-center rounded-full text-slate-500 transition hover:bg-red-50 hover:text-red-700 disabled:opacity-40"
          >
            <Trash2 className="size-4" aria-hidden />
          </button>
        </div>
      </div>
    </li>
  );
}

/**
 * The time left on a hold, counted against the server's clock. When it runs out the line leaves the
 * cart at once (the server no longer counts it either), and the user is told why.
 */
function HoldCountdown({ lineId, name, deadline }: { lineId: string; name: string; deadline: number }) {
  const { t } = useTranslation();
  const left = useCountdown(deadline);
  const queryClient = useQueryClient();
  const { user } = useSession();
  useEffect(() => {
    if (left > 0) return;
    const key = cartKeys.of(user?.id ?? null);
    // Keep the time the cart arrived: with its serverTime it gives the server's clock, and a fresh
    // time here would push the other holds' countdowns back by as long as the cart has been open.
    queryClient.setQueryData(
      key,
      (cart: Parameters<typeof withoutLine>[0] | undefined) => (cart ? withoutLine(cart, lineId) : cart),
      { updatedAt: queryClient.getQueryState(key)?.dataUpdatedAt },
    );
    toast({ kind: 'warning', description: t('cart.holdExpired', { name }) });
  }, [left, lineId, name, queryClient, user, t]);
  return (
    <span
      className={`mt-1 flex w-fit items-center gap-1 rounded-full px-2.5 py-1 font-semibold text-xs tabular-nums ${
        left <= 60 ? 'bg-red-50 text-red-700' : 'bg-amber-50 text-amber-800'
      }`}
    >
      <Hourglass className="size-3.5" aria-hidden />
      {t('cart.heldFor', { time: formatCountdown(left) })}
    </span>
  );
}

/** Focus the user can see, i.e. they are on the keyboard (a tapped button is focused too, invisibly). */
function focusVisible(el: Element): boolean {
  try {
    return el.matches(':focus-visible');
  } catch {
    return false;
  }
}
