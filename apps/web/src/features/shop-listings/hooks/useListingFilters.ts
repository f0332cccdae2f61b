import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { filtersFromParams, type ListingFilters, withFilters } from '../utils/listing-filters';

const NO_FILTERS: ListingFilters = { q: '', kind: null, status: null, attention: null };

/**
 * The list's search and filters, read from and written to the URL (replacing the entry: each letter
 * typed is not a step of Back).
 */
export function useListingFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => filtersFromParams(params), [params]);
  const set = (patch: Partial<ListingFilters>) =>
    setParams((current) => withFilters(current, patch), { replace: true });
  return { filters, set, clear: () => set(NO_FILTERS) };
}
