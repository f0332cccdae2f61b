import { type CheckoutOrder, ORDER_NOTE_MAX_LENGTH } from '@haflah/contracts';
import { Store } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn';
import { useLanguage } from '../../../lib/i18n';
import { fromCartItem, LineItems } from './LineItems';
import { TotalsList } from './TotalsList';

/**
 * One shop's part of the checkout (it becomes one order): its items, a note to the shop (a cake's
 * name or message, a gift note, delivery instructions) and its figures.
 */
export function CheckoutShop({
  order,
  note,
  onNote,
}: {
  order: CheckoutOrder;
  note: string;
  onNote: (note: string) => void;
}) {
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
      <OrderNoteField shop={name} value={note} onChange={onNote} />
      <div className="border-slate-100 border-t pt-3">
        <TotalsList
          totals={order.totals}
          discountSource={order.discountSource}
          delivered={order.needsDelivery}
          totalLabel={t('checkout.shopTotal')}
        />
      </div>
    </section>
  );
}

/** The note to one shop: optional, at most ORDER_NOTE_MAX_LENGTH characters, counted as typed. */
export function OrderNoteField({
  shop,
  value,
  onChange,
}: {
  shop: string;
  value: string;
  onChange: (note: string) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const near = value.length >= ORDER_NOTE_MAX_LENGTH - 20;
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="font-semibold text-slate-800 text-sm">
        {t('checkout.note.label', { shop })}{' '}
        <span className="font-normal text-slate-500">{t('checkout.note.optional')}</span>
      </label>
      <textarea
        id={id}
        rows={2}
        value={value}
        maxLength={ORDER_NOTE_MAX_LENGTH}
        onChange={(e) => onChange(e.target.value)}
        aria-describedby={`${id}-hint ${id}-count`}
        className="min-h-20 w-full resize-y rounded-xl border border-slate-300 bg-surface px-3.5 py-2.5 text-base text-slate-900 outline-none transition placeholder:text-slate-500 focus:border-violet-600 focus:ring-2 focus:ring-violet-500/30"
      />
      <div className="flex items-start justify-between gap-3 text-xs">
        <p id={`${id}-hint`} className="text-slate-600">
          {t('checkout.note.hint')}
        </p>
        <p
          id={`${id}-count`}
          data-testid="note-count"
          className={cn('shrink-0 tabular-nums', near ? 'font-semibold text-amber-800' : 'text-slate-600')}
        >
          <span aria-hidden dir="ltr">
            {value.length}/{ORDER_NOTE_MAX_LENGTH}
          </span>
          <span className="sr-only">
            {t('checkout.note.count', { count: value.length, max: ORDER_NOTE_MAX_LENGTH })}
          </span>
        </p>
      </div>
    </div>
  );
}
