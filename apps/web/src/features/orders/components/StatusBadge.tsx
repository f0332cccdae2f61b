import type { OrderStatus } from '@haflah/contracts';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn';
import { statusKey } from '../utils/order-text';

const STYLE: Record<OrderStatus, string> = {
  pending: 'bg-amber-100 text-amber-900',
  processing: 'bg-sky-100 text-sky-900',
  shipped: 'bg-violet-100 text-violet-800',
  delivered: 'bg-emerald-100 text-emerald-900',
  cancelled: 'bg-slate-200 text-slate-800',
};

/**
 * An order's status in words (spec: pending, processing, shipped, delivered; and cancelled); an order
 * of bookings only says a booking's words (confirmed, completed), never shipped or delivered.
 */
export function StatusBadge({
  status,
  bookingOnly = false,
  className,
}: {
  status: OrderStatus;
  bookingOnly?: boolean;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <span
      data-testid="order-status"
      className={cn(
        'inline-flex w-fit shrink-0 items-center rounded-full px-2.5 py-0.5 font-bold text-xs',
        STYLE[status],
        className,
      )}
    >
      {t(statusKey(status, bookingOnly))}
    </span>
  );
}
