import type { CartItem, LocalizedText, OrderLine } from '@haflah/contracts';
import { CalendarClock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/format';
import { priceLineValues } from '../../../lib/format-time';
import { useLanguage } from '../../../lib/i18n';
import { bookingText } from '../utils/order-text';

/** What a line shows, whether it is still in the cart (checkout) or on an order. */
interface Line {
  id: string;
  name: LocalizedText;
  imageUrl: string | null;
  quantity: number;
  unitPriceFils: number;
  totalFils: number;
  /** A booked span (Bahrain time is shown). */
  slot: { start: string; hours: number } | null;
  /** The booking no longer stands (the order was cancelled). */
  bookingCancelled?: boolean;
}

export const fromCartItem = (item: CartItem): Line => ({ ...item, slot: item.slot });
export const fromOrderLine = (line: OrderLine): Line => ({
  ...line,
  slot: line.booking,
  bookingCancelled: line.booking?.status === 'cancelled',
});

/** The items of one shop's order: a product's quantity and price, a booking's day, start and length. */
export function LineItems({ lines, label }: { lines: Line[]; label?: string }) {
  return (
    <ul aria-label={label} className="divide-y divide-slate-100">
      {lines.map((line) => (
        <LineRow key={line.id} line={line} />
      ))}
    </ul>
  );
}

function LineRow({ line }: { line: Line }) {
  const { t } = useTranslation();
  const { pick } = useLanguage();
  const f = useFormat();
  return (
    <li className="flex gap-3 py-3 first:pt-0 last:pb-0">
      <img
        src={line.imageUrl ?? '/placeholder.svg'}
        alt=""
        className="size-14 shrink-0 rounded-xl bg-slate-100 object-cover"
      />
      <div className="grid min-w-0 flex-1 gap-0.5">
        <div className="flex items-start justify-between gap-3">
          <p className="line-clamp-2 font-semibold text-slate-900 text-sm">{pick(line.name)}</p>
          <p className="shrink-0 font-bold text-slate-900 text-sm" data-testid="line-total">
            {f.money(line.totalFils)}
          </p>
        </div>
        {line.slot ? (
          <>
            <p className="flex items-start gap-1.5 text-slate-700 text-sm">
              <CalendarClock className="mt-0.5 size-4 shrink-0 text-violet-600" aria-hidden />
              <span>{bookingText(t, f.lang, line.slot)}</span>
            </p>
            <p className="text-slate-600 text-xs" data-testid="price-line">
              {t('orders.priceLine', priceLineValues(f.money, line.slot.hours, line))}
            </p>
            {line.bookingCancelled && (
              <p className="w-fit rounded-full bg-slate-100 px-2 py-0.5 font-semibold text-slate-700 text-xs">
                {t('orders.bookingCancelled')}
              </p>
            )}
          </>
        ) : (
          <p className="text-slate-600 text-xs">
            {t('orders.quantityLine', { count: line.quantity, price: f.money(line.unitPriceFils) })}
          </p>
        )}
      </div>
    </li>
  );
}
