import { useAddToCart } from '../../../features/cart/hooks/useAddToCart';
import { useBookTimeSlot } from '../../../features/cart/hooks/useBookTimeSlot';
import type { ItemActions } from '../../../features/catalogue/components/ItemGrid';
import { LazyFavoriteButton } from '../../../features/favorites/components/LazyFavoriteButton';

/**
 * What a customer does on the catalogue's item cards (Home, Hot Deals and Express, Favorites), joined
 * here since features don't import each other: add to the cart or book a time slot (the cart feature),
 * the favourite heart (the favourites feature).
 */
export function useItemActions(): ItemActions {
  const addToCart = useAddToCart();
  const book = useBookTimeSlot();
  return {
    onAdd: addToCart.add,
    onBook: book,
    isAdding: addToCart.isAdding,
    favorite: (item) => <LazyFavoriteButton listingId={item.id} />,
  };
}
