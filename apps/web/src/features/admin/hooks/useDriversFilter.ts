import { DRIVER_STATUS_FILTERS, type DriverStatusFilter } from '@haflah/contracts';
import { useSearchParams } from 'react-router';
import type { DriversFilter } from '../api/admin-ops';

/**
 * The drivers list's filter lives in the address (?q=…&status=online&active=false&sort=name): the
 * dashboard's "drivers online" links to it, and a filtered list can be reloaded or shared.
 */
export function useDriversFilter() {
  const [params, setParams] = useSearchParams();
  const status = params.get('status');
  const active = params.get('active');
  const filter: DriversFilter = {
    q: params.get('q')?.trim().slice(0, 100) || undefined,
    status: DRIVER_STATUS_FILTERS.includes(status as DriverStatusFilter)
      ? (status as DriverStatusFilter)
      : undefined,
    active: active === 'true' || active === 'false' ? active : undefined,
    sort: params.get('sort') === 'name' ? 'name' : 'newest',
  };
  const update = (change: Partial<DriversFilter>) => {
    const next = { ...filter, ...change };
    const search = new URLSearchParams();
    if (next.q) search.set('q', next.q);
    if (next.status) search.set('status', next.status);
    if (next.active) search.set('active', next.active);
    if (next.sort !== 'newest') search.set('sort', next.sort);
    setParams(search, { replace: true });
  };
  const filtered = Boolean(filter.q || filter.status || filter.active);
  return { filter, update, filtered, clear: () => setParams(new URLSearchParams(), { replace: true }) };
}
