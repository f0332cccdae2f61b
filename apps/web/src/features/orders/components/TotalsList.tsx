import { type OrderDiscount, type OrderTotals, VAT_PERCENT } from '@haflah/contracts';
import { useTranslation } from 'react-i18next';
import { FigureRow } from '../../../components/orders/OrderSections';
import { cn } from '../../../lib/cn';
import { useFormat } from '../../../lib/format';

/**
 * An order's (or a checkout's) figures exactly as the server gave them: subtotal, the shop's delivery
 * fee (only when something is delivered; none is "Free"), the discount (an offer's or a promo code's,
 * named when known), the total, and the VAT it includes.
 */
export function TotalsList({
  totals,
  delivered,
  totalLabel,
  large = false,
  testId,
  discountSource = null,
}: {
  totals: OrderTotals;
  /**
   * Where the discount comes from (checkout's source, or an order's as it was given): named on its
   * line, "Shop offer: 30% off, up to BD 20.000" or "Promo code HAFLAH10".
   */
  discountSource?: OrderDiscount | null;
  /** Has products: the delivery fee applies (bookings only have none). */
  delivered: boolean;
  totalLabel?: string;
  /** The page's main total (the checkout's, an order's). */
  large?: boolean;
  testId?: string;
}) {
  const { t } = useTranslation();
  const f = useFormat();
  return (
    <dl data-testid={testId} className="grid gap-1.5 text-sm">
      <FigureRow label={t('orders.totals.subtotal')} value={f.money(totals.subtotalFils)} />
      {delivered && (
        <FigureRow
          label={t('orders.totals.deliveryFee')}
          value={totals.deliveryFeeFils === 0 ? t('orders.totals.free') : f.money(totals.deliveryFeeFils)}
          valueClass={totals.deliveryFeeFils === 0 ? 'font-semibold text-emerald-800' : undefined}
        />
      )}
      {totals.discountFils > 0 && (
        <FigureRow
          label={
            discountSource?.kind === 'code'
              ? t('orders.totals.discountCode', { code: discountSource.code })
              : discountSource?.kind === 'offer'
                ? t('orders.totals.discountOffer', {
                    percent: discountSource.percent,
                    cap: f.money(discountSource.capFils),
                  })
                : t('orders.totals.discount')
          }
          value={f.money(-totals.discountFils)}
          valueClass="font-semibold text-emerald-800"
        />
      )}
      <div className="mt-1 flex items-baseline justify-between gap-3 border-slate-100 border-t pt-2.5">
        <dt className="font-semibold text-slate-800">{totalLabel ?? t('orders.totals.total')}</dt>
        <dd
          data-testid={testId ? `${testId}-total` : undefined}
          className={cn('font-extrabold text-slate-900', large ? 'text-xl' : 'text-base')}
        >
          {f.money(totals.totalFils)}
        </dd>
      </div>
      <FigureRow
        label={t('orders.totals.vatIncluded', { percent: VAT_PERCENT })}
        value={f.money(totals.vatFils)}
        small
      />
    </dl>
  );
}
