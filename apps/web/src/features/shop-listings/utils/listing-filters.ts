import { LISTING_ATTENTION_FILTERS, LISTING_KINDS, type ListingKind } from '@haflah/contracts';

/**
 * The list's search and filters live in the URL (`?q=&kind=&status=&attention=`), so a link from the
 * dashboard (`/retailer/products?attention=no_image`) opens the list already filtered, and Back
 * returns to the same view. Anything unknown in the URL is ignored rather than sent.
 */
/** Without a status the list shows both (the server's `all`). */
export const STATUS_FILTERS = ['active', 'inactive'] as const;
export type ListingStatusFilter = (typeof STATUS_FILTERS)[number];
export type AttentionFilter = (typeof LISTING_ATTENTION_FILTERS)[number];

export interface ListingFilters {
  q: string;
  kind: ListingKind | null;
  status: ListingStatusFilter | null;
  attention: AttentionFilter | null;
}

const oneOf = <T extends string>(options: readonly T[], value: string | null): T | null =>
  value !== null && (options as readonly string[]).includes(value) ? (value as T) : null;

/** The longest search the server takes (contracts' SEARCH_MAX_LENGTH). */
const MAX_SEARCH = 100;

export function filtersFromParams(params: URLSearchParams): ListingFilters {
  return {
    q: (params.get('q') ?? '').slice(0, MAX_SEARCH),
    kind: oneOf(LISTING_KINDS, params.get('kind')),
    status: oneOf(STATUS_FILTERS, params.get('status')),
    attention: oneOf(LISTING_ATTENTION_FILTERS, params.get('attention')),
  };
}

/** The URL's query with some filters changed; an empty value removes its parameter. */
export function withFilters(params: URLSearchParams, patch: Partial<ListingFilters>): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(patch)) {
    if (value === null || value === undefined || value === '') next.delete(key);
    else next.set(key, String(value));
  }
  return next;
}

/** True when anything narrows the list (its empty state then says "nothing matches", not "no listings"). */
export const isFiltered = (f: ListingFilters) => Boolean(f.q.trim() || f.kind || f.status || f.attention);
