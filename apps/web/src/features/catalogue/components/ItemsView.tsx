import { type ListingKind, withoutControlCharacters } from '@haflah/contracts';
import { PackageSearch, X } from 'lucide-react';
import { lazy, Suspense, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/EmptyState';
import { ErrorPanel } from '../../../components/ui/ErrorPanel';
import { LoadMoreButton } from '../../../components/ui/LoadMoreButton';
import { cn } from '../../../lib/cn';
import { errorMessage } from '../../../lib/errors';
import { useLanguage, withStrings } from '../../../lib/i18n';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useItemPages } from '../api/catalogue';
import type { BrowseState, useBrowseState } from '../hooks/useBrowseState';
import { type ItemActions, ItemGrid } from './ItemGrid';
import { KindChips } from './KindChips';
import { RetailerCard } from './RetailerCard';
import { ProductListSkeleton, SearchBarSkeleton, ShopHeaderSkeleton } from './Skeletons';

/** A shop's header, with its strings, loaded when a shop's page is first opened (not on Home's path). */
const ShopHeader = lazy(withStrings(() => import('./ShopHeader'), 'product'));

/** A search that found nothing, with suggested searches: never on Home's first load. */
const NoResults = lazy(() => import('./NoResults'));
const SEARCH_DEBOUNCE_MS = 250;

/** The items of a shop, a category or everything, searched and filtered by kind, a page at a time. */
export function ItemsView({
  state,
  actions,
  onKind,
  onSearch,
  onSearchEverywhere,
  onShop,
}: {
  state: BrowseState;
  actions: ItemActions;
  onKind: ReturnType<typeof useBrowseState>['setKind'];
  onSearch: (q: string) => void;
  onSearchEverywhere: () => void;
  /** A shop a search named, opened from its card. */
  onShop: ReturnType<typeof useBrowseState>['selectShop'];
}) {
  const { t } = useTranslation();
  const { pick } = useLanguage();
  const shop = state.shop;
  // The kinds the shop sells, as its header learns them: its page offers only those chips.
  const [sold, setSold] = useState<{ shopId: string; kinds: ListingKind[] }>();
  const onKinds = useCallback((shopId: string, kinds: ListingKind[]) => setSold({ shopId, kinds }), []);
  // Invisible control characters would only get the query refused (contracts: plain text).
  const typed = withoutControlCharacters(state.search).trim();
  const q = useDebouncedValue(typed, SEARCH_DEBOUNCE_MS);
  // The first letters typed from a plain list: until the words settle there is nothing to show but
  // placeholders (never the unsearched list, which has nothing to do with them).
  const waiting = Boolean(typed && !q);
  const pages = useItemPages(
    {
      // Breadcrumb Cakes > Sugar Pearl means that shop's cakes; a shop opened by link shows everything.
      categoryId: state.category?.id,
      shopId: state.shop?.id,
      kind: state.kind,
      q: q || undefined,
    },
    !waiting,
  );
  // While waiting, the query's key is the unsearched list's: its data is not for these words.
  const loading = waiting || pages.isPending;
  const items = pages.data?.pages.flatMap((p) => p.items);
  const namedShops = q ? (pages.data?.pages[0]?.shops ?? []) : [];
  // Results of words no longer in the box (still typing, or the new words on their way): dimmed.
  const stale = typed !== q || pages.isPlaceholderData;
  // A search inside a category or shop says so, and one tap widens it to everything.
  const scope = state.shop ?? state.category;
  const scoped = Boolean(q && scope);
  const heading = q
    ? t('search.resultsFor', { query: q })
    : state.shop
      ? t('items.retailerTitle', { retailer: pick(state.shop.name) })
      : t('items.allTitle');
  const count =
    items && items.length > 0
      ? !pages.hasNextPage
        ? t(q ? 'search.resultCount' : 'items.count', { count: items.length })
        : q
          ? // A full page and more behind it: PRODUCT_LIST_LIMIT (50) or more, one plural form in both.
            t('search.resultsMoreThan', { count: items.length })
          : undefined
      : undefined;

  return (
    <section className="grid gap-3" aria-labelledby="items-title" aria-busy={stale || undefined}>
      {shop && (
        <Suspense fallback={<ShopHeaderSkeleton />}>
          <ShopHeader shopId={shop.id} onKinds={onKinds} />
        </Suspense>
      )}
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 id="items-title" className="font-bold text-slate-900 text-xl sm:text-2xl">
          {heading}
        </h1>
        {count && !loading && <p className="text-slate-600 text-sm">{count}</p>}
      </div>
      {scoped && scope && (
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <span className="text-slate-600">{t('search.scopeLabel')}</span>
          <button
            type="button"
            onClick={onSearchEverywhere}
            aria-label={t('search.removeScope', { scope: pick(scope.name) })}
            className="flex min-h-9 items-center gap-1.5 rounded-full bg-violet-100 ps-3 pe-2 font-medium text-violet-800 hover:bg-violet-200 focus-visible:outline-2 focus-visible:outline-violet-600"
          >
            {pick(scope.name)}
            <X className="size-4" aria-hidden />
          </button>
        </div>
      )}
      {loading ? (
        <SearchBarSkeleton />
      ) : (
        <KindChips
          value={state.kind}
          onChange={onKind}
          kinds={shop && sold?.shopId === shop.id ? sold.kinds : undefined}
        />
      )}
      {loading ? (
        <ProductListSkeleton />
      ) : pages.isError || !items ? (
        <div className="grid gap-2">
          <p className="text-red-700 text-sm">
            {t('items.loadError', { message: errorMessage(t, pages.error) })}
          </p>
          <ErrorPanel message={t('home.productsTrouble')} onRetry={() => pages.refetch()} />
        </div>
      ) : items.length === 0 ? (
        q ? (
          <Suspense fallback={null}>
            <NoResults
              query={q}
              scoped={scoped}
              onSearch={onSearch}
              onSearchEverywhere={onSearchEverywhere}
            />
          </Suspense>
        ) : (
          <EmptyState
            icon={<PackageSearch className="size-7" />}
            title={t('items.emptyTitle')}
            text={t('items.emptyText')}
          />
        )
      ) : (
        <div className={cn('grid gap-3 transition-opacity', stale && 'opacity-50')}>
          {namedShops.length > 0 && (
            <ul className="grid gap-3 sm:grid-cols-2" aria-label={t('search.shopsNamed')}>
              {namedShops.map((shop) => (
                <li key={shop.id}>
                  <RetailerCard shop={shop} onSelect={() => onShop({ id: shop.id, name: shop.name })} />
                </li>
              ))}
            </ul>
          )}
          <ItemGrid items={items} headingLevel={2} {...actions} />
          {pages.hasNextPage && (
            <LoadMoreButton loading={pages.isFetchingNextPage} onClick={() => pages.fetchNextPage()} />
          )}
        </div>
      )}
    </section>
  );
}
