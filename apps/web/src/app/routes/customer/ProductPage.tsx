import { discountPercent, idSchema, type ListingKind, unitPriceFils, unitsFor } from '@haflah/contracts';
import {
  Bike,
  CalendarClock,
  ChevronLeft,
  Clock,
  PackageX,
  ShoppingCart,
  Star,
  Store,
  Users,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { largePrimaryButton, primaryButton } from '../../../components/ui/buttons';
import { EmptyState } from '../../../components/ui/EmptyState';
import { ErrorPanel } from '../../../components/ui/ErrorPanel';
import { useAddToCart } from '../../../features/cart/hooks/useAddToCart';
import { useBookTimeSlot } from '../../../features/cart/hooks/useBookTimeSlot';
import { useItem } from '../../../features/catalogue/api/catalogue';
import { guestsToPlanFor, useShoppingFor } from '../../../features/events/utils/shopping-for';
import { LazyFavoriteButton } from '../../../features/favorites/components/LazyFavoriteButton';
import { ApiError } from '../../../lib/api';
import { errorMessage } from '../../../lib/errors';
import { useFormat } from '../../../lib/format';
import { useLanguage } from '../../../lib/i18n';
import { usePageTitle } from '../../../lib/page-title';

/** Kinds sized by the number of guests (tables and chairs, a food truck's servings). */
const SIZED_BY_GUESTS: readonly ListingKind[] = ['rental', 'food_truck'];

/** The product's one action: as wide as the column on a phone, as its words from `sm` up. */
const actionButton = `${largePrimaryButton} sm:w-fit`;

export default function ProductPage() {
  const { productId = '' } = useParams();
  const { t } = useTranslation();
  const { pick } = useLanguage();
  const f = useFormat();
  const navigate = useNavigate();
  const addToCart = useAddToCart();
  const book = useBookTimeSlot();
  const location = useLocation();
  const eventGuests = guestsToPlanFor(useShoppingFor());
  // A malformed id names no product: asking the server (400, three times over) would only delay that.
  const wellFormed = idSchema.safeParse(productId).success;
  const query = useItem(productId, wellFormed);
  // Opened from a shared link, this is the app's first page: Back goes Home instead of leaving the app.
  const openedHere = location.key === 'default';
  const notFound = !wellFormed || (query.error instanceof ApiError && query.error.status === 404);
  usePageTitle(query.data ? pick(query.data.name) : notFound ? t('product.notFound') : undefined);

  const back = (
    <button
      type="button"
      onClick={() => (openedHere ? navigate('/') : navigate(-1))}
      className="flex w-fit items-center gap-1 rounded-full py-1 pe-3 font-medium text-slate-600 text-sm hover:text-violet-700"
    >
      <ChevronLeft className="size-5 rtl:-scale-x-100" aria-hidden />
      {t('common.back')}
    </button>
  );

  if (notFound) {
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
  if (query.isPending) {
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
  if (query.isError) {
    return (
      <div className="grid gap-4">
        {back}
        <ErrorPanel message={errorMessage(t, query.error)} onRetry={() => query.refetch()} />
      </div>
    );
  }

  const item = query.data;
  const name = pick(item.name);
  const onSale = item.isOnSale && item.salePriceFils != null;
  const retailerName = pick(item.retailer.name);
  const retailerLink = `/?${new URLSearchParams({ retailerId: item.retailer.id, retailerName })}`;

  return (
    <article className="grid gap-4">
      {back}
      <div className="grid gap-6 md:grid-cols-2">
        <div className="relative self-start overflow-hidden rounded-3xl bg-slate-100 shadow-sm">
          <img
            src={item.imageUrl ?? '/placeholder.svg'}
            alt={name}
            className="aspect-[4/3] w-full object-cover"
          />
          {onSale && (
            <span className="absolute start-3 top-3 rounded-full bg-rose-600 px-3 py-1 font-bold text-sm text-white shadow">
              {t('item.sale')} −{discountPercent(item)}%
            </span>
          )}
          <div className="absolute end-3 top-3">
            <LazyFavoriteButton listingId={item.id} large />
          </div>
        </div>
        <div className="grid content-start gap-4">
          <div className="grid gap-2">
            <div className="flex flex-wrap items-center gap-2 text-xs">
              <span className="rounded-full bg-violet-50 px-2.5 py-1 font-medium text-violet-700">
                {t(`kind.${item.kind}`)}
              </span>
              <span className="rounded-full bg-slate-100 px-2.5 py-1 font-medium text-slate-600">
                {pick(item.categoryName)}
              </span>
            </div>
            <h1 className="font-extrabold text-2xl text-slate-900 leading-tight sm:text-3xl">{name}</h1>
            <p className="flex items-center gap-1 text-slate-600 text-sm">
              <Star className="size-4 fill-amber-400 text-amber-400" aria-hidden />
              <span className="font-semibold text-slate-800">{f.rating(item.rating)}</span>
              <span>({t('item.reviews', { count: item.reviewCount })})</span>
            </p>
          </div>

          <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
            {item.requiresTimeSlot && item.hourlyRateFils != null ? (
              <span className="font-extrabold text-2xl text-slate-900">
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

          {item.servesGuests != null ? (
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
          ) : (
            eventGuests != null &&
            SIZED_BY_GUESTS.includes(item.kind) && (
              <p className="flex items-center gap-2 rounded-2xl bg-amber-50 px-4 py-3 font-semibold text-amber-950 text-sm">
                <Users className="size-4 shrink-0" aria-hidden />
                {t('product.eventGuests', { count: eventGuests })}
              </p>
            )
          )}

          {item.requiresTimeSlot ? (
            <>
              <div className="grid gap-1 rounded-2xl bg-violet-50 p-4 text-sm text-violet-900">
                <p className="flex items-center gap-2 font-semibold">
                  <Clock className="size-4" aria-hidden /> {t('product.bookedByTheHour')}
                </p>
                <p className="flex items-center gap-2">
                  <Users className="size-4" aria-hidden /> {t('product.capacity', { count: item.capacity })}
                </p>
              </div>
              <button type="button" onClick={() => book(item)} className={actionButton}>
                <CalendarClock className="size-5" aria-hidden />
                {t('product.bookTimeSlot')}
              </button>
            </>
          ) : (
            <button
              type="button"
              onClick={() => addToCart.add(item)}
              disabled={addToCart.isAdding(item.id)}
              aria-busy={addToCart.isAdding(item.id) || undefined}
              className={actionButton}
            >
              <ShoppingCart className="size-5" aria-hidden />
              {addToCart.isAdding(item.id) ? t('product.adding') : t('product.addToCart')}
            </button>
          )}

          {pick(item.description) && (
            <section className="grid gap-1">
              <h2 className="font-bold text-slate-900">{t('product.description')}</h2>
              <p className="text-slate-700 leading-relaxed">{pick(item.description)}</p>
            </section>
          )}

          <section className="grid gap-3 rounded-2xl bg-surface p-4 shadow-sm ring-1 ring-slate-100">
            <div className="flex items-center gap-3">
              <img
                src={item.retailer.logoUrl ?? '/placeholder.svg'}
                alt=""
                className="size-12 rounded-xl bg-slate-100 object-cover"
              />
              <div className="min-w-0">
                <p className="truncate font-bold text-slate-900">{retailerName}</p>
                <p className="text-slate-500 text-xs">{pick(item.retailer.area)}</p>
              </div>
            </div>
            {/* Delivery belongs to products; services, rentals, entertainers and food trucks are booked. */}
            {item.kind === 'product' && (
              <div className="flex flex-wrap gap-x-4 gap-y-1 text-slate-600 text-sm">
                <span className="flex items-center gap-1">
                  <Clock className="size-4" aria-hidden />
                  {t('product.deliversBy', { minutes: item.retailer.deliveryMinutes })}
                </span>
                <span className="flex items-center gap-1">
                  <Bike className="size-4" aria-hidden />
                  {t('retailers.deliveryFee', { fee: f.money(item.retailer.deliveryFeeFils) })}
                </span>
              </div>
            )}
            <Link
              to={retailerLink}
              className="flex items-center gap-2 font-semibold text-sm text-violet-700 hover:underline"
            >
              <Store className="size-4" aria-hidden />
              {t('product.moreFromRetailer', { retailer: retailerName })}
            </Link>
          </section>
        </div>
      </div>
    </article>
  );
}
