import type { ShopOrderSummary } from '@haflah/contracts';
import { AlarmClock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn';

/** Where an order stands as the shop words it: waiting, processing, ready (accepted and ready), … */
export type ShopOrderStage = 'waiting' | 'processing' | 'ready' | 'shipped' | 'delivered' | 'cancelled';

export function stageOf(order: Pick<ShopOrderSummary, 'status' | 'readyAt'>): ShopOrderStage {
  if (order.status === 'pending') return 'waiting';
  if (order.status === 'processing') return order.readyAt ? 'ready' : 'processing';
  return order.status;
}

const STYLE: Record<ShopOrderStage, string> = {
  waiting: 'bg-amber-100 text-amber-900',
  processing: 'bg-sky-100 text-sky-900',
  ready: 'bg-teal-100 text-teal-900',
  shipped: 'bg-violet-100 text-violet-800',
  delivered: 'bg-emerald-100 text-emerald-900',
  cancelled: 'bg-slate-200 text-slate-800',
};

export function ShopOrderBadge({
  order,
  className,
}: {
  order: Pick<ShopOrderSummary, 'status' | 'readyAt'>;
  className?: string;
}) {
  const { t } = useTranslation();
  const stage = stageOf(order);
  return (
    <span
      data-testid="shop-order-status"
      className={cn(
        'inline-flex w-fit shrink-0 items-center rounded-full px-2.5 py-0.5 font-bold text-xs',
        STYLE[stage],
        className,
      )}
    >
      {t(`shopOrders.stage.${stage}`)}
    </span>
  );
}

/** Not accepted within ORDER_ACCEPT_MINUTES: red, with a clock, and how long it has waited. */
export function LateFlag({ minutes, className }: { minutes: number; className?: string }) {
  const { t } = useTranslation();
  return (
    <span
      data-testid="late-flag"
      className={cn(
        'inline-flex w-fit shrink-0 items-center gap-1 rounded-full bg-red-600 px-2.5 py-0.5 font-bold text-white text-xs',
        className,
      )}
    >
      <AlarmClock className="size-3.5" aria-hidden />
      {t('shopOrders.late', { count: minutes })}
    </span>
  );
}
