import { idSchema, shopPausedDetailsSchema } from '@haflah/contracts';
import { CalendarClock, ShoppingCart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';
import { largePrimaryButton } from '../../../components/ui/buttons';
import { ErrorPanel } from '../../../components/ui/ErrorPanel';
import { useAddToCart } from '../../../features/cart/hooks/useAddToCart';
import { useBookTimeSlot } from '../../../features/cart/hooks/useBookTimeSlot';
import { useItem } from '../../../features/catalogue/api/catalogue';
import {
  ProductAbout,
  ProductBack,
  ProductGuests,
  ProductHeading,
  ProductLayout,
  ProductNotFound,
  ProductPaused,
  ProductSkeleton,
  ProductTimeSlotNote,
} from '../../../features/catalogue/components/ProductDetails';
import { guestsToPlanFor, useShoppingFor } from '../../../features/events/utils/shopping-for';
import { LazyFavoriteButton } from '../../../features/favorites/components/LazyFavoriteButton';
import { ItemReviews } from '../../../features/reviews/components/ItemReviews';
import { ApiError } from '../../../lib/api';
import { errorMessage, hasCode } from '../../../lib/errors';
import { useLanguage } from '../../../lib/i18n';
import { usePageTitle } from '../../../lib/page-title';

/** The product's one action: as wide as the column on a phone, as its words from `sm` up. */
const actionButton = `${largePrimaryButton} sm:w-fit`;

/**
 * /product/:id: the catalogue's product (its picture, price, guests, shop), with the cart's one action
 * (add it, or book a time slot), the favorite heart, and the guests of the event being shopped for;
 * under it, its reviews with the shop's replies.
 */
export default function ProductPage() {
  const { productId = '' } = useParams();
  const { t } = useTranslation();
  const { pick } = useLanguage();
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
  // Its shop is paused: said in the shop's words, not as a product that does not exist.
  const paused = hasCode(query.error, 'SHOP_PAUSED')
    ? shopPausedDetailsSchema.safeParse(query.error.details).data
    : undefined;
  usePageTitle(query.data ? pick(query.data.name) : notFound ? t('product.notFound') : undefined);

  const back = <ProductBack onBack={() => (openedHere ? navigate('/') : navigate(-1))} />;
  if (paused) return <ProductPaused back={back} details={paused} />;
  if (notFound) return <ProductNotFound back={back} />;
  if (query.isPending) return <ProductSkeleton back={back} />;
  if (query.isError) {
    return (
      <div className="grid gap-4">
        {back}
        <ErrorPanel message={errorMessage(t, query.error)} onRetry={() => query.refetch()} />
      </div>
    );
  }

  const item = query.data;
  return (
    <div className="grid gap-6">
      <ProductLayout item={item} back={back} favorite={<LazyFavoriteButton listingId={item.id} large />}>
        <ProductHeading item={item} />
        <ProductGuests item={item} eventGuests={eventGuests} />
        {item.requiresTimeSlot ? (
          <>
            <ProductTimeSlotNote capacity={item.capacity} />
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
        <ProductAbout item={item} />
      </ProductLayout>
      <ItemReviews
        listingId={item.id}
        rating={item.rating}
        reviewCount={item.reviewCount}
        shopName={pick(item.shop.name)}
      />
    </div>
  );
}
