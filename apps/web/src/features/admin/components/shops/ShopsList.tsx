import type { AdminShopRow } from '@haflah/contracts';
import { ChevronLeft, ChevronRight, Star, Store } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { smallSecondaryButton } from '../../../../components/ui/buttons';
import { EmptyState } from '../../../../components/ui/EmptyState';
import { ErrorPanel } from '../../../../components/ui/ErrorPanel';
import { ListSkeleton } from '../../../../components/ui/ListSkeleton';
import { cn } from '../../../../lib/cn';
import { useFormat } from '../../../../lib/format';
import { useLanguage } from '../../../../lib/i18n';
import { type ShopsFilter, useAdminShops } from '../../api/admin-shops';
import { ShopLogo } from './ShopLogo';
import { ShopStatusBadge } from './ShopStatusBadge';

/** Desktop columns: the shop, its status, area, active listings, rating, applied. */
const COLUMNS = 'sm:grid-cols-[minmax(0,2.4fr)_minmax(0,1.2fr)_minmax(0,1fr)_5.5rem_5rem_7.5rem]';

/** One shop: a card on a phone, a row of columns from `sm` up; the whole row opens its details. */
function ShopRow({ shop }: { shop: AdminShopRow }) {
  const { t } = useTranslation();
  const { pick } = useLanguage();
  const format = useFormat();
  const other = pick({ en: shop.name.ar, ar: shop.name.en });
  return (
    <li>
      <Link
        to={`/admin/retailer/${shop.id}`}
        className={cn(
          'grid items-center gap-3 rounded-2xl bg-surface p-4 shadow-sm ring-1 ring-slate-100 transition hover:ring-violet-300 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-violet-500 sm:gap-4 sm:rounded-xl sm:px-4 sm:py-3',
          COLUMNS,
        )}
      >
        <span className="flex min-w-0 items-center gap-3">
          <ShopLogo url={shop.logoUrl} className="size-11" />
          <span className="grid min-w-0">
            <span className="truncate font-bold text-slate-900">{pick(shop.name)}</span>
            <span className="truncate text-slate-600 text-sm" lang={pick({ en: 'ar', ar: 'en' })}>
              {other}
            </span>
            <span className="truncate text-slate-500 text-xs" dir="ltr">
              {shop.ownerEmail ?? t('adminShops.list.noOwner')}
            </span>
          </span>
        </span>
        <span className="flex flex-wrap items-center gap-x-4 gap-y-2 text-slate-700 text-sm sm:contents">
          <ShopStatusBadge status={shop.status} paused={shop.paused} />
          <span className="min-w-0 truncate">
            <span className="sr-only">{t('adminShops.list.columns.area')}: </span>
            {pick(shop.area)}
          </span>
          <span className="tabular-nums">
            <span className="sm:sr-only">
              {t('adminShops.list.activeListings', { count: shop.activeListings })}
            </span>
            <span className="hidden sm:inline" aria-hidden>
              {format.count(shop.activeListings)}
            </span>
          </span>
          <span className="flex items-center gap-1 tabular-nums">
            <Star className="size-4 fill-amber-400 text-amber-400" aria-hidden />
            <span className="sr-only">{t('adminShops.list.columns.rating')}: </span>
            {shop.reviewCount > 0 ? format.rating(shop.rating) : t('adminShops.list.noRating')}
          </span>
          <span className="text-slate-500 text-xs sm:text-sm">
            <span className="sm:hidden">
              {t('adminShops.list.appliedOn', { date: format.date(shop.appliedAt) })}
            </span>
            <span className="hidden sm:inline">
              <span className="sr-only">{t('adminShops.list.columns.applied')}: </span>
              {format.date(shop.appliedAt)}
            </span>
          </span>
        </span>
      </Link>
    </li>
  );
}

/** Page n of m, with the previous and next pages (the address keeps the page: back returns to it). */
function Pager({ page, pages, onPage }: { page: number; pages: number; onPage: (page: number) => void }) {
  const { t } = useTranslation();
  const format = useFormat();
  if (pages <= 1) return null;
  return (
    <nav aria-label={t('adminShops.list.pages')} className="flex items-center justify-between gap-3">
      <button
        type="button"
        className={smallSecondaryButton}
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        <ChevronLeft className="size-4 rtl:rotate-180" aria-hidden />
        {t('adminShops.list.previous')}
      </button>
      <span className="text-slate-600 text-sm" aria-current="page">
        {t('adminShops.list.pageOf', { page: format.count(page), pages: format.count(pages) })}
      </span>
      <button
        type="button"
        className={smallSecondaryButton}
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        {t('adminShops.list.next')}
        <ChevronRight className="size-4 rtl:rotate-180" aria-hidden />
      </button>
    </nav>
  );
}

/** The shops the filter finds, a page at a time, with their count; loading, empty and error states. */
export function ShopsList({
  filter,
  filtered,
  onPage,
  onClear,
}: {
  filter: ShopsFilter;
  filtered: boolean;
  onPage: (page: number) => void;
  onClear: () => void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const query = useAdminShops(filter);
  if (query.isError && !query.data) {
    return <ErrorPanel message={t('adminShops.list.loadError')} onRetry={() => void query.refetch()} />;
  }
  if (!query.data) {
    return <ListSkeleton label={t('adminShops.list.loading')} blocks={['h-20', 'h-20', 'h-20', 'h-20']} />;
  }
  const { shops, total, pageSize } = query.data;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (shops.length === 0) {
    const beyond = total > 0;
    return (
      <EmptyState
        icon={<Store className="size-7" aria-hidden />}
        title={filtered || beyond ? t('adminShops.list.noneFound') : t('adminShops.list.none')}
        text={filtered || beyond ? t('adminShops.list.noneFoundText') : t('adminShops.list.noneText')}
      >
        {(filtered || beyond) && (
          <button type="button" className={smallSecondaryButton} onClick={onClear}>
            {t('adminShops.list.clear')}
          </button>
        )}
      </EmptyState>
    );
  }
  return (
    <div className="grid gap-3" aria-busy={query.isPlaceholderData || undefined}>
      <p className="text-slate-600 text-sm" aria-live="polite">
        {t('adminShops.list.count', { count: total, shown: format.count(total) })}
      </p>
      <div
        aria-hidden
        className={cn('hidden gap-4 px-4 font-semibold text-slate-500 text-xs uppercase sm:grid', COLUMNS)}
      >
        <span>{t('adminShops.list.columns.shop')}</span>
        <span>{t('adminShops.list.columns.status')}</span>
        <span>{t('adminShops.list.columns.area')}</span>
        <span>{t('adminShops.list.columns.listings')}</span>
        <span>{t('adminShops.list.columns.rating')}</span>
        <span>{t('adminShops.list.columns.applied')}</span>
      </div>
      <ul className={cn('grid gap-3 sm:gap-2', query.isPlaceholderData && 'opacity-60')}>
        {shops.map((shop) => (
          <ShopRow key={shop.id} shop={shop} />
        ))}
      </ul>
      <Pager page={filter.page} pages={pages} onPage={onPage} />
    </div>
  );
}
