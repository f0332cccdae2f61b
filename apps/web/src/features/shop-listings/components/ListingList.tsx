import type { ShopListing } from '@haflah/contracts';
import { CalendarClock, ChevronRight, ImageOff, PackagePlus, SearchX, Upload } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { primaryButton, secondaryButton } from '../../../components/ui/buttons';
import { EmptyState } from '../../../components/ui/EmptyState';
import { ListSkeleton } from '../../../components/ui/ListSkeleton';
import { cn } from '../../../lib/cn';
import { useFormat } from '../../../lib/format';
import { useLanguage } from '../../../lib/i18n';

export const LISTINGS_PATH = '/retailer/products';
export const listingPath = (id: string) => `${LISTINGS_PATH}/${id}`;

/**
 * The shop's listings, each a row that opens its form: its cover, both names (the current language's
 * first), kind, price or hourly rate, and whether customers see it. Each row has a checkbox for the
 * selection bar.
 */
export function ListingList({
  listings,
  selected,
  onToggle,
}: {
  listings: ShopListing[];
  selected: ReadonlySet<string>;
  onToggle: (id: string, on: boolean) => void;
}) {
  const { t } = useTranslation();
  return (
    <ul aria-label={t('shopListings.title')} className="grid gap-2.5">
      {listings.map((listing) => (
        <ListingRow
          key={listing.id}
          listing={listing}
          selected={selected.has(listing.id)}
          onToggle={(on) => onToggle(listing.id, on)}
        />
      ))}
    </ul>
  );
}

function ListingRow({
  listing,
  selected,
  onToggle,
}: {
  listing: ShopListing;
  selected: boolean;
  onToggle: (on: boolean) => void;
}) {
  const { t } = useTranslation();
  const { lang } = useLanguage();
  const f = useFormat();
  const other = lang === 'ar' ? 'en' : 'ar';
  const name = listing.name[lang] || listing.name.en;
  const price =
    listing.pricingType === 'hourly'
      ? t('shopListings.row.perHour', { price: f.money(listing.hourlyRateFils ?? 0) })
      : f.money(
          listing.isOnSale && listing.salePriceFils != null ? listing.salePriceFils : listing.priceFils,
        );
  const committed = listing.liveHolds + listing.futureBookings > 0;
  return (
    <li
      className={cn(
        'relative flex items-center gap-3 rounded-2xl bg-surface p-3 shadow-sm ring-1 transition has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-violet-500 sm:gap-4 sm:p-4',
        selected ? 'ring-violet-400' : 'ring-slate-100 hover:ring-violet-200',
      )}
    >
      {/* Above the row's stretched link, with a thumb-sized target. */}
      <label className="relative z-10 -m-2 grid size-11 shrink-0 cursor-pointer place-items-center rounded-xl has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-violet-500">
        <input
          type="checkbox"
          checked={selected}
          onChange={(e) => onToggle(e.target.checked)}
          className="size-5 accent-violet-600"
        />
        <span className="sr-only">{t('shopListings.row.select', { name })}</span>
      </label>
      {listing.imageUrl ? (
        <img
          src={listing.imageUrl}
          alt=""
          loading="lazy"
          className="size-16 shrink-0 rounded-xl bg-slate-100 object-cover sm:size-20"
        />
      ) : (
        <div className="grid size-16 shrink-0 place-items-center rounded-xl bg-slate-100 text-slate-500 sm:size-20">
          <ImageOff className="size-6" aria-hidden />
        </div>
      )}
      <div className="grid min-w-0 flex-1 gap-1">
        <h2 className="truncate font-bold text-slate-900 leading-snug">
          <Link
            to={listingPath(listing.id)}
            aria-label={t('shopListings.row.edit', { name })}
            className="outline-none after:absolute after:inset-0 after:rounded-2xl after:content-['']"
          >
            {name}
          </Link>
        </h2>
        <p className="truncate text-slate-600 text-sm">
          {/* The other language's name reads in its own direction, lined up with the row's. */}
          <bdi lang={other} dir={other === 'ar' ? 'rtl' : 'ltr'}>
            {listing.name[other]}
          </bdi>
        </p>
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs">
          <span className="font-extrabold text-slate-900 text-sm">{price}</span>
          {listing.isOnSale && listing.pricingType === 'fixed' && (
            <span className="text-slate-500 line-through">{f.money(listing.priceFils)}</span>
          )}
          <span className="text-slate-600">{t(`kind.${listing.kind}`)}</span>
        </div>
        <div className="flex flex-wrap gap-1.5">
          <span
            className={cn(
              'inline-flex items-center rounded-full px-2 py-0.5 font-bold text-xs',
              listing.isActive ? 'bg-emerald-100 text-emerald-900' : 'bg-slate-200 text-slate-800',
            )}
          >
            {t(listing.isActive ? 'shopListings.row.active' : 'shopListings.row.inactive')}
          </span>
          {!listing.imageUrl && (
            <span className="inline-flex items-center rounded-full bg-amber-100 px-2 py-0.5 font-bold text-amber-950 text-xs">
              {t('shopListings.row.noImage')}
            </span>
          )}
          {committed && (
            <span className="inline-flex items-center gap-1 rounded-full bg-sky-100 px-2 py-0.5 font-bold text-sky-950 text-xs">
              <CalendarClock className="size-3.5" aria-hidden />
              {t('shopListings.row.commitments')}
            </span>
          )}
        </div>
      </div>
      <ChevronRight className="size-5 shrink-0 text-slate-400 rtl:-scale-x-100" aria-hidden />
    </li>
  );
}

export function ListingsSkeleton() {
  const { t } = useTranslation();
  return <ListSkeleton label={t('shopListings.loading')} blocks={['h-24', 'h-24', 'h-24', 'h-24']} />;
}

/** A new shop: what to do first (add one, or import many). */
export function ListingsEmpty() {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon={<PackagePlus className="size-7" aria-hidden />}
      title={t('shopListings.empty.title')}
      text={t('shopListings.empty.text')}
    >
      <div className="flex flex-wrap justify-center gap-2">
        <Link to={`${LISTINGS_PATH}/new`} className={primaryButton}>
          {t('shopListings.empty.add')}
        </Link>
        <Link to={`${LISTINGS_PATH}/import`} className={secondaryButton}>
          <Upload className="size-4" aria-hidden />
          {t('shopListings.empty.import')}
        </Link>
      </div>
    </EmptyState>
  );
}

/** Listings exist, but none matches the search and filters. */
export function ListingsNoMatch({ onClear }: { onClear: () => void }) {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon={<SearchX className="size-7" aria-hidden />}
      title={t('shopListings.noMatch.title')}
      text={t('shopListings.noMatch.text')}
    >
      <button type="button" onClick={onClear} className={secondaryButton}>
        {t('shopListings.filters.clear')}
      </button>
    </EmptyState>
  );
}
