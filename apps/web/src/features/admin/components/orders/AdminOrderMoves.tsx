import {
  ADMIN_MOVE_REASON_MAX,
  ADMIN_MOVE_REASON_MIN,
  type AdminOrderDetail,
  type OrderStatus,
} from '@haflah/contracts';
import { Ban, CheckCircle2, PackageCheck, Truck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ReasonDialog } from '../../../../components/forms/ReasonDialog';
import { toast } from '../../../../components/ui/toast';
import { cn } from '../../../../lib/cn';
import { errorMessage, hasCode } from '../../../../lib/errors';
import { useMoveAdminOrder } from '../../api/orders';

const ICONS: Partial<Record<OrderStatus, typeof Ban>> = {
  processing: CheckCircle2,
  shipped: Truck,
  delivered: PackageCheck,
  cancelled: Ban,
};

/**
 * The admin's moves of this order: only those the server lists (`nextMoves`, the status machine's
 * admin moves from where it is now), each asking for the reason it will keep in the timeline and the
 * audit log. Moved elsewhere first (409): the order is read again and the page says so.
 */
export function AdminOrderMoves({ order, onMoved }: { order: AdminOrderDetail; onMoved: () => void }) {
  const { t } = useTranslation();
  const move = useMoveAdminOrder(order.id);
  const [target, setTarget] = useState<OrderStatus | null>(null);
  const [movedElsewhere, setMovedElsewhere] = useState(false);

  const submit = (reason: string) => {
    if (!target) return;
    setMovedElsewhere(false);
    move.mutate(
      { status: target, reason },
      {
        onSuccess: (moved) => {
          setTarget(null);
          toast({
            kind: 'success',
            title: t('adminOrders.moves.done', {
              number: moved.number,
              status: t(`admin.orderStatus.${moved.status}`),
            }),
          });
          onMoved();
        },
        onError: (error) => {
          if (hasCode(error, 'ORDER_MOVE_NOT_ALLOWED')) {
            setTarget(null);
            setMovedElsewhere(true);
          }
        },
      },
    );
  };

  const dialogError =
    move.isError && !hasCode(move.error, 'ORDER_MOVE_NOT_ALLOWED')
      ? errorMessage(t, move.error, {
          codes: { VALIDATION_FAILED: 'adminOrders.moves.invalid', NOT_FOUND: 'adminOrders.notFoundText' },
          fallback: 'adminOrders.moves.failed',
        })
      : null;

  return (
    <section
      aria-labelledby="admin-order-moves"
      className="grid gap-3 rounded-2xl bg-surface p-4 shadow-sm ring-1 ring-slate-100 sm:p-5"
    >
      <h2 id="admin-order-moves" className="font-bold text-slate-900">
        {t('adminOrders.moves.title')}
      </h2>
      {movedElsewhere && (
        <p role="alert" className="rounded-xl bg-amber-50 p-3 text-amber-950 text-sm">
          {t('adminOrders.moves.movedElsewhere')}
        </p>
      )}
      {order.nextMoves.length === 0 ? (
        <p className="text-slate-600 text-sm">{t('adminOrders.moves.none')}</p>
      ) : (
        <>
          <p className="text-slate-600 text-sm">{t('adminOrders.moves.intro')}</p>
          <div className="flex flex-wrap gap-2">
            {order.nextMoves.map((to) => {
              const Icon = ICONS[to] ?? CheckCircle2;
              return (
                <button
                  key={to}
                  type="button"
                  onClick={() => {
                    move.reset();
                    setTarget(to);
                  }}
                  className={cn(
                    'flex h-11 items-center gap-2 rounded-full px-5 font-bold text-sm transition',
                    to === 'cancelled'
                      ? 'bg-red-50 text-red-800 ring-1 ring-red-200 hover:bg-red-100'
                      : 'bg-violet-600 text-white shadow hover:bg-violet-700',
                  )}
                >
                  <Icon className="size-4" aria-hidden />
                  {t(`adminOrders.moves.to.${to}`)}
                </button>
              );
            })}
          </div>
        </>
      )}
      {target && (
        <ReasonDialog
          open
          onOpenChange={(open) => !open && setTarget(null)}
          pending={move.isPending}
          error={dialogError}
          onSubmit={submit}
          min={ADMIN_MOVE_REASON_MIN}
          max={ADMIN_MOVE_REASON_MAX}
          words={{
            title: t(`adminOrders.moves.dialogTitle.${target}`, { number: order.number }),
            what: t(`adminOrders.moves.what.${target}`),
            reason: t('adminOrders.moves.reason'),
            hint: (length) => t('adminOrders.moves.hint', { length, max: ADMIN_MOVE_REASON_MAX }),
            problem: () => t('adminOrders.moves.tooShort', { min: ADMIN_MOVE_REASON_MIN }),
            keep: t('adminOrders.moves.keep'),
            confirm: t(`adminOrders.moves.to.${target}`),
            saving: t('adminOrders.moves.saving'),
          }}
        />
      )}
    </section>
  );
}
