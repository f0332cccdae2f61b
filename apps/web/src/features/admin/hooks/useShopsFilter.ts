import { SHOP_STATUSES, type ShopStatus } from '@haflah/contracts';
import { useSearchParams } from 'react-router';
import type { ShopsFilter } from '../api/admin-shops';

/**
 * The all-retailers list's search, status and page live in the address (?q=…&status=suspended&page=2):
 * back and forward walk them, the dashboard's figures link to a status, and a list can be shared.
 * A new search or status starts again at page 1; each change is a step in the history.
 */
export function useShopsFilter() {
  const [params, setParams] = useSearchParams();
  const status = params.get('status');
  const page = Number.parseInt(params.get('page') ?? '', 10);
  const filter: ShopsFilter = {
    q: params.get('q')?.trim().slice(0, 100) || undefined,
    status: SHOP_STATUSES.includes(status as ShopStatus) ? (status as ShopStatus) : undefined,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
  const go = (next: ShopsFilter, replace = false) => {
    const search = new URLSearchParams();
    if (next.q) search.set('q', next.q);
    if (next.status) search.set('status', next.status);
    if (next.page > 1) search.set('page', String(next.page));
    setParams(search, { replace });
  };
  return {
    filter,
    filtered: Boolean(filter.q || filter.status),
    /** A new search or status: back to the first page. */
    narrow: (change: Partial<Omit<ShopsFilter, 'page'>>) => go({ ...filter, ...change, page: 1 }),
    toPage: (page: number) => go({ ...filter, page }),
    clear: () => go({ page: 1 }),
  };
}
