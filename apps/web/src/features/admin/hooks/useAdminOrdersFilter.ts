import { ORDER_STATUSES, type OrderStatus } from '@haflah/contracts';
import { useSearchParams } from 'react-router';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

import type { AdminOrdersFilter } from '../api/orders';

/**
 * The orders list's filter lives in the address (?q=…&status=…&late=1&shopId=…), so Back from an order
 * returns to the same list, and the dashboard's figures (and a shop's page) link straight to a filtered
 * list.
 */
export function useAdminOrdersFilter() {
  const [params, setParams] = useSearchParams();
  const status = params.get('status');
  const q = params.get('q')?.trim();
  const shopId = params.get('shopId') ?? '';
  const filter: AdminOrdersFilter = {
    q: q || undefined,
    status: ORDER_STATUSES.includes(status as OrderStatus) ? (status as OrderStatus) : undefined,
    late: params.get('late') === '1' || undefined,
    shopId: UUID.test(shopId) ? shopId : undefined,
  };

  const update = (change: Partial<AdminOrdersFilter>) => {
    const next = { ...filter, ...change };
    const search = new URLSearchParams();
    if (next.q) search.set('q', next.q);
    if (next.status) search.set('status', next.status);
    if (next.late) search.set('late', '1');
    if (next.shopId) search.set('shopId', next.shopId);
    setParams(search, { replace: true });
  };
  const filtered = Boolean(filter.q || filter.status || filter.late || filter.shopId);
  return { filter, filtered, update, clear: () => setParams(new URLSearchParams(), { replace: true }) };
}
