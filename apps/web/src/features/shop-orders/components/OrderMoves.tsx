import {
  REJECT_REASON_MAX,
  REJECT_REASON_MIN,
  type ShopOrderDetail,
  type ShopOrderMove,
} from '@haflah/contracts';
import { Check, CircleCheckBig, PackageCheck, Truck, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { largePrimaryButton } from '../../../components/ui/buttons';
import { SheetDialog } from '../../../components/ui/SheetDialog';
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
  ship: Truck,
  complete: CircleCheckBig,
};
const FORWARD = ['accept', 'ready', 'ship', 'complete'] as const;

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
  const ids = { field: useId(), hint: useId(), problem: useId(), what: useId() };
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const field = useRef<HTMLTextAreaElement>(null);
  const paid = order.paymentType !== 'cash' && order.paymentState === 'paid';

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (pending) return;
    const trimmed = reason.trim();
    if (trimmed.length < REJECT_REASON_MIN) {
      setProblem(
        t(trimmed ? 'shopOrders.reject.tooShort' : 'shopOrders.reject.required', { min: REJECT_REASON_MIN }),
      );
      field.current?.focus();
      return;
    }
    setProblem(null);
    onReject(trimmed);
  };

  return (
    <SheetDialog
      // The reason is what the dialog asks for: the cursor starts there.
      onOpenAutoFocus={(e) => {
        e.preventDefault();
        field.current?.focus();
      }}
      open={open}
      onOpenChange={(next) => !pending && onOpenChange(next)}
      aria-describedby={ids.what}
    >
      <form onSubmit={submit} noValidate className="grid gap-4">
        <Dialog.Title className="pe-10 font-extrabold text-slate-900 text-xl">
          {t('shopOrders.reject.title', { number: order.number })}
        </Dialog.Title>
        <p id={ids.what} className="rounded-2xl bg-amber-50 p-3 text-amber-950 text-sm">
          {t(paid ? 'shopOrders.reject.whatPaid' : 'shopOrders.reject.whatUnpaid')}
        </p>
        <div className="grid gap-1">
          <label htmlFor={ids.field} className="font-semibold text-slate-800 text-sm">
            {t('shopOrders.reject.reason')}
          </label>
          <textarea
            ref={field}
            id={ids.field}
            value={reason}
            onChange={(e) => {
              setReason(e.target.value);
              if (problem && e.target.value.trim().length >= REJECT_REASON_MIN) setProblem(null);
            }}
            maxLength={REJECT_REASON_MAX}
            rows={3}
            required
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${ids.problem} ${ids.hint}` : ids.hint}
            className={cn(
              'w-full rounded-xl border border-slate-300 bg-white p-3 text-slate-900 outline-none focus-visible:border-violet-500 focus-visible:ring-2 focus-visible:ring-violet-200',
              problem && 'border-red-500',
            )}
          />
          {problem && (
            <p id={ids.problem} className="text-red-700 text-sm">
              {problem}
            </p>
          )}
          <p id={ids.hint} className="text-slate-500 text-xs">
            {t('shopOrders.reject.hint', { count: reason.length, max: REJECT_REASON_MAX })}
          </p>
        </div>
        {error && (
          <p role="alert" className="rounded-2xl bg-red-50 p-3 text-red-900 text-sm">
            {error}
          </p>
        )}
        <div className="flex flex-wrap justify-end gap-2">
          <Dialog.Close
            disabled={pending}
            className="h-11 rounded-full px-5 font-semibold text-slate-700 hover:bg-slate-100"
          >
            {t('shopOrders.reject.keep')}
          </Dialog.Close>
          <button
            type="submit"
            disabled={pending}
            aria-busy={pending || undefined}
            className="flex h-11 items-center gap-2 rounded-full bg-red-600 px-5 font-bold text-white hover:bg-red-700 disabled:opacity-60"
          >
            <X className="size-4" aria-hidden />
            {pending
              ? t('shopOrders.moves.saving')
              : t(paid ? 'shopOrders.reject.confirm' : 'shopOrders.reject.confirmUnpaid')}
          </button>
        </div>
      </form>
    </SheetDialog>
  );
}
