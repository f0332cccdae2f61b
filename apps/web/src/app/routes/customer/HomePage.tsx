import { lazy, Suspense } from 'react';
import { Breadcrumb } from '../../../features/catalogue/components/Breadcrumb';
import { CategoriesView } from '../../../features/catalogue/components/CategoriesView';
import { HOME_COLUMN } from '../../../features/catalogue/components/HomeHero';
import { ItemsView } from '../../../features/catalogue/components/ItemsView';
import { PageGridSkeleton } from '../../../features/catalogue/components/Skeletons';
import { useBrowseCrumbs, useRetailerLink } from '../../../features/catalogue/hooks/useBrowseCrumbs';
import { useBrowseState } from '../../../features/catalogue/hooks/useBrowseState';
import { useItemActions } from './useItemActions';

/** A category's shops: shown only after a tap on a category, so not on Home's first load. */
const RetailersView = lazy(() =>
  import('../../../features/catalogue/components/RetailersView').then((m) => ({ default: m.RetailersView })),
);

/**
 * Home (/): browsing the catalogue, from the categories to a category's shops to items, searched and
 * filtered. The catalogue feature draws each view; the cart and favourites features act on its items.
 */
export default function HomePage() {
  const browse = useBrowseState();
  const { state } = browse;
  const actions = useItemActions();
  useRetailerLink(browse.openShop);
  const crumbs = useBrowseCrumbs(browse);

  return (
    <div className={HOME_COLUMN}>
      {state.mode !== 'categories' && <Breadcrumb crumbs={crumbs} />}
      {state.mode === 'categories' && <CategoriesView onSelect={browse.selectCategory} actions={actions} />}
      {state.mode === 'retailers' && state.category && (
        <Suspense fallback={<PageGridSkeleton count={6} />}>
          <RetailersView state={state} onSelect={browse.selectShop} />
        </Suspense>
      )}
      {state.mode === 'products' && (
        <ItemsView
          state={state}
          actions={actions}
          onKind={browse.setKind}
          onSearch={browse.setSearch}
          onSearchEverywhere={browse.searchEverywhere}
          onShop={browse.selectShop}
        />
      )}
    </div>
  );
}
