import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorPanel } from '../../../components/ui/ErrorPanel';
import { LoadMoreButton } from '../../../components/ui/LoadMoreButton';
import { useOrders } from '../../../features/orders/api/orders';
import {
  OrderList,
  OrdersEmpty,
  OrdersSignedOut,
  OrdersSkeleton,
} from '../../../features/orders/components/OrderList';
import { usePageTitle } from '../../../lib/page-title';
import { useSession } from '../../../lib/session';

/**
 * /orders (the bottom bar's Orders, Profile's Order History): the signed-in customer's orders, newest
 * first, each with its status, shop, day, item count and total; more with "Load more". They follow
 * a shop's or driver's move live (realtime `order.changed`).
 */
export default function OrdersPage() {
  const { t } = useTranslation();
  usePageTitle(t('orders.title'));
  const { user, isLoading } = useSession();
  const query = useOrders();
  const first = query.data?.pages[0];
  const orders = query.data?.pages.flatMap((p) => p.orders) ?? [];

  let body: ReactNode;
  if (isLoading) body = <OrdersSkeleton />;
  else if (!user) body = <OrdersSignedOut />;
  else if (query.isPending) body = <OrdersSkeleton />;
  else if (query.isError && !query.data) {
    body = <ErrorPanel message={t('orders.loadError')} onRetry={() => query.refetch()} />;
  } else if (orders.length === 0) body = <OrdersEmpty />;
  else {
    body = (
      <>
        <OrderList orders={orders} />
        {query.isFetchNextPageError ? (
          <ErrorPanel message={t('orders.loadError')} onRetry={() => query.fetchNextPage()} />
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
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="font-extrabold text-2xl text-slate-900">{t('orders.title')}</h1>
        {user && first && first.total > 0 && (
          <p className="text-slate-500 text-sm">{t('orders.count', { count: first.total })}</p>
        )}
      </div>
      {body}
    </div>
  );
}
