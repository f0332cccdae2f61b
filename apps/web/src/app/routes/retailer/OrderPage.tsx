import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ErrorPanel } from '../../../components/ui/ErrorPanel';
import { useShopOrder } from '../../../features/shop-orders/api/shop-orders';
import { OrderAlarmBar } from '../../../features/shop-orders/components/OrderAlarmBar';
import { OrderMoves } from '../../../features/shop-orders/components/OrderMoves';
import {
  BackToShopOrders,
  CustomerCard,
  LinesCard,
  PaymentCard,
  ShopOrderHeader,
  ShopOrderNotFound,
  ShopOrderSkeleton,
  TimelineCard,
} from '../../../features/shop-orders/components/ShopOrderSections';
import { useOrderAlarm } from '../../../features/shop-orders/hooks/useOrderAlarm';
import { markOpened } from '../../../features/shop-orders/utils/alarm-store';
import { hasCode } from '../../../lib/errors';
import { usePageTitle } from '../../../lib/page-title';

/**
 * /retailer/orders/:id: one of the shop's orders: its lines and bookings (Bahrain time), the customer
 * (while the shop may see them), payment, figures with VAT, who did what, and the moves the server
 * allows now. Opening it stops its alarm; it follows moves made elsewhere live (`order.changed`).
 */
export default function OrderPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation();
  const query = useShopOrder(id);
  const alarm = useOrderAlarm();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const order = query.data;
  usePageTitle(order ? t('shopOrders.number', { number: order.number }) : t('shopOrders.detailTitle'));

  useEffect(() => {
    if (order) markOpened(order.id);
  }, [order]);

  if (query.isError && hasCode(query.error, 'NOT_FOUND')) {
    return (
      <div className="mx-auto grid w-full max-w-5xl grid-cols-1 gap-4">
        <BackToShopOrders />
        <ShopOrderNotFound />
      </div>
    );
  }

  return (
    <div className="mx-auto grid w-full max-w-5xl grid-cols-1 gap-4">
      <BackToShopOrders />
      <OrderAlarmBar alarm={alarm} />
      {order ? (
        <>
          <ShopOrderHeader order={order} titleRef={titleRef} />
          <div className="grid items-start gap-4 lg:grid-cols-[1fr_22rem]">
            <div className="grid min-w-0 gap-4">
              <OrderMoves order={order} onMoved={() => titleRef.current?.focus()} />
              <LinesCard order={order} />
              <CustomerCard order={order} />
              <TimelineCard order={order} />
            </div>
            <div className="grid min-w-0 gap-4 lg:sticky lg:top-24">
              <PaymentCard order={order} invoiceLink />
            </div>
          </div>
        </>
      ) : query.isError ? (
        <>
          <h1 className="font-extrabold text-2xl text-slate-900">{t('shopOrders.detailTitle')}</h1>
          <ErrorPanel message={t('shopOrders.loadOneError')} onRetry={() => query.refetch()} />
        </>
      ) : (
        <>
          <h1 className="font-extrabold text-2xl text-slate-900">{t('shopOrders.detailTitle')}</h1>
          <ShopOrderSkeleton />
        </>
      )}
    </div>
  );
}
