import type { OrderDetail, OrderLine } from '@haflah/contracts';
import { CalendarClock, RotateCcw, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { largePrimaryButton } from '../../../components/ui/buttons';
import { ConfirmInline, useConfirmInline } from '../../../components/ui/ConfirmInline';
import { useRefusedItemAction } from '../../../components/ui/ItemActions';
import { toast } from '../../../components/ui/toast';
import { useLanguage } from '../../../lib/i18n';
import { useCancelOrder, useOrderAgain } from '../api/orders';

const SIGN_IN_REASON = 'orders.errors.signInAgain';
/** Beside Order again (an order of products and bookings): each booked item's own, quieter. */
const bookAgainButton =
  'flex h-11 w-full min-w-0 items-center justify-center gap-2 rounded-full bg-violet-50 px-4 font-semibold text-sm text-violet-800 transition hover:bg-violet-100';

/**
 * Cancel (asks first; only while the customer may) and Order again: its products go back in the
 * cart; a booked item needs a new time, so each opens the time-slot dialog on the same start time,
 * duration and quantity (`onPickTime`: the dialog is the cart's, which the page reaches). An order of
 * one booking only: Order again is that.
 */
export function OrderActions({
  order,
  onCancelled,
  onOrderedAgain,
  onPickTime,
}: {
  order: OrderDetail;
  onCancelled: () => void;
  /** Some of its products went back in the cart (the cart is another feature's: the page says how to refresh it). */
  onOrderedAgain: () => void;
  /** Book a line again: the time-slot dialog, prefilled from its booking. */
  onPickTime: (line: OrderLine & { booking: NonNullable<OrderLine['booking']> }) => void;
}) {
  const { t } = useTranslation();
  const { pick } = useLanguage();
  const navigate = useNavigate();
  const confirm = useConfirmInline();
  const cancel = useCancelOrder();
  const again = useOrderAgain();
  const failed = useRefusedItemAction({}, SIGN_IN_REASON);
  const canCancel = order.nextStatuses.includes('cancelled');
  const booked = order.lines.some((l) => l.booking?.status === 'confirmed');
  const bookedLines = order.lines.flatMap((l) => (l.booking ? [{ ...l, booking: l.booking }] : []));
  const hasProducts = bookedLines.length < order.lines.length;
  // One booking and nothing else: Order again is picking its time again.
  const onlyBooking = !hasProducts && bookedLines.length === 1 ? bookedLines[0] : undefined;

  const confirmCancel = () =>
    cancel.mutate(order.id, {
      onSuccess: () => {
        toast({ kind: 'success', description: t('orders.cancel.done', { number: order.number }) });
        onCancelled();
      },
      onError: failed(confirmCancel),
    });

  const orderAgain = () =>
    again.mutate(order.id, {
      onSuccess: ({ added, skipped }) => {
        onOrderedAgain();
        const parts = [
          added > 0 ? t('orders.again.added', { count: added }) : t('orders.again.noneAdded'),
          skipped > 0 ? t('orders.again.skipped', { count: skipped }) : null,
        ].filter(Boolean);
        toast({
          kind: added > 0 ? 'success' : 'warning',
          description: parts.join(' '),
          action: { label: t('orders.again.viewCart'), onClick: () => navigate('/cart') },
        });
      },
      onError: failed(orderAgain),
    });

  return (
    <div className="grid gap-2">
      {onlyBooking ? (
        <button type="button" onClick={() => onPickTime(onlyBooking)} className={largePrimaryButton}>
          <RotateCcw className="size-4" aria-hidden />
          {t('orders.again.button')}
        </button>
      ) : (
        <>
          {hasProducts && (
            <button
              type="button"
              onClick={orderAgain}
              disabled={again.isPending}
              aria-busy={again.isPending || undefined}
              className={largePrimaryButton}
            >
              <RotateCcw className="size-4" aria-hidden />
              {t('orders.again.button')}
            </button>
          )}
          {bookedLines.map((line) => (
            <button
              key={line.id}
              type="button"
              onClick={() => onPickTime(line)}
              className={hasProducts ? bookAgainButton : largePrimaryButton}
            >
              <CalendarClock className="size-4 shrink-0" aria-hidden />
              <span className="truncate">{t('orders.again.bookAgain', { name: pick(line.name) })}</span>
            </button>
          ))}
        </>
      )}
      {canCancel &&
        (confirm.confirming ? (
          <ConfirmInline
            text={t(booked ? 'orders.cancel.textBooked' : 'orders.cancel.text', { number: order.number })}
            confirmLabel={t('orders.cancel.confirm')}
            cancelLabel={t('orders.cancel.keep')}
            pending={cancel.isPending}
            onConfirm={confirmCancel}
            onCancel={confirm.cancel}
          />
        ) : (
          <button
            ref={confirm.triggerRef}
            type="button"
            onClick={confirm.ask}
            className="flex h-12 items-center justify-center gap-2 rounded-full px-5 font-semibold text-red-700 ring-1 ring-red-200 transition hover:bg-red-50"
          >
            <X className="size-4" aria-hidden />
            {t('orders.cancel.button')}
          </button>
        ))}
    </div>
  );
}
