import type { OrderDetail, OrderStatus } from '@haflah/contracts';
import { Check, CircleDashed, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn';
import { useLanguage } from '../../../lib/i18n';
import { isBookingOnly, momentText, statusKey } from '../utils/order-text';

/** The way an order goes when nothing stops it. */
const PATH: readonly OrderStatus[] = ['pending', 'processing', 'shipped', 'delivered'];
/** An order of bookings only is confirmed, then done when its slots have ended: nothing is shipped. */
const BOOKING_PATH: readonly OrderStatus[] = ['pending', 'processing', 'delivered'];

/**
 * An order's story: every status it has had, oldest first, when (Bahrain time) and by whom; then,
 * while it is still on its way, the steps still to come.
 */
export function OrderTimeline({ order, labelledBy }: { order: OrderDetail; labelledBy: string }) {
  const { t } = useTranslation();
  const { lang } = useLanguage();
  const bookingOnly = isBookingOnly(order);
  const reached = new Set(order.history.map((h) => h.status));
  const path = bookingOnly ? BOOKING_PATH : PATH;
  const ahead = order.status === 'cancelled' ? [] : path.filter((s) => !reached.has(s));
  const last = order.history.length - 1;
  return (
    <ol aria-labelledby={labelledBy} className="grid gap-0">
      {order.history.map((entry, i) => {
        const cancelled = entry.status === 'cancelled';
        const current = i === last;
        return (
          <Step
            key={`${entry.status}-${entry.at}`}
            tail={i < last || ahead.length > 0}
            icon={
              <span
                className={cn(
                  'grid size-7 place-items-center rounded-full',
                  cancelled ? 'bg-slate-600 text-white' : 'bg-violet-600 text-white',
                  current && !cancelled && 'ring-4 ring-violet-100',
                )}
              >
                {cancelled ? <X className="size-4" aria-hidden /> : <Check className="size-4" aria-hidden />}
              </span>
            }
          >
            <p className="font-semibold text-slate-900">
              {t(statusKey(entry.status, bookingOnly))}
              {current && <span className="sr-only">{` (${t('orders.timeline.current')})`}</span>}
            </p>
            <p className="text-slate-600 text-sm">
              <time dateTime={entry.at}>{momentText(entry.at, lang)}</time>
              {' · '}
              {t(`orders.timeline.by.${entry.actor}`)}
            </p>
          </Step>
        );
      })}
      {ahead.map((status, i) => (
        <Step
          key={status}
          tail={i < ahead.length - 1}
          icon={
            <span className="grid size-7 place-items-center rounded-full bg-slate-100 text-slate-400">
              <CircleDashed className="size-4" aria-hidden />
            </span>
          }
        >
          <p className="font-medium text-slate-600">
            {t(statusKey(status, bookingOnly))}
            <span className="sr-only">{` (${t('orders.timeline.upcoming')})`}</span>
          </p>
        </Step>
      ))}
    </ol>
  );
}

function Step({ icon, tail, children }: { icon: React.ReactNode; tail: boolean; children: React.ReactNode }) {
  return (
    <li className="relative flex gap-3 pb-4 last:pb-0">
      {tail && (
        <span
          aria-hidden
          className="absolute start-3.5 top-8 bottom-1 w-0.5 -translate-x-1/2 rtl:translate-x-1/2 bg-slate-200"
        />
      )}
      <span className="relative shrink-0">{icon}</span>
      <div className="grid min-w-0 gap-0.5 pt-0.5">{children}</div>
    </li>
  );
}
