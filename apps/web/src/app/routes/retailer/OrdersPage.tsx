import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorPanel } from '../../../components/ui/ErrorPanel';
import { LoadMoreButton } from '../../../components/ui/LoadMoreButton';
import { useShopOrders } from '../../../features/shop-orders/api/shop-orders';
import { OrderAlarmBar } from '../../../features/shop-orders/components/OrderAlarmBar';
import { OrderFilters } from '../../../features/shop-orders/components/OrderFilters';
import {
  ShopOrderList,
  ShopOrdersEmpty,
  ShopOrdersSkeleton,
} from '../../../features/shop-orders/components/ShopOrderList';
import { useOrderAlarm } from '../../../features/shop-orders/hooks/useOrderAlarm';
import { useOrdersFilter } from '../../../features/shop-orders/hooks/useOrdersFilter';
import { isFiltered } from '../../../features/shop-orders/utils/filters';
import { usePageTitle } from '../../../lib/page-title';

/**
 * /retailer/orders: the shop's orders, newest first, filtered by status, Bahrain days and order
 * number (kept in the address). A new order arrives live (realtime), highlighted, announced, and rings
 * until it is opened, unless muted; one not accepted in time is flagged late.
 */
export default function OrdersPage() {
  const { t } = useTranslation();
  usePageTitle(t('shopOrders.title'));
  const { filter, update, clear } = useOrdersFilter();
  const query = useShopOrders(filter);
  const alarm = useOrderAlarm();
  const orders = query.data?.pages.flatMap((p) => p.orders) ?? [];
  const ringing = new Set(alarm.ringing.map((o) => o.id));

  let body: ReactNode;
  if (query.isPending) body = <ShopOrdersSkeleton />;
  else if (query.isError && !query.data) {
    body = <ErrorPanel message={t('shopOrders.loadError')} onRetry={() => query.refetch()} />;
  } else if (orders.length === 0) body = <ShopOrdersEmpty filtered={isFiltered(filter)} onClear={clear} />;
  else {
    body = (
      <>
        <ShopOrderList orders={orders} highlighted={ringing} />
        {query.isFetchNextPageError ? (
          <ErrorPanel message={t('shopOrders.loadError')} onRetry={() => query.fetchNextPage()} />
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
      <h1 className="font-extrabold text-2xl text-slate-900">{t('shopOrders.title')}</h1>
      <OrderAlarmBar alarm={alarm} />
      <OrderFilters filter={filter} onChange={update} />
      <div className="grid gap-4">{body}</div>
    </div>
  );
}
