import {
  apiErrorSchema,
  categoriesResponseSchema,
  csvImportReportSchema,
  type ListingCommitments,
  listingCommitmentsSchema,
  listingStatusBulkResponseSchema,
  type ShopListing,
  type ShopListingCreate,
  type ShopListingInput,
  type ShopListingsPage,
  shopListingResponseSchema,
  shopListingsPageSchema,
} from '@haflah/contracts';
import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { ApiError, apiGet, apiSend } from '../../../lib/api';
import { retryOnce } from '../../../lib/owned-list';
import { useSession } from '../../../lib/session';
import type { ListingFilters } from '../utils/listing-filters';
import { shopListingKeys } from './keys';

const BASE = '/api/retailer/listings';

/** The server's CSV files, downloaded by the browser itself (a plain link keeps the session cookie). */
export const LISTING_CSV_URLS = {
  template: `${BASE}/template.csv`,
  export: `${BASE}/export.csv`,
} as const;

const listingOf = (r: { listing: ShopListing }) => r.listing;

/** The error an answer says (its code, issues and details), or INTERNAL for one that says nothing. */
function refusal(json: unknown, status: number, statusText: string): ApiError {
  const parsed = apiErrorSchema.safeParse(json);
  if (!parsed.success) return new ApiError('INTERNAL', status, statusText);
  const { code, message, issues = [], details } = parsed.data.error;
  return new ApiError(code, status, message, issues, details);
}

/**
 * A call answered like lib/api's (JSON parsed with its contract, or the server's code), for the calls
 * whose refusals carry details (status changes) or whose body is not JSON (a CSV file).
 */
async function send<T>(
  url: string,
  { body, contentType, method = 'POST' }: { body: BodyInit; contentType: string; method?: 'POST' },
  parse: (json: unknown) => T,
): Promise<T> {
  let res: Response;
  try {
    res = await fetch(url, {
      method,
      credentials: 'same-origin',
      headers: { accept: 'application/json', 'content-type': contentType },
      body,
    });
  } catch (err) {
    throw new ApiError('NETWORK', 0, (err as Error).message);
  }
  const json: unknown = await res.json().catch(() => null);
  if (!res.ok) throw refusal(json, res.status, res.statusText);
  return parse(json);
}
const sendJson = <T>(url: string, body: unknown, parse: (json: unknown) => T) =>
  send(url, { body: JSON.stringify(body), contentType: 'application/json' }, parse);

export const shopListingsApi = {
  list: (filters: ListingFilters, after: string | undefined, signal?: AbortSignal) =>
    apiGet(
      BASE,
      shopListingsPageSchema,
      {
        q: filters.q.trim() || undefined,
        kind: filters.kind ?? undefined,
        status: filters.status ?? undefined,
        attention: filters.attention ?? undefined,
        after,
      },
      signal,
    ),
  get: (id: string, signal?: AbortSignal) =>
    apiGet(`${BASE}/${id}`, shopListingResponseSchema, undefined, signal).then(listingOf),
  create: (body: ShopListingCreate) => apiSend('POST', BASE, body, shopListingResponseSchema).then(listingOf),
  update: ({ id, body }: { id: string; body: ShopListingInput }) =>
    apiSend('PATCH', `${BASE}/${id}`, body, shopListingResponseSchema).then(listingOf),
  setStatus: ({ id, active, confirm }: { id: string; active: boolean; confirm: boolean }) =>
    sendJson(`${BASE}/${id}/status`, { active, confirm }, (json) =>
      listingOf(shopListingResponseSchema.parse(json)),
    ),
  setStatusBulk: ({ ids, active, confirm }: { ids: string[]; active: boolean; confirm: boolean }) =>
    sendJson(`${BASE}/status`, { ids, active, confirm }, (json) =>
      listingStatusBulkResponseSchema.parse(json),
    ),
  reorderImages: ({ id, imageIds }: { id: string; imageIds: string[] }) =>
    apiSend('PUT', `${BASE}/${id}/images/order`, { imageIds }, shopListingResponseSchema).then(listingOf),
  removeImage: ({ id, imageId }: { id: string; imageId: string }) =>
    apiSend('DELETE', `${BASE}/${id}/images/${imageId}`, undefined, shopListingResponseSchema).then(
      listingOf,
    ),
  importCsv: ({ file, dryRun }: { file: Blob; dryRun: boolean }) =>
    send(`${BASE}/import?dryRun=${dryRun}`, { body: file, contentType: 'text/csv' }, (json) =>
      csvImportReportSchema.parse(json),
    ),
  categories: (signal?: AbortSignal) =>
    apiGet('/api/categories', categoriesResponseSchema, undefined, signal).then((r) => r.categories),
};

/**
 * One picture sent on its own request, with its progress (XMLHttpRequest: fetch cannot report an
 * upload's progress). Resolves with the listing as it now is; rejects with the server's code.
 */
export function uploadListingImage(
  listingId: string,
  file: File,
  onProgress: (fraction: number) => void,
): { done: Promise<ShopListing>; abort: () => void } {
  const xhr = new XMLHttpRequest();
  const done = new Promise<ShopListing>((resolve, reject) => {
    xhr.open('POST', `${BASE}/${listingId}/images`);
    xhr.setRequestHeader('accept', 'application/json');
    xhr.withCredentials = true;
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress(e.loaded / e.total);
    };
    xhr.onerror = () => reject(new ApiError('NETWORK', 0, 'upload failed'));
    xhr.onabort = () => reject(new DOMException('aborted', 'AbortError'));
    xhr.onload = () => {
      let json: unknown = null;
      try {
        json = JSON.parse(xhr.responseText);
      } catch {
        // An answer that is not JSON (a proxy's page) is told as the status alone.
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        const parsed = shopListingResponseSchema.safeParse(json);
        if (parsed.success) return resolve(parsed.data.listing);
        return reject(new ApiError('INTERNAL', xhr.status, 'unexpected answer'));
      }
      reject(refusal(json, xhr.status, xhr.statusText));
    };
    const form = new FormData();
    form.append('image', file, file.name);
    xhr.send(form);
  });
  return { done, abort: () => xhr.abort() };
}

/** The holds and bookings a refused deactivation names (409 LISTING_HAS_COMMITMENTS), or null. */
export function commitmentsOf(error: unknown): ListingCommitments | null {
  if (!(error instanceof ApiError) || error.code !== 'LISTING_HAS_COMMITMENTS') return null;
  const parsed = listingCommitmentsSchema.safeParse(error instanceof ApiError ? error.details : null);
  return parsed.success ? parsed.data : { liveHolds: 0, futureBookings: 0, listingIds: [] };
}

/** Listings change while the owner works (an import, another device): kept briefly. */
const LISTINGS_STALE_MS = 30_000;

export const shopListingQueries = {
  list: (userId: string | null, filters: ListingFilters) =>
    infiniteQueryOptions({
      queryKey: shopListingKeys.list(userId, filters),
      queryFn: ({ pageParam, signal }) => shopListingsApi.list(filters, pageParam, signal),
      initialPageParam: undefined as string | undefined,
      getNextPageParam: (page: ShopListingsPage) => page.nextCursor ?? undefined,
      enabled: userId != null,
      staleTime: LISTINGS_STALE_MS,
    }),
  detail: (userId: string | null, id: string) =>
    queryOptions({
      queryKey: shopListingKeys.detail(userId, id),
      queryFn: ({ signal }) => shopListingsApi.get(id, signal),
      enabled: userId != null && id !== '',
      staleTime: LISTINGS_STALE_MS,
    }),
  categories: () =>
    queryOptions({
      queryKey: shopListingKeys.categories(),
      queryFn: ({ signal }) => shopListingsApi.categories(signal),
      staleTime: 10 * 60_000,
    }),
};

export function useShopListings(filters: ListingFilters) {
  const { user } = useSession();
  // A new search or filter keeps the rows on screen until its first page lands (no flash of skeletons
  // while typing), but never shows another account's.
  return useInfiniteQuery({
    ...shopListingQueries.list(user?.id ?? null, filters),
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2] === (user?.id ?? null) ? previous : undefined,
  });
}

export function useShopListing(id: string) {
  const { user } = useSession();
  return useQuery(shopListingQueries.detail(user?.id ?? null, id));
}

export const useListingCategories = () => useQuery(shopListingQueries.categories());

/** Every answer with the listing as it now is replaces the cached one, and the lists are read again. */
function useListingChange<V>(mutationFn: (vars: V) => Promise<ShopListing>, retry = true) {
  const queryClient = useQueryClient();
  const { user } = useSession();
  return useMutation({
    mutationFn,
    retry: retry ? retryOnce : false,
    onSuccess: (listing) => {
      queryClient.setQueryData(shopListingKeys.detail(user?.id ?? null, listing.id), listing);
      void queryClient.invalidateQueries({ queryKey: shopListingKeys.lists() });
    },
    onError: (error) => {
      if (error instanceof ApiError && error.code === 'NOT_FOUND') {
        void queryClient.invalidateQueries({ queryKey: shopListingKeys.all });
      }
    },
  });
}

/** Not retried: a lost answer to the first POST would add the listing twice. */
export const useCreateListing = () => useListingChange(shopListingsApi.create, false);
export const useUpdateListing = () => useListingChange(shopListingsApi.update);
export const useSetListingStatus = () => useListingChange(shopListingsApi.setStatus);
export const useReorderImages = () => useListingChange(shopListingsApi.reorderImages);
export const useRemoveImage = () => useListingChange(shopListingsApi.removeImage, false);

/** The listing a finished upload answered with, put where the form reads it. */
export function useListingUploaded() {
  const queryClient = useQueryClient();
  const { user } = useSession();
  return (listing: ShopListing) => {
    queryClient.setQueryData(shopListingKeys.detail(user?.id ?? null, listing.id), listing);
    void queryClient.invalidateQueries({ queryKey: shopListingKeys.lists() });
  };
}

export function useSetStatusBulk() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: shopListingsApi.setStatusBulk,
    retry: retryOnce,
    onSettled: () => queryClient.invalidateQueries({ queryKey: shopListingKeys.all }),
  });
}

/** A dry run writes nothing; the real import changes the lists. Neither is retried by itself. */
export function useImportListings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: shopListingsApi.importCsv,
    retry: false,
    onSuccess: (report) => {
      if (!report.dryRun) void queryClient.invalidateQueries({ queryKey: shopListingKeys.all });
    },
  });
}
