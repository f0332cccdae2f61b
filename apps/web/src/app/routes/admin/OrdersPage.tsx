import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorPanel } from '../../../components/ui/ErrorPanel';
import { NextPage } from '../../../components/ui/LoadMoreButton';
import { useAdminOrders } from '../../../features/admin/api/orders';
import { AdminOrderFilters } from '../../../features/admin/components/orders/AdminOrderFilters';
import {
  AdminOrderList,
  AdminOrdersEmpty,
  AdminOrdersSkeleton,
} from '../../../features/admin/components/orders/AdminOrderList';
import { useAdminOrdersFilter } from '../../../features/admin/hooks/useAdminOrdersFilter';
import { usePageTitle } from '../../../lib/page-title';

/**
 * /admin/orders: any order, newest first: found by its number, the customer's email or the shop's
 * name, narrowed by status or to the late ones (all kept in the address). Each opens its page.
 */
export default function OrdersPage() {
  const { t } = useTranslation();
  usePageTitle(t('adminOrders.title'));
  const { filter, filtered, update, clear } = useAdminOrdersFilter();
  const query = useAdminOrders(filter);
  const orders = query.data?.pages.flatMap((p) => p.orders) ?? [];

  let body: ReactNode;
  if (query.isPending) body = <AdminOrdersSkeleton />;
  else if (query.isError && !query.data) {
    body = <ErrorPanel message={t('adminOrders.loadError')} onRetry={() => query.refetch()} />;
  } else if (orders.length === 0) body = <AdminOrdersEmpty filtered={filtered} onClear={clear} />;
  else {
    body = (
      <>
        <AdminOrderList orders={orders} />
        <NextPage query={query} error={t('adminOrders.loadError')} />
      </>
    );
  }

  return (
    <div className="mx-auto grid w-full max-w-3xl grid-cols-1 gap-4">
      <div className="grid gap-1">
        <h1 className="font-extrabold text-2xl text-slate-900">{t('adminOrders.title')}</h1>
        <p className="text-slate-600">{t('adminOrders.intro')}</p>
      </div>
      <AdminOrderFilters filter={filter} onChange={update} />
      <div
        className="grid gap-4"
        aria-live="polite"
        aria-busy={query.isFetching && !query.isFetchingNextPage}
      >
        {body}
      </div>
    </div>
  );
}
