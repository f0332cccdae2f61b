import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ErrorPanel } from '../../../components/ui/ErrorPanel';
import { ListSkeleton } from '../../../components/ui/ListSkeleton';
import { usePlacedCheckout } from '../../../features/orders/api/checkout';
import { OrderNotFound } from '../../../features/orders/components/OrderDetail';
import { OrdersSignedOut } from '../../../features/orders/components/OrderList';
import { OrderPlacedView } from '../../../features/orders/components/OrderPlaced';
import { hasCode } from '../../../lib/errors';
import { usePageTitle } from '../../../lib/page-title';
import { useSession } from '../../../lib/session';

/**
 * /orders/placed/:checkoutId — where checkout lands: each shop's order of the checkout and what
 * happens next. Read from the server by the checkout's id, so a reload (or the link shared to another
 * tab) shows the same; only the checkout's customer may read it (404 otherwise).
 */
export default function OrderPlacedPage() {
  const { checkoutId = '' } = useParams();
  const { t } = useTranslation();
  usePageTitle(t('checkout.placedScreen.pageTitle'));
  const { user, isLoading } = useSession();
  const query = usePlacedCheckout(checkoutId);

  if (isLoading || (user && query.isPending)) {
    return <ListSkeleton label={t('checkout.placedScreen.loading')} blocks={['h-40', 'h-56']} />;
  }
  if (!user) return <OrdersSignedOut />;
  if (query.isError && hasCode(query.error, 'NOT_FOUND')) return <OrderNotFound />;
  if (query.isError) {
    return <ErrorPanel message={t('checkout.placedScreen.loadError')} onRetry={() => query.refetch()} />;
  }
  return <OrderPlacedView checkout={query.data!} />;
}
