import {
  REJECT_REASON_MAX,
  REJECT_REASON_MIN,
  type ShopOrderDetail,
  type ShopOrderMove,
} from '@haflah/contracts';
import { Check, CircleCheckBig, PackageCheck, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ReasonDialog } from '../../../components/forms/ReasonDialog';
import { largePrimaryButton } from '../../../components/ui/buttons';
import { toast } from '../../../components/ui/toast';
import { cn } from '../../../lib/cn';
import { type ErrorOverrides, errorMessage } from '../../../lib/errors';
import { useOrderMove } from '../api/shop-orders';

/** The shop's own sentences for the refusals a move can meet. */
const MOVE_ERRORS: ErrorOverrides = {
  codes: {
    ORDER_MOVE_NOT_ALLOWED: 'shopOrders.errors.ORDER_MOVE_NOT_ALLOWED',
    NOT_FOUND: 'shopOrders.errors.NOT_FOUND',
    VALIDATION_FAILED: 'shopOrders.reject.invalid',
  },
};

const ICONS: Record<Exclude<ShopOrderMove, 'reject'>, typeof Check> = {
  accept: Check,
  ready: PackageCheck,
  complete: CircleCheckBig,
};
const FORWARD = ['accept', 'ready', 'complete'] as const;

/**
 * The moves the server says the shop may make now (`nextMoves`), as buttons: forward moves first,
 * Reject last (asks for a reason). All wait while one is on its way; a refusal is said in place.
 */
export function OrderMoves({ order, onMoved }: { order: ShopOrderDetail; onMoved: () => void }) {
  const { t } = useTranslation();
  const move = useOrderMove();
  const [rejecting, setRejecting] = useState(false);
  const forward = FORWARD.filter((m) => order.nextMoves.includes(m));
  const canReject = order.nextMoves.includes('reject');
  if (forward.length === 0 && !canReject) return null;

  const run = (kind: Exclude<ShopOrderMove, 'reject'>) =>
    move.mutate(
      { id: order.id, move: kind },
      {
        onSuccess: () => {
          toast({
            kind: 'success',
            description: t(`shopOrders.moves.done.${kind}`, { number: order.number }),
          });
          onMoved();
        },
      },
    );
  const pendingMove = move.isPending ? move.variables?.move : undefined;

  return (
    <section aria-label={t('shopOrders.moves.title')} className="grid gap-2">
      {forward.map((kind, i) => {
        const Icon = ICONS[kind];
        return (
          <button
            key={kind}
            type="button"
            onClick={() => run(kind)}
            disabled={move.isPending}
            aria-busy={pendingMove === kind || undefined}
            className={cn(
              i === 0
                ? largePrimaryButton
                : 'flex h-12 items-center justify-center gap-2 rounded-full bg-violet-50 px-6 font-bold text-violet-800 transition hover:bg-violet-100 disabled:cursor-not-allowed disabled:opacity-60',
            )}
          >
            <Icon className="size-5" aria-hidden />
            {pendingMove === kind ? t('shopOrders.moves.saving') : t(`shopOrders.moves.${kind}`)}
          </button>
        );
      })}
      {canReject && (
        <button
          type="button"
          onClick={() => {
            move.reset();
            setRejecting(true);
          }}
          disabled={move.isPending}
          className="flex h-12 items-center justify-center gap-2 rounded-full px-5 font-semibold text-red-700 ring-1 ring-red-200 transition hover:bg-red-50 disabled:cursor-not-allowed disabled:opacity-60"
        >
          <X className="size-5" aria-hidden />
          {t('shopOrders.moves.reject')}
        </button>
      )}
      {move.isError && !rejecting && (
        <p role="alert" className="rounded-2xl bg-red-50 p-3 text-red-900 text-sm">
          {errorMessage(t, move.error, MOVE_ERRORS)}
        </p>
      )}
      <RejectDialog
        order={order}
        open={rejecting}
        onOpenChange={setRejecting}
        pending={move.isPending}
        error={move.isError ? errorMessage(t, move.error, MOVE_ERRORS) : null}
        onReject={(reason) =>
          move.mutate(
            { id: order.id, move: 'reject', reason },
            {
              onSuccess: () => {
                setRejecting(false);
                toast({
                  kind: 'success',
                  description: t('shopOrders.moves.done.reject', { number: order.number }),
                });
                onMoved();
              },
            },
          )
        }
      />
    </section>
  );
}

/**
 * Reject: a reason is required (the customer reads it), and the dialog says what follows. The reason
 * stays typed if the dialog is closed or the server refuses.
 */
function RejectDialog({
  order,
  open,
  onOpenChange,
  pending,
  error,
  onReject,
}: {
  order: ShopOrderDetail;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  pending: boolean;
  error: string | null;
  onReject: (reason: string) => void;
}) {
  const { t } = useTranslation();
  const paid = order.paymentType !== 'cash' && order.paymentState === 'paid';
  return (
    <ReasonDialog
      open={open}
      onOpenChange={onOpenChange}
      pending={pending}
      error={error}
      onSubmit={onReject}
      min={REJECT_REASON_MIN}
      max={REJECT_REASON_MAX}
      words={{
        title: t('shopOrders.reject.title', { number: order.number }),
        what: t(paid ? 'shopOrders.reject.whatPaid' : 'shopOrders.reject.whatUnpaid'),
        reason: t('shopOrders.reject.reason'),
        hint: (count) => t('shopOrders.reject.hint', { count, max: REJECT_REASON_MAX }),
        problem: (trimmed) =>
          t(trimmed ? 'shopOrders.reject.tooShort' : 'shopOrders.reject.required', {
            min: REJECT_REASON_MIN,
          }),
        keep: t('shopOrders.reject.keep'),
        confirm: t(paid ? 'shopOrders.reject.confirm' : 'shopOrders.reject.confirmUnpaid'),
        saving: t('shopOrders.moves.saving'),
      }}
    />
  );
}
