import { FEATURED_PRODUCTS, withoutControlCharacters } from '@haflah/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { PackageSearch, SearchX, Store, Timer, X, Zap } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/ui/EmptyState';
import { ErrorPanel } from '../../../components/ui/ErrorPanel';
import { LoadMoreButton } from '../../../components/ui/LoadMoreButton';
import { useAddToCart } from '../../../features/cart/hooks/useAddToCart';
import { useBookTimeSlot } from '../../../features/cart/hooks/useBookTimeSlot';
import {
  catalogueQueries,
  useCategories,
  useItemPages,
  useItems,
  useRetailerPages,
} from '../../../features/catalogue/api/catalogue';
import { Breadcrumb, type Crumb } from '../../../features/catalogue/components/Breadcrumb';
import { CategoryGrid } from '../../../features/catalogue/components/CategoryGrid';
import { type ItemActions, ItemGrid } from '../../../features/catalogue/components/ItemGrid';
import { KindChips } from '../../../features/catalogue/components/KindChips';
import { RetailerCard } from '../../../features/catalogue/components/RetailerCard';
import {
  PageGridSkeleton,
  ProductListSkeleton,
  SearchBarSkeleton,
} from '../../../features/catalogue/components/Skeletons';
import { type BrowseState, useBrowseState } from '../../../features/catalogue/hooks/useBrowseState';
import { LazyFavoriteButton } from '../../../features/favorites/components/LazyFavoriteButton';
import { errorMessage } from '../../../lib/errors';
import { useLanguage } from '../../../lib/i18n';
import { usePageTitle } from '../../../lib/page-title';
import { useDebouncedValue } from '../../../lib/use-debounced-value';

/** Spec §2 "No results": suggested searches. */
const SUGGESTED_SEARCHES = ['birthdayCake', 'partySupplies', 'djServices', 'decorations'] as const;
const SEARCH_DEBOUNCE_MS = 250;

/** Home's first view: the featured products under the categories. */
const FEATURED_FILTER = { kind: 'product', limit: FEATURED_PRODUCTS } as const;

/** Starts the reads of Home's first view (all categories) before it renders (app/first-screen.ts). */
export const prefetchHomeFirstView = (queryClient: QueryClient) => [
  queryClient.prefetchQuery(catalogueQueries.categories()),
  queryClient.prefetchQuery(catalogueQueries.items(FEATURED_FILTER)),
];

/** Home's column: every view of it stacks its sections with this gap. */
export const HOME_COLUMN = 'grid gap-5';

export default function HomePage() {
  const browse = useBrowseState();
  const { state } = browse;
  const { t } = useTranslation();
  const { pick } = useLanguage();
  const [params] = useSearchParams();
  const addToCart = useAddToCart();
  const book = useBookTimeSlot();
  const actions: ItemActions = {
    onAdd: addToCart.add,
    onBook: book,
    isAdding: addToCart.isAdding,
    favorite: (item) => <LazyFavoriteButton listingId={item.id} />,
  };

  // Spec: with both retailerId and retailerName, select that retailer, clear search, reset the URL.
  const retailerId = params.get('retailerId');
  const retailerName = params.get('retailerName');
  const { openRetailer } = browse;
  useEffect(() => {
    if (retailerId && retailerName)
      openRetailer({ id: retailerId, name: { en: retailerName, ar: retailerName } });
  }, [retailerId, retailerName, openRetailer]);

  const crumbs: Crumb[] = [{ label: t('home.categories'), onClick: browse.showCategories }];
  if (state.category) crumbs.push({ label: pick(state.category.name), onClick: browse.showCategory });
  if (state.retailer) crumbs.push({ label: pick(state.retailer.name) });
  if (!state.category && !state.retailer && state.mode === 'products')
    crumbs.push({ label: t('home.allItems') });
  usePageTitle(
    state.search.trim()
      ? t('search.pageTitle', { q: state.search.trim() })
      : state.mode === 'categories'
        ? undefined
        : crumbs[crumbs.length - 1]?.label,
  );

  return (
    <div className={HOME_COLUMN}>
      {state.mode !== 'categories' && <Breadcrumb crumbs={crumbs} />}
      {state.mode === 'categories' && <CategoriesView onSelect={browse.selectCategory} actions={actions} />}
      {state.mode === 'retailers' && state.category && (
        <RetailersView state={state} onSelect={browse.selectRetailer} />
      )}
      {state.mode === 'products' && (
        <ItemsView
          state={state}
          actions={actions}
          onKind={browse.setKind}
          onSearch={browse.setSearch}
          onSearchEverywhere={browse.searchEverywhere}
        />
      )}
    </div>
  );
}

/**
 * The top of Home's first view: who we are and what we deliver. Static text, so index.html paints it
 * before the app's script has run (app/first-view.tsx renders it at build time).
 */
export function HomeHero() {
  const { t } = useTranslation();
  return (
    <section className="relative overflow-hidden rounded-3xl bg-gradient-to-br from-violet-700 via-fuchsia-600 to-rose-500 p-5 text-white shadow-lg sm:p-8">
      <div aria-hidden className="absolute -end-10 -top-10 size-40 rounded-full bg-white/10" />
      <div aria-hidden className="absolute -bottom-16 end-24 size-32 rounded-full bg-amber-300/20" />
      <p className="font-semibold text-sm text-white/80">{t('brand.name')}</p>
      <h1 className="mt-1 max-w-2xl text-balance font-extrabold text-2xl leading-tight sm:text-4xl">
        {t('brand.tagline')}
      </h1>
      <p className="mt-2 max-w-md text-sm text-white/85 sm:text-base">{t('home.heroText')}</p>
      <div className="mt-4 flex flex-wrap gap-x-4 gap-y-1">
        {/* Plain text, not chips: nothing here is a control. */}
        <p className="flex items-center gap-1.5 font-medium text-sm text-white/90">
          <Timer className="size-4" aria-hidden /> {t('promo.express')} · {t('promo.expressText')}
        </p>
        <p className="flex items-center gap-1.5 font-medium text-sm text-white/90">
          <Zap className="size-4" aria-hidden /> {t('promo.hotDeals')} · {t('promo.hotDealsText')}
        </p>
      </div>
    </section>
  );
}

function CategoriesView({
  onSelect,
  actions,
}: {
  onSelect: ReturnType<typeof useBrowseState>['selectCategory'];
  actions: ItemActions;
}) {
  const { t } = useTranslation();
  const categories = useCategories();
  const featured = useItems(FEATURED_FILTER);
  return (
    <>
      <HomeHero />

      <section aria-labelledby="categories-title" className="grid gap-3">
        <h2 id="categories-title" className="font-bold text-lg text-slate-900 sm:text-xl">
          {t('home.shopByCategories')}
        </h2>
        {categories.isPending ? (
          <PageGridSkeleton />
        ) : categories.isError ? (
          <ErrorPanel message={errorMessage(t, categories.error)} onRetry={() => categories.refetch()} />
        ) : (
          <CategoryGrid categories={categories.data} onSelect={(c) => onSelect({ id: c.id, name: c.name })} />
        )}
      </section>

      <section aria-labelledby="featured-title" className="grid gap-3">
        <h2 id="featured-title" className="font-bold text-lg text-slate-900 sm:text-xl">
          {t('home.featuredProducts')}
        </h2>
        {featured.isPending ? (
          <ProductListSkeleton count={FEATURED_PRODUCTS} />
        ) : featured.isError ? (
          <ErrorPanel message={t('home.productsTrouble')} onRetry={() => featured.refetch()} />
        ) : (
          <ItemGrid items={featured.data} {...actions} />
        )}
      </section>
    </>
  );
}

function RetailersView({
  state,
  onSelect,
}: {
  state: BrowseState;
  onSelect: ReturnType<typeof useBrowseState>['selectRetailer'];
}) {
  const { t } = useTranslation();
  const { pick } = useLanguage();
  const category = state.category ? pick(state.category.name) : '';
  const pages = useRetailerPages(state.category?.id);
  const retailers = pages.data?.pages.flatMap((p) => p.retailers);

  if (pages.isPending) {
    return (
      <section className="grid gap-3" aria-busy>
        <h1 className="font-bold text-slate-900 text-xl">{t('retailers.loading')}</h1>
        <PageGridSkeleton count={6} />
      </section>
    );
  }
  if (pages.isError || !retailers) {
    return (
      <section className="grid gap-3">
        <h1 className="font-bold text-slate-900 text-xl">{t('retailers.errorTitle')}</h1>
        <ErrorPanel
          message={pages.error ? errorMessage(t, pages.error) : t('errors.anErrorOccurred')}
          onRetry={() => pages.refetch()}
        />
      </section>
    );
  }
  return (
    <section className="grid gap-3" aria-labelledby="retailers-title">
      <div>
        <h1 id="retailers-title" className="font-bold text-slate-900 text-xl sm:text-2xl">
          {t('retailers.title', { category })}
        </h1>
        <p className="text-slate-500 text-sm">
          {t('retailers.count', { count: pages.data.pages[0]?.total ?? retailers.length })}
        </p>
      </div>
      {retailers.length === 0 ? (
        <EmptyState
          icon={<Store className="size-7" />}
          title={t('retailers.emptyTitle')}
          text={t('retailers.emptyText', { category })}
        />
      ) : (
        <>
          <ul className="grid gap-3 md:grid-cols-2">
            {retailers.map((r) => (
              <li key={r.id}>
                <RetailerCard retailer={r} onSelect={() => onSelect({ id: r.id, name: r.name })} />
              </li>
            ))}
          </ul>
          {pages.hasNextPage && (
            <LoadMoreButton loading={pages.isFetchingNextPage} onClick={() => pages.fetchNextPage()} />
          )}
        </>
      )}
    </section>
  );
}

function ItemsView({
  state,
  actions,
  onKind,
  onSearch,
  onSearchEverywhere,
}: {
  state: BrowseState;
  actions: ItemActions;
  onKind: ReturnType<typeof useBrowseState>['setKind'];
  onSearch: (q: string) => void;
  onSearchEverywhere: () => void;
}) {
  const { t } = useTranslation();
  const { pick } = useLanguage();
  // Invisible control characters would only get the query refused (contracts: plain text).
  const q = useDebouncedValue(withoutControlCharacters(state.search).trim(), SEARCH_DEBOUNCE_MS);
  const pages = useItemPages({
    // Breadcrumb Cakes > Sugar Pearl means that shop's cakes; a shop opened by link shows everything.
    categoryId: state.category?.id,
    retailerId: state.retailer?.id,
    kind: state.kind,
    q: q || undefined,
  });
  const items = pages.data?.pages.flatMap((p) => p.items);
  // A search inside a category or shop says so, and one tap widens it to everything.
  const scope = state.retailer ?? state.category;
  const scoped = Boolean(q && scope);
  const heading = state.retailer
    ? t('items.retailerTitle', { retailer: pick(state.retailer.name) })
    : t('items.allTitle');

  return (
    <section className="grid gap-3" aria-labelledby="items-title">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 id="items-title" className="font-bold text-slate-900 text-xl sm:text-2xl">
          {heading}
        </h1>
        {items && items.length > 0 && !pages.hasNextPage && (
          <p className="text-slate-600 text-sm">{t('items.count', { count: items.length })}</p>
        )}
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
      {pages.isPending ? <SearchBarSkeleton /> : <KindChips value={state.kind} onChange={onKind} />}
      {pages.isPending ? (
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
          <EmptyState icon={<SearchX className="size-7" />} title={t('search.noResultsFor', { query: q })}>
            {scoped && (
              <button
                type="button"
                onClick={onSearchEverywhere}
                className="rounded-full bg-violet-700 px-4 py-2 font-semibold text-sm text-white hover:bg-violet-800"
              >
                {t('search.searchEverywhere')}
              </button>
            )}
            <p className="text-slate-600 text-sm">{t('search.suggestions')}</p>
            <div className="flex flex-wrap justify-center gap-2">
              {SUGGESTED_SEARCHES.map((key) => (
                <button
                  key={key}
                  type="button"
                  onClick={() => onSearch(t(`search.suggested.${key}`))}
                  className="rounded-full bg-violet-50 px-3 py-1.5 font-medium text-sm text-violet-700 hover:bg-violet-100"
                >
                  {t(`search.suggested.${key}`)}
                </button>
              ))}
            </div>
          </EmptyState>
        ) : (
          <EmptyState
            icon={<PackageSearch className="size-7" />}
            title={t('items.emptyTitle')}
            text={t('items.emptyText')}
          />
        )
      ) : (
        <>
          <ItemGrid items={items} headingLevel={2} {...actions} />
          {pages.hasNextPage && (
            <LoadMoreButton loading={pages.isFetchingNextPage} onClick={() => pages.fetchNextPage()} />
          )}
        </>
      )}
    </section>
  );
}
