import type { OrderDetail } from '@haflah/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ErrorPanel } from '../../../components/ui/ErrorPanel';
import { AddressSnapshot } from '../../../features/addresses/components/AddressPicker';
import { cartKeys } from '../../../features/cart/api/cart';
import { useBookTimeSlot } from '../../../features/cart/hooks/useBookTimeSlot';
import { useOrder } from '../../../features/orders/api/orders';
import { OrderActions } from '../../../features/orders/components/OrderActions';
import {
  BackToOrders,
  OrderDeliveryCard,
  OrderDetailSkeleton,
  OrderHeader,
  OrderItemsCard,
  OrderNotFound,
  OrderPaymentCard,
  OrderStatusCard,
  OrderTotalsCard,
} from '../../../features/orders/components/OrderDetail';
import { OrdersSignedOut } from '../../../features/orders/components/OrderList';
import { PaymentLabel } from '../../../features/payments/components/PaymentLabel';
import { RateItems } from '../../../features/reviews/components/RateItems';
import { TrackingCard } from '../../../features/tracking/components/TrackingCard';
import { hasCode } from '../../../lib/errors';
import { usePageTitle } from '../../../lib/page-title';
import { useSession } from '../../../lib/session';

/**
 * /orders/:id: one order: its status and how it got there (Bahrain time, and who moved it), its items
 * and bookings, where and when it is delivered, how it is paid, and its figures with the VAT they
 * include. While it is pending the customer may cancel it; any order can be ordered again (its
 * products go back in the cart). It follows the shop's moves live (realtime `order.changed`).
 */
export default function OrderDetailPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation();
  const { user, isLoading } = useSession();
  const query = useOrder(id);
  usePageTitle(query.data ? t('orders.number', { number: query.data.number }) : t('orders.detailTitle'));

  let body: ReactNode;
  if (isLoading) body = <OrderDetailSkeleton />;
  else if (!user) body = <OrdersSignedOut />;
  else if (query.isPending) body = <OrderDetailSkeleton />;
  else if (query.isError && hasCode(query.error, 'NOT_FOUND')) return <OrderNotFound />;
  else if (query.isError) {
    body = <ErrorPanel message={t('orders.loadOneError')} onRetry={() => query.refetch()} />;
  } else return <OrderView order={query.data} />;

  return (
    <div className="mx-auto grid w-full max-w-5xl grid-cols-1 gap-4">
      <BackToOrders />
      <h1 className="font-extrabold text-2xl text-slate-900">{t('orders.detailTitle')}</h1>
      {body}
    </div>
  );
}

/** The order's sections: on a phone where it stands comes first; from `lg` up it heads the side column. */
function OrderView({ order }: { order: OrderDetail }) {
  const queryClient = useQueryClient();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const book = useBookTimeSlot();
  return (
    <div className="mx-auto grid w-full max-w-5xl grid-cols-1 gap-4">
      <BackToOrders />
      <OrderHeader order={order} titleRef={titleRef} />
      <div className="grid items-start gap-4 lg:grid-cols-[1fr_22rem]">
        <div className="grid min-w-0 gap-4">
          <OrderStatusCard order={order} className="lg:hidden" />
          {order.delivery && <TrackingCard orderId={order.id} />}
          <OrderItemsCard order={order} />
          {order.status === 'delivered' && <RateItems orderId={order.id} />}
          <OrderDeliveryCard
            order={order}
            address={order.address && <AddressSnapshot address={order.address} />}
          />
          <OrderPaymentCard payment={order.payment} method={<PaymentLabel payment={order.payment} />} />
        </div>
        <div className="grid min-w-0 gap-4 lg:sticky lg:top-24">
          <OrderStatusCard order={order} className="hidden lg:grid" />
          <OrderTotalsCard order={order} />
          <OrderActions
            order={order}
            onCancelled={() => titleRef.current?.focus()}
            // The products ordered again are in the cart now: its badge and page follow.
            onOrderedAgain={() => void queryClient.invalidateQueries({ queryKey: cartKeys.all })}
            // A booked item again: the time-slot dialog on its start time, duration and quantity.
            onPickTime={(line) =>
              book(
                { id: line.listingId, name: line.name, hourlyRateFils: line.unitPriceFils, capacity: null },
                { start: line.booking.start, hours: line.booking.hours, quantity: line.quantity },
              )
            }
          />
        </div>
      </div>
    </div>
  );
}
