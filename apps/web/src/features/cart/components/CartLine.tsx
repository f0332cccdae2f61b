import { type CartItem, MAX_PRODUCT_QUANTITY, MAX_SLOT_QUANTITY } from '@haflah/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { CalendarClock, Hourglass, TimerOff, Trash2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { GuestCoverage } from '../../../components/ui/GuestCoverage';
import { toast } from '../../../components/ui/toast';
import { cn } from '../../../lib/cn';
import { formatCountdown, useCountdown } from '../../../lib/countdown';
import { useFormat } from '../../../lib/format';
import { formatDay, formatTime, keepTogether, priceLineValues } from '../../../lib/format-time';
import { useLanguage } from '../../../lib/i18n';
import { useSession } from '../../../lib/session';
import { cartKeys, useAddHold, useAddProduct, useRemoveItem, useUpdateQuantity } from '../api/cart';
import { useSignedOutRecovery } from '../hooks/useAddToCart';
import { useBookTimeSlot } from '../hooks/useBookTimeSlot';
import { cartErrorText, isSignedOutError } from '../utils/errors';
import { withLapsed } from '../utils/lapse';
import { Stepper } from './Stepper';

/** In its last two minutes a hold warns, on screen and once to screen readers. */
export const HOLD_WARNING_SECONDS = 120;

/**
 * One cart line: a product with its quantity, or a held time slot with its span, its price worked out
 * and the time left on the hold. A quantity of zero removes the line (spec §4); the toast that says so
 * offers Undo. A hold that lapses stays, marked expired, with "Pick a time": the time-slot dialog on
 * the same start, duration and quantity, which holds this line again.
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
  const book = useBookTimeSlot();
  // A product has no deadline (0: nothing ticks); a hold counts down on the server's clock.
  const deadline = line.expiresAt ? Date.parse(line.expiresAt) - serverOffsetMs : 0;
  const left = useCountdown(deadline);
  // The clock too: the count still says 0 for one render when a picked time gives a new deadline.
  const expired = line.expiresAt != null && left === 0 && deadline <= Date.now();
  useLapse(line, expired);

  const pickTime = () => {
    if (!line.slot) return;
    book(
      { id: line.listingId, name: line.name, hourlyRateFils: line.unitPriceFils, capacity: null },
      { start: line.slot.start, hours: line.slot.hours, quantity: line.quantity, lineId: line.id },
    );
  };

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
                <p className="flex items-start gap-1.5 text-slate-700 text-sm">
                  <CalendarClock className="mt-0.5 size-4 shrink-0 text-violet-600" aria-hidden />
                  <span>
                    {t('cart.slot', {
                      day: formatDay(line.slot.start, f.lang),
                      start: keepTogether(formatTime(line.slot.start, f.lang)),
                      end: keepTogether(formatTime(line.slot.end, f.lang)),
                    })}
                  </span>
                </p>
                <p className="text-slate-600 text-xs" data-testid="price-line">
                  {t('cart.priceLine', priceLineValues(f.money, line.slot.hours, line))}
                </p>
                {line.expiresAt && <HoldState name={name} left={left} expired={expired} />}
              </>
            ) : (
              <p className="text-slate-500 text-xs">
                {t('cart.each', { price: f.money(line.unitPriceFils) })}
              </p>
            )}
          </div>
          {expired ? (
            <span className="flex shrink-0 items-center gap-1 rounded-full bg-slate-100 px-2.5 py-1 font-bold text-slate-700 text-xs">
              <TimerOff className="size-3.5" aria-hidden />
              {t('cart.expired')}
            </span>
          ) : (
            <p className="shrink-0 font-bold text-slate-900" data-testid="line-total">
              {f.money(line.totalFils)}
            </p>
          )}
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
          {expired ? (
            <button
              type="button"
              onClick={pickTime}
              aria-label={t('cart.pickTimeFor', { name })}
              className="flex h-11 items-center justify-center gap-2 rounded-full bg-violet-600 px-5 font-bold text-sm text-white shadow transition hover:bg-violet-700"
            >
              <CalendarClock className="size-4" aria-hidden />
              {t('cart.pickTime')}
            </button>
          ) : (
            <Stepper
              value={line.quantity}
              min={0}
              max={maxQuantity}
              onChange={setQuantity}
              disabled={busy}
              decreaseLabel={t('cart.decrease', { name })}
              increaseLabel={t('cart.increase', { name })}
            />
          )}
          <button
            type="button"
            onClick={removeLine}
            disabled={busy}
            aria-label={t('cart.remove', { name })}
            className="grid size-11 place-items-center rounded-full text-slate-500 transition hover:bg-red-50 hover:text-red-700 disabled:opacity-40"
          >
            <Trash2 className="size-4" aria-hidden />
          </button>
        </div>
      </div>
    </li>
  );
}

/**
 * When this device's count reaches the end of a hold, the cached cart leaves the line out of its
 * totals (the line stays, expired) until the server's answer, which the cart asks for a moment later.
 */
function useLapse(line: CartItem, expired: boolean) {
  const queryClient = useQueryClient();
  const { user } = useSession();
  const done = useRef<string | null>(null);
  useEffect(() => {
    if (!expired || done.current === line.expiresAt) return;
    done.current = line.expiresAt;
    const key = cartKeys.of(user?.id ?? null);
    // Keep the time the cart arrived: with its serverTime it gives the server's clock, and a fresh
    // time here would push the other holds' countdowns back by as long as the cart has been open.
    queryClient.setQueryData(
      key,
      (cart: Parameters<typeof withLapsed>[0] | undefined) => (cart ? withLapsed(cart, line.id) : cart),
      { updatedAt: queryClient.getQueryState(key)?.dataUpdatedAt },
    );
  }, [expired, line.expiresAt, line.id, queryClient, user]);
}

/**
 * A hold's time left (m:ss, on the server's clock) and what a screen reader hears once: that it is in
 * its last two minutes, then that it has expired. The countdown itself is not announced every second.
 */
function HoldState({ name, left, expired }: { name: string; left: number; expired: boolean }) {
  const { t } = useTranslation();
  const ending = !expired && left <= HOLD_WARNING_SECONDS;
  let said: string | null = null;
  if (expired) said = t('cart.expiredText', { name });
  else if (ending) said = t('cart.holdEnding', { name });
  return (
    <>
      {!expired && (
        <span
          className={cn(
            'mt-1 flex w-fit items-center gap-1 rounded-full px-2.5 py-1 font-semibold text-xs tabular-nums',
            ending ? 'bg-red-50 text-red-700' : 'bg-amber-50 text-amber-900',
          )}
        >
          <Hourglass className="size-3.5" aria-hidden />
          {t('cart.heldFor', { time: formatCountdown(left) })}
        </span>
      )}
      <p
        aria-live="polite"
        data-testid="hold-notice"
        className={cn(
          'text-xs',
          said ? 'mt-1' : 'sr-only',
          expired ? 'text-slate-700' : 'font-semibold text-red-700',
        )}
      >
        {said}
      </p>
    </>
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
