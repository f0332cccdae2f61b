import type { ItemSummary } from '@haflah/contracts';
import { discountPercent, unitPriceFils } from '@haflah/contracts';
import { CalendarClock, Plus, Star } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormat } from '../../../lib/format';
import { useLanguage } from '../../../lib/i18n';

/**
 * One listing of any kind. Products link to their page and offer quick-add; time-based items show
 * their hourly rate and a booking action.
 */
export function ItemCard({
  item,
  onAdd,
  onBook,
  adding = false,
  headingLevel = 3,
  favorite,
}: {
  item: ItemSummary;
  onAdd: (item: ItemSummary) => void;
  onBook: (item: ItemSummary) => void;
  adding?: boolean;
  /** 3 under a section's h2 (Home's featured products), 2 right under the page's h1. */
  headingLevel?: 2 | 3;
  /** The favorite heart (from the page: features don't import each other), over the picture's corner. */
  favorite?: ReactNode;
}) {
  const { t } = useTranslation();
  const { pick } = useLanguage();
  const f = useFormat();
  const name = pick(item.name);
  const onSale = item.isOnSale && item.salePriceFils != null;
  const timeBased = item.requiresTimeSlot;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';

  return (
    // The title's link covers the card, so the card shows the link's focus ring.
    <article className="group relative flex flex-col overflow-hidden rounded-2xl bg-surface shadow-sm ring-1 ring-slate-100 transition hover:shadow-md has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-violet-600">
      <div className="relative aspect-[4/3] overflow-hidden bg-slate-100">
        <img
          src={item.imageUrl ?? '/placeholder.svg'}
          alt=""
          loading="lazy"
          className="size-full object-cover transition duration-300 group-hover:scale-105"
        />
        {onSale && (
          <span className="absolute start-2 top-2 rounded-full bg-rose-600 px-2 py-0.5 font-bold text-[11px] text-white shadow">
            {t('item.sale')} −{discountPercent(item)}%
          </span>
        )}
        {favorite && <div className="absolute end-2 top-2 z-10">{favorite}</div>}
      </div>
      <div className="flex flex-1 flex-col gap-1.5 p-3">
        <Heading className="line-clamp-2 font-semibold text-slate-900 text-sm leading-snug">
          {/* The stretched link makes the whole card open the listing; the action button sits above it. */}
          <Link
            to={`/product/${item.id}`}
            className="after:absolute after:inset-0 focus-visible:outline-none"
          >
            {name}
          </Link>
        </Heading>
        <div className="flex flex-wrap items-center gap-2 text-xs">
          <span className="rounded-full bg-violet-50 px-2 py-0.5 font-medium text-violet-700">
            {t(`kind.${item.kind}`)}
          </span>
          <span className="flex items-center gap-0.5 text-slate-600">
            <Star className="size-3.5 fill-amber-400 text-amber-400" aria-hidden />
            {f.rating(item.rating)}
            <span className="text-slate-500">({t('item.reviews', { count: item.reviewCount })})</span>
          </span>
        </div>
        <div className="mt-auto flex items-end justify-between gap-2 pt-1">
          <div className="grid min-w-0">
            {timeBased && item.hourlyRateFils != null ? (
              <span className="whitespace-nowrap font-bold text-slate-900">
                {t('item.perHour', { price: f.money(item.hourlyRateFils) })}
              </span>
            ) : (
              <span className="flex flex-wrap items-baseline gap-x-1.5">
                <span className={onSale ? 'font-bold text-rose-600' : 'font-bold text-slate-900'}>
                  {f.money(unitPriceFils(item))}
                </span>
                {onSale && <s className="text-slate-500 text-xs">{f.money(item.priceFils)}</s>}
              </span>
            )}
            <span className="truncate text-slate-500 text-xs">{pick(item.shopName)}</span>
          </div>
          <button
            type="button"
            onClick={() => (timeBased ? onBook(item) : onAdd(item))}
            aria-busy={adding || undefined}
            disabled={adding}
            aria-label={timeBased ? t('item.book', { name }) : t('item.addToCart', { name })}
            className="relative z-10 grid size-11 shrink-0 place-items-center rounded-full bg-violet-600 text-white shadow transition hover:bg-violet-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-violet-600 disabled:opacity-60"
          >
            {adding ? (
              <span className="size-4 animate-spin rounded-full border-2 border-white border-t-transparent" />
            ) : timeBased ? (
              <CalendarClock className="size-4" aria-hidden />
            ) : (
              <Plus className="size-5" aria-hidden />
            )}
          </button>
        </div>
      </div>
    </article>
  );
}
