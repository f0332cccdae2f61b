import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ErrorPanel } from '../../../components/ui/ErrorPanel';
import { useAdminOrder, useAdminOrderLive } from '../../../features/admin/api/orders';
import { AdminOrderMoves } from '../../../features/admin/components/orders/AdminOrderMoves';
import {
  AdminCustomerCard,
  AdminLinesCard,
  AdminOrderHeader,
  AdminOrderNotFound,
  AdminOrderSkeleton,
  AdminPaymentCard,
  AdminShopCard,
  AdminTimelineCard,
  BackToAdminOrders,
} from '../../../features/admin/components/orders/AdminOrderSections';
import { hasCode } from '../../../lib/errors';
import { usePageTitle } from '../../../lib/page-title';

/**
 * /admin/orders/:id: one order, whole: its lines, the customer, the shop, payment and its money rows,
 * who did what and why, and the admin's moves the status machine allows now (each with a reason).
 * It follows moves made elsewhere live (the order's room).
 */
export default function OrderPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation();
  const query = useAdminOrder(id);
  useAdminOrderLive(id);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const order = query.data;
  usePageTitle(order ? t('adminOrders.number', { number: order.number }) : t('adminOrders.detailTitle'));

  if (query.isError && hasCode(query.error, 'NOT_FOUND')) {
    return (
      <div className="mx-auto grid w-full max-w-5xl grid-cols-1 gap-4">
        <BackToAdminOrders />
        <AdminOrderNotFound />
      </div>
    );
  }

  return (
    <div className="mx-auto grid w-full max-w-5xl grid-cols-1 gap-4">
      <BackToAdminOrders />
      {order ? (
        <>
          <AdminOrderHeader order={order} titleRef={titleRef} />
          <div className="grid items-start gap-4 lg:grid-cols-[1fr_22rem]">
            <div className="grid min-w-0 gap-4">
              <AdminOrderMoves order={order} onMoved={() => titleRef.current?.focus()} />
              <AdminTimelineCard order={order} />
              <AdminLinesCard order={order} />
            </div>
            <div className="grid min-w-0 gap-4">
              <AdminCustomerCard order={order} />
              <AdminShopCard order={order} />
              <AdminPaymentCard order={order} />
            </div>
          </div>
        </>
      ) : query.isError ? (
        <>
          <h1 className="font-extrabold text-2xl text-slate-900">{t('adminOrders.detailTitle')}</h1>
          <ErrorPanel message={t('adminOrders.loadOneError')} onRetry={() => query.refetch()} />
        </>
      ) : (
        <>
          <h1 className="font-extrabold text-2xl text-slate-900">{t('adminOrders.detailTitle')}</h1>
          <AdminOrderSkeleton />
        </>
      )}
    </div>
  );
}
