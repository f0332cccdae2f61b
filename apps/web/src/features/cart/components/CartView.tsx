import type { Cart } from '@haflah/contracts';
import { ArrowRight, Store } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { largePrimaryButton } from '../../../components/ui/buttons';
import { StickyActionBar, StickyActionTotal } from '../../../components/ui/StickyActionBar';
import { cn } from '../../../lib/cn';
import { useFormat } from '../../../lib/format';
import { useLanguage } from '../../../lib/i18n';
import { lapsedAtAnswer, serverOffsetMs } from '../api/cart';
import { CartLine } from './CartLine';

/**
 * The cart's lines grouped by shop, each with its subtotal, beside a summary with the total (on a
 * phone, the total and Checkout also stay in a bar at the bottom of the screen); `eventGuests`: the
 * guests of the event being shopped for, for the lines sized by guests. Expired holds are listed and
 * counted in no total; with nothing else, there is nothing to check out until a time is picked.
 */
export function CartView({
  cart,
  receivedAt,
  eventGuests = null,
}: {
  cart: Cart;
  receivedAt: number;
  eventGuests?: number | null;
}) {
  const { t } = useTranslation();
  const { pick } = useLanguage();
  const f = useFormat();
  const offset = serverOffsetMs(cart, receivedAt);
  const lines = cart.groups.flatMap((g) => g.items);
  const expired = lines.filter((i) => lapsedAtAnswer(cart, i)).length;
  const holds = lines.some((i) => i.isTimeBased && !lapsedAtAnswer(cart, i));
  const canCheckOut = cart.itemCount > 0;
  const checkoutLink = (className?: string) => (
    <Link to="/checkout" className={cn(largePrimaryButton, className)}>
      {t('cart.checkout')}
      <ArrowRight className="size-4 rtl:-scale-x-100" aria-hidden />
    </Link>
  );

  return (
    <div className="grid gap-4">
      <div className="grid items-start gap-4 lg:grid-cols-[1fr_20rem]">
        <div className="grid gap-4">
          {cart.groups.map((group) => (
            <section
              key={group.shop.id}
              aria-label={t('cart.from', { retailer: pick(group.shop.name) })}
              className="rounded-3xl bg-surface p-4 shadow-sm ring-1 ring-slate-100 sm:p-5"
            >
              <h2 className="mb-3 flex items-center gap-2 font-bold text-slate-900">
                <Store className="size-4 text-violet-600" aria-hidden />
                {pick(group.shop.name)}
              </h2>
              <ul className="divide-y divide-slate-100">
                {group.items.map((line) => (
                  <CartLine key={line.id} line={line} serverOffsetMs={offset} eventGuests={eventGuests} />
                ))}
              </ul>
              <p className="mt-3 flex justify-between border-slate-100 border-t pt-3 text-slate-600 text-sm">
                <span>{t('cart.subtotal')}</span>
                <span className="font-semibold text-slate-900">{f.money(group.subtotalFils)}</span>
              </p>
            </section>
          ))}
        </div>

        <aside
          aria-labelledby="cart-summary"
          className="grid gap-3 rounded-3xl bg-surface p-5 shadow-sm ring-1 ring-slate-100 lg:sticky lg:top-24"
        >
          <h2 id="cart-summary" className="font-bold text-slate-900">
            {t('cart.summary')}
          </h2>
          <ul className="grid gap-1 text-slate-600 text-sm">
            {cart.groups.map((group) => (
              <li key={group.shop.id} className="flex justify-between gap-3">
                <span className="truncate">{pick(group.shop.name)}</span>
                <span className="shrink-0">{f.money(group.subtotalFils)}</span>
              </li>
            ))}
          </ul>
          <p className="flex items-baseline justify-between border-slate-100 border-t pt-3">
            <span className="font-semibold text-slate-800">{t('cart.total')}</span>
            <span data-testid="cart-total" className="font-extrabold text-slate-900 text-xl">
              {f.money(cart.totalFils)}
            </span>
          </p>
          <p className="text-slate-500 text-xs">{t('product.vatIncluded')}</p>
          {holds && (
            <p className="rounded-xl bg-amber-50 px-3 py-2 text-amber-950 text-xs">{t('cart.holdNote')}</p>
          )}
          {expired > 0 && (
            <p className="rounded-xl bg-slate-100 px-3 py-2 text-slate-800 text-xs">
              {t(canCheckOut ? 'cart.expiredNote' : 'cart.onlyExpired', { count: expired })}
            </p>
          )}
          {/* On a phone the bar below has the page's Checkout. */}
          {canCheckOut && checkoutLink('max-lg:hidden')}
        </aside>
      </div>
      {canCheckOut && (
        <StickyActionBar
          label={t('cart.checkoutBar')}
          summary={<StickyActionTotal label={t('cart.total')} value={f.money(cart.totalFils)} />}
        >
          {checkoutLink()}
        </StickyActionBar>
      )}
    </div>
  );
}
