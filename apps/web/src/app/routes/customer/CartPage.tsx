import { PartyPopper, ShoppingCart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { primaryButton } from '../../../components/ui/buttons';
import { EmptyState } from '../../../components/ui/EmptyState';
import { ErrorPanel } from '../../../components/ui/ErrorPanel';
import { SignedOutState } from '../../../components/ui/SignedOutState';
import { useCart } from '../../../features/cart/api/cart';
import { CartView } from '../../../features/cart/components/CartView';
import { guestsToPlanFor, useShoppingFor } from '../../../features/events/utils/shopping-for';
import { usePageTitle } from '../../../lib/page-title';
import { useSession } from '../../../lib/session';

/**
 * /cart: the signed-in user's cart, grouped by shop, with a hold countdown on booked time slots; while
 * shopping for an event, whether each line sized by guests is enough for them.
 */
export default function CartPage() {
  const { t } = useTranslation();
  usePageTitle(t('cart.title'));
  const { user, isLoading } = useSession();
  const cart = useCart();
  const event = useShoppingFor();
  const guests = guestsToPlanFor(event);

  let body: React.ReactNode;
  if (!isLoading && !user) {
    body = (
      <SignedOutState
        icon={<ShoppingCart className="size-7" />}
        title={t('cart.signedOutTitle')}
        text={t('cart.signedOutText')}
        signInLabel={t('cart.signIn')}
      />
    );
  } else if (cart.isPending) {
    body = (
      <div aria-busy className="grid gap-4 lg:grid-cols-[1fr_20rem]">
        <div className="h-64 animate-pulse rounded-3xl bg-slate-100" />
        <div className="h-40 animate-pulse rounded-3xl bg-slate-100" />
      </div>
    );
  } else if (cart.isError) {
    body = <ErrorPanel message={t('cart.loadError')} onRetry={() => cart.refetch()} />;
  } else if (cart.data.groups.length === 0) {
    body = (
      <EmptyState
        icon={<ShoppingCart className="size-7" />}
        title={t('cart.emptyTitle')}
        text={t('cart.emptyText')}
      >
        <Link to="/" className={primaryButton}>
          {t('cart.browse')}
        </Link>
      </EmptyState>
    );
  } else {
    body = <CartView cart={cart.data} receivedAt={cart.dataUpdatedAt} eventGuests={guests} />;
  }

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="font-extrabold text-2xl text-slate-900">{t('cart.title')}</h1>
        {cart.data && cart.data.itemCount > 0 && (
          <p className="text-slate-500 text-sm">{t('cart.itemCount', { count: cart.data.itemCount })}</p>
        )}
      </div>
      {event && user && guests != null && (
        <p className="flex items-center gap-2 rounded-2xl bg-amber-50 px-4 py-3 font-medium text-amber-950 text-sm">
          <PartyPopper className="size-4 shrink-0" aria-hidden />
          {t('cart.planningFor', { title: event.title, count: guests })}
        </p>
      )}
      {body}
    </div>
  );
}
