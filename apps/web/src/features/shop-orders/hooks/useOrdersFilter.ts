import { useSearchParams } from 'react-router';
import { orderNumberOf, type ShopOrdersFilter, STATUS_CHIPS, type StatusChip } from '../utils/filters';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The list's filter lives in the address (?status=pending&from=…&to=…&q=…), so Back from an order
 * returns to the same list, and a filtered list can be shared or reloaded.
 */
export function useOrdersFilter() {
  const [params, setParams] = useSearchParams();
  // The address says the API's word (?status=pending, as the dashboard links); the chip the shop's.
  const status = params.get('status');
  const chip = status === 'pending' ? 'waiting' : status;
  const day = (key: string) => {
    const value = params.get(key);
    return value && DAY.test(value) ? value : undefined;
  };
  const filter: ShopOrdersFilter = {
    chip: STATUS_CHIPS.includes(chip as StatusChip) ? (chip as StatusChip) : 'all',
    from: day('from'),
    to: day('to'),
    q: orderNumberOf(params.get('q') ?? '') ?? undefined,
  };

  const update = (change: Partial<ShopOrdersFilter>) => {
    const next = { ...filter, ...change };
    const search = new URLSearchParams();
    if (next.chip !== 'all') search.set('status', next.chip === 'waiting' ? 'pending' : next.chip);
    if (next.from) search.set('from', next.from);
    if (next.to) search.set('to', next.to);
    if (next.q) search.set('q', next.q);
    setParams(search, { replace: true });
  };
  return { filter, update, clear: () => setParams(new URLSearchParams(), { replace: true }) };
}
