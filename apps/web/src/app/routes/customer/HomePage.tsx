import { useAddToCart } from '../../../features/cart/hooks/useAddToCart';
import { useBookTimeSlot } from '../../../features/cart/hooks/useBookTimeSlot';
import { Breadcrumb } from '../../../features/catalogue/components/Breadcrumb';
import { CategoriesView } from '../../../features/catalogue/components/CategoriesView';
import { HOME_COLUMN } from '../../../features/catalogue/components/HomeHero';
import type { ItemActions } from '../../../features/catalogue/components/ItemGrid';
import { ItemsView } from '../../../features/catalogue/components/ItemsView';
import { RetailersView } from '../../../features/catalogue/components/RetailersView';
import { useBrowseCrumbs, useRetailerLink } from '../../../features/catalogue/hooks/useBrowseCrumbs';
import { useBrowseState } from '../../../features/catalogue/hooks/useBrowseState';
import { LazyFavoriteButton } from '../../../features/favorites/components/LazyFavoriteButton';

/**
 * Home (/): browsing the catalogue, from the categories to a category's shops to items, searched and
 * filtered. The catalogue feature draws each view; the cart and favourites features act on its items.
 */
export default function HomePage() {
  const browse = useBrowseState();
  const { state } = browse;
  const addToCart = useAddToCart();
  const book = useBookTimeSlot();
  const actions: ItemActions = {
    onAdd: addToCart.add,
    onBook: book,
    isAdding: addToCart.isAdding,
    favorite: (item) => <LazyFavoriteButton listingId={item.id} />,
  };
  useRetailerLink(browse.openShop);
  const crumbs = useBrowseCrumbs(browse);

  return (
    <div className={HOME_COLUMN}>
      {state.mode !== 'categories' && <Breadcrumb crumbs={crumbs} />}
      {state.mode === 'categories' && <CategoriesView onSelect={browse.selectCategory} actions={actions} />}
      {state.mode === 'retailers' && state.category && (
        <RetailersView state={state} onSelect={browse.selectShop} />
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
