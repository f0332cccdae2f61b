import {
  discountPercent,
  type ItemDetail,
  type ListingKind,
  type ShopPausedDetails,
  unitPriceFils,
  unitsFor,
} from '@haflah/contracts';
import { Bike, ChevronLeft, Clock, DoorClosed, PackageX, Star, Store, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { primaryButton } from '../../../components/ui/buttons';
import { EmptyState } from '../../../components/ui/EmptyState';
import { useFormat } from '../../../lib/format';
import { formatDay, formatTime, keepTogether } from '../../../lib/format-time';
import { useLanguage } from '../../../lib/i18n';

/**
 * The sections of /product/:id, which the page composes with the cart's actions, the favorite heart
 * and the guests of the event shopped for (features don't import each other: the page passes them in).
 */

/** Kinds sized by the number of guests (tables and chairs, a food truck's servings). */
const SIZED_BY_GUESTS: readonly ListingKind[] = ['rental', 'food_truck'];

/** Back where the customer came from (`onBack`: the page knows whether that is still in the app). */
export function ProductBack({ onBack }: { onBack: () => void }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      onClick={onBack}
      className="flex min-h-11 w-fit items-center gap-1 rounded-full pe-3 font-medium text-slate-600 text-sm hover:text-violet-700"
    >
      <ChevronLeft className="size-5 rtl:-scale-x-100" aria-hidden />
      {t('common.back')}
    </button>
  );
}

export function ProductNotFound({ back }: { back: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-4">
      {back}
      <EmptyState icon={<PackageX className="size-7" />} title={t('product.notFound')} headingLevel={1}>
        <Link to="/" className={primaryButton}>
          {t('common.goHome')}
        </Link>
      </EmptyState>
    </div>
  );
}

/**
 * A paused shop's product: closed for now, in the shop's own words, and when it reopens (Bahrain time).
 */
export function ProductPaused({ back, details }: { back: ReactNode; details: ShopPausedDetails }) {
  const { t } = useTranslation();
  const { lang } = useLanguage();
  return (
    <div className="grid gap-4">
      {back}
      <EmptyState icon={<DoorClosed className="size-7" />} title={t('product.paused.title')} headingLevel={1}>
        {details.reason && (
          <p className="text-slate-700">{t('product.paused.reason', { reason: details.reason })}</p>
        )}
        <p className="text-slate-600">
          {details.until
            ? t('product.paused.until', {
                day: formatDay(details.until, lang),
                time: keepTogether(formatTime(details.until, lang)),
              })
            : t('product.paused.soon')}
        </p>
        <Link to="/" className={primaryButton}>
          {t('common.goHome')}
        </Link>
      </EmptyState>
    </div>
  );
}

export function ProductSkeleton({ back }: { back: ReactNode }) {
  return (
    <div className="grid gap-4" aria-busy>
      {back}
      <div className="grid gap-6 md:grid-cols-2">
        <div className="aspect-[4/3] animate-pulse rounded-3xl bg-slate-200" />
        <div className="grid content-start gap-3">
          <div className="h-8 w-3/4 animate-pulse rounded-lg bg-slate-200" />
          <div className="h-5 w-1/3 animate-pulse rounded-lg bg-slate-200" />
          <div className="h-24 animate-pulse rounded-lg bg-slate-200" />
        </div>
      </div>
    </div>
  );
}

/** The picture (with the sale's badge and, over its corner, the page's `favorite` heart) beside `children`. */
export function ProductLayout({
  item,
  back,
  favorite,
  children,
}: {
  item: ItemDetail;
  back: ReactNode;
  favorite: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const { pick } = useLanguage();
  return (
    <article className="grid gap-4">
      {back}
      <div className="grid gap-6 md:grid-cols-2">
        <div className="relative self-start overflow-hidden rounded-3xl bg-slate-100 shadow-sm">
          <img
            src={item.imageUrl ?? '/placeholder.svg'}
            alt={pick(item.name)}
            className="aspect-[4/3] w-full object-cover"
          />
          {item.isOnSale && item.salePriceFils != null && (
            <span className="absolute start-3 top-3 rounded-full bg-rose-600 px-3 py-1 font-bold text-sm text-white shadow">
              {t('item.sale')} −{discountPercent(item)}%
            </span>
          )}
          <div className="absolute end-3 top-3">{favorite}</div>
        </div>
        <div className="grid content-start gap-4">{children}</div>
      </div>
    </article>
  );
}

/** A name as a label compares: case, a plural's "s" and the Arabic article aside (Rentals, التأجير). */
const labelKey = (name: string) => name.trim().toLocaleLowerCase().replace(/^ال/, '').replace(/s$/, '');

/** Whether a category's name says what one of the kind's labels already says (Entertainment). */
export const sameName = (category: string, kindLabels: string[]) =>
  kindLabels.some((label) => labelKey(label) === labelKey(category));

/**
 * Its kind and category (once, where the category is named like the kind), its name, its rating;
 * then its price, the VAT included.
 */
export function ProductHeading({ item }: { item: ItemDetail }) {
  const { t } = useTranslation();
  const { pick } = useLanguage();
  const f = useFormat();
  const onSale = item.isOnSale && item.salePriceFils != null;
  return (
    <>
      <div className="grid gap-2">
        <div className="flex flex-wrap items-center gap-2 text-xs">
          <span className="rounded-full bg-violet-50 px-2.5 py-1 font-medium text-violet-700">
            {t(`kind.${item.kind}`)}
          </span>
          {!sameName(pick(item.categoryName), [t(`kind.${item.kind}`), t(`kindPlural.${item.kind}`)]) && (
            <span className="rounded-full bg-slate-100 px-2.5 py-1 font-medium text-slate-600">
              {pick(item.categoryName)}
            </span>
          )}
        </div>
        <h1 className="font-extrabold text-2xl text-slate-900 leading-tight sm:text-3xl">
          {pick(item.name)}
        </h1>
        <p className="flex items-center gap-1 text-slate-600 text-sm">
          <Star className="size-4 fill-amber-400 text-amber-400" aria-hidden />
          <span className="font-semibold text-slate-800">{f.rating(item.rating)}</span>
          <span>({t('item.reviews', { count: item.reviewCount })})</span>
        </p>
      </div>

      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        {item.requiresTimeSlot && item.hourlyRateFils != null ? (
          <span className="whitespace-nowrap font-extrabold text-2xl text-slate-900">
            {t('item.perHour', { price: f.money(item.hourlyRateFils) })}
          </span>
        ) : (
          <>
            <span className={`font-extrabold text-2xl ${onSale ? 'text-rose-600' : 'text-slate-900'}`}>
              {f.money(unitPriceFils(item))}
            </span>
            {onSale && <s className="text-slate-500">{f.money(item.priceFils)}</s>}
          </>
        )}
        <span className="text-slate-500 text-xs">{t('product.vatIncluded')}</span>
      </div>
    </>
  );
}

/**
 * How many guests one unit serves and, while shopping for an event (`eventGuests`, from the page),
 * how many units its guests need; for a kind sized by guests with no such figure, the guests to plan for.
 */
export function ProductGuests({ item, eventGuests }: { item: ItemDetail; eventGuests: number | null }) {
  const { t } = useTranslation();
  if (item.servesGuests != null) {
    return (
      <div
        className={`grid gap-1 rounded-2xl px-4 py-3 text-sm ${eventGuests != null ? 'bg-amber-50 text-amber-950' : 'bg-slate-50 text-slate-700'}`}
      >
        <p className="flex items-center gap-2 font-semibold">
          <Users className="size-4 shrink-0" aria-hidden />
          {t('product.servesGuests', { count: item.servesGuests })}
        </p>
        {eventGuests != null && (
          <p className="ps-6">
            {t('product.neededForGuests', {
              count: eventGuests,
              units: unitsFor(eventGuests, item.servesGuests),
            })}
          </p>
        )}
      </div>
    );
  }
  if (eventGuests == null || !SIZED_BY_GUESTS.includes(item.kind)) return null;
  return (
    <p className="flex items-center gap-2 rounded-2xl bg-amber-50 px-4 py-3 font-semibold text-amber-950 text-sm">
      <Users className="size-4 shrink-0" aria-hidden />
      {t('product.eventGuests', { count: eventGuests })}
    </p>
  );
}

/** Booked by the hour, for up to `capacity` people (above the page's "Book a time slot"). */
export function ProductTimeSlotNote({ capacity }: { capacity: number | null }) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-1 rounded-2xl bg-violet-50 p-4 text-sm text-violet-900">
      <p className="flex items-center gap-2 font-semibold">
        <Clock className="size-4" aria-hidden /> {t('product.bookedByTheHour')}
      </p>
      <p className="flex items-center gap-2">
        <Users className="size-4" aria-hidden /> {t('product.capacity', { count: capacity })}
      </p>
    </div>
  );
}

/** Its description, and its shop: where it is, delivery (for products), and more from it. */
export function ProductAbout({ item }: { item: ItemDetail }) {
  const { t } = useTranslation();
  const { pick } = useLanguage();
  const f = useFormat();
  const retailerName = pick(item.shop.name);
  const retailerLink = `/?${new URLSearchParams({ retailerId: item.shop.id, retailerName })}`;
  return (
    <>
      {pick(item.description) && (
        <section className="grid gap-1">
          <h2 className="font-bold text-slate-900">{t('product.description')}</h2>
          <p className="text-slate-700 leading-relaxed">{pick(item.description)}</p>
        </section>
      )}

      <section className="grid gap-3 rounded-2xl bg-surface p-4 shadow-sm ring-1 ring-slate-100">
        <div className="flex items-center gap-3">
          <img
            src={item.shop.logoUrl ?? '/placeholder.svg'}
            alt=""
            className="size-12 rounded-xl bg-slate-100 object-cover"
          />
          <div className="min-w-0">
            <p className="truncate font-bold text-slate-900">{retailerName}</p>
            <p className="text-slate-500 text-xs">{pick(item.shop.area)}</p>
          </div>
        </div>
        {/* Delivery belongs to products; services, rentals, entertainers and food trucks are booked. */}
        {item.kind === 'product' && (
          <div className="flex flex-wrap gap-x-4 gap-y-1 text-slate-600 text-sm">
            <span className="flex items-center gap-1">
              <Clock className="size-4" aria-hidden />
              {t('product.deliversBy', { minutes: item.shop.deliveryMinutes })}
            </span>
            <span className="flex items-center gap-1">
              <Bike className="size-4" aria-hidden />
              {t('retailers.deliveryFee', { fee: f.money(item.shop.deliveryFeeFils) })}
            </span>
          </div>
        )}
        <Link
          to={retailerLink}
          className="flex min-h-11 items-center gap-2 font-semibold text-sm text-violet-700 hover:underline"
        >
          <Store className="size-4" aria-hidden />
          {t('product.moreFromRetailer', { retailer: retailerName })}
        </Link>
      </section>
    </>
  );
}
