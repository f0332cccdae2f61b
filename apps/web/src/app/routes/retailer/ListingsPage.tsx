import { Plus } from 'lucide-react';
import { type ReactNode, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { primaryButton } from '../../../components/ui/buttons';
import { ErrorPanel } from '../../../components/ui/ErrorPanel';
import { LoadMoreButton } from '../../../components/ui/LoadMoreButton';
import { useShopListings } from '../../../features/shop-listings/api/listings';
import { CsvLinks } from '../../../features/shop-listings/components/CsvLinks';
import { ListingFilters } from '../../../features/shop-listings/components/ListingFilters';
import {
  LISTINGS_PATH,
  ListingList,
  ListingsEmpty,
  ListingsNoMatch,
  ListingsSkeleton,
} from '../../../features/shop-listings/components/ListingList';
import { SelectionBar } from '../../../features/shop-listings/components/SelectionBar';
import { useListingFilters } from '../../../features/shop-listings/hooks/useListingFilters';
import { useListingSelection } from '../../../features/shop-listings/hooks/useListingSelection';
import { useBulkStatusChange } from '../../../features/shop-listings/hooks/useStatusChange';
import { isFiltered } from '../../../features/shop-listings/utils/listing-filters';
import { usePageTitle } from '../../../lib/page-title';

/**
 * /retailer/products: the shop's listings of every kind, newest first, searched and filtered from the
 * URL (the dashboard links `?attention=no_image`), more with "Load more"; ticked ones are activated or
 * deactivated together. CSV export, template and import are one tap away.
 */
export default function ListingsPage() {
  const { t } = useTranslation();
  usePageTitle(t('shopListings.title'));
  const { filters, set, clear } = useListingFilters();
  const query = useShopListings(filters);
  const selection = useListingSelection();
  // The selection bar goes once it is done or let go: focus moves to "Select all shown", not to nowhere.
  const selectAllRef = useRef<HTMLInputElement>(null);
  const letGo = () => {
    selection.clear();
    requestAnimationFrame(() => selectAllRef.current?.focus());
  };
  const bulk = useBulkStatusChange(letGo);
  const listings = query.data?.pages.flatMap((p) => p.listings) ?? [];
  const total = query.data?.pages[0]?.total;
  const filtered = isFiltered(filters);
  const shown = listings.map((l) => l.id);
  const allTicked = shown.length > 0 && shown.every((id) => selection.selected.has(id));

  let body: ReactNode;
  if (query.isPending) body = <ListingsSkeleton />;
  else if (query.isError && !query.data) {
    body = <ErrorPanel message={t('shopListings.loadError')} onRetry={() => query.refetch()} />;
  } else if (listings.length === 0) {
    body = filtered ? <ListingsNoMatch onClear={clear} /> : <ListingsEmpty />;
  } else {
    body = (
      <>
        <label className="flex w-fit cursor-pointer items-center gap-2.5 rounded-xl px-1 py-2 font-semibold text-slate-700 text-sm has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-violet-500">
          <input
            ref={selectAllRef}
            type="checkbox"
            checked={allTicked}
            onChange={() => selection.toggleAll(shown)}
            className="size-5 accent-violet-600"
          />
          {t('shopListings.selection.selectAll')}
        </label>
        <ListingList listings={listings} selected={selection.selected} onToggle={selection.toggle} />
        {query.isFetchNextPageError ? (
          <ErrorPanel message={t('shopListings.loadError')} onRetry={() => query.fetchNextPage()} />
        ) : (
          query.hasNextPage && (
            <LoadMoreButton loading={query.isFetchingNextPage} onClick={() => query.fetchNextPage()} />
          )
        )}
      </>
    );
  }

  return (
    <div className="mx-auto grid w-full max-w-3xl grid-cols-1 gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="grid gap-0.5">
          <h1 className="font-extrabold text-2xl text-slate-900">{t('shopListings.title')}</h1>
          {total !== undefined && (
            <p className="text-slate-600 text-sm">
              {t(filtered ? 'shopListings.matchCount' : 'shopListings.count', { count: total })}
            </p>
          )}
        </div>
        <Link to={`${LISTINGS_PATH}/new`} className={primaryButton}>
          <Plus className="size-5" aria-hidden />
          {t('shopListings.add')}
        </Link>
      </div>
      <CsvLinks />
      {/* A new shop has nothing to search yet: its empty state says what to do first. */}
      {!(query.isSuccess && listings.length === 0 && !filtered) && (
        <ListingFilters
          filters={filters}
          onChange={(patch) => {
            selection.clear();
            set(patch);
          }}
          onClear={clear}
        />
      )}
      <div aria-busy={query.isFetching && !query.isFetchingNextPage} className="grid gap-3">
        {body}
      </div>
      {selection.selected.size > 0 && (
        <SelectionBar
          count={selection.selected.size}
          pending={bulk.pending}
          onActivate={() => bulk.change([...selection.selected], true)}
          onDeactivate={() => bulk.change([...selection.selected], false)}
          onClear={letGo}
        />
      )}
      {bulk.dialog}
    </div>
  );
}
