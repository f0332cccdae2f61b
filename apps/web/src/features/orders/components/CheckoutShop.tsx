import type { CheckoutOrder } from '@haflah/contracts';
import { Store } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/i18n';
import { fromCartItem, LineItems } from './LineItems';
import { TotalsList } from './TotalsList';

/** One shop's part of the checkout (it becomes one order): its items and its figures. */
export function CheckoutShop({ order }: { order: CheckoutOrder }) {
  const { t } = useTranslation();
  const { pick } = useLanguage();
  const titleId = useId();
  const name = pick(order.shop.name);
  return (
    <section
      aria-labelledby={titleId}
      className="grid gap-3 rounded-3xl bg-surface p-4 shadow-sm ring-1 ring-slate-100 sm:p-5"
    >
      <h3 id={titleId} className="flex items-center gap-2 font-bold text-slate-900">
        <Store className="size-4 shrink-0 text-violet-600" aria-hidden />
        <span className="min-w-0">{t('checkout.fromShop', { shop: name })}</span>
      </h3>
      <LineItems lines={order.items.map(fromCartItem)} label={t('checkout.itemsFrom', { shop: name })} />
      <div className="border-slate-100 border-t pt-3">
        <TotalsList
          totals={order.totals}
          delivered={order.needsDelivery}
          totalLabel={t('checkout.shopTotal')}
        />
      </div>
    </section>
  );
}
