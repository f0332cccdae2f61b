import { type SlotStarts, slotStartsSchema } from '@haflah/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api';

export interface SlotStartsParams {
  listingId: string;
  /** A Bahrain date, `YYYY-MM-DD`. */
  date: string;
  hours: number;
}

/**
 * A day's start times as the server would answer a hold at each (issue 27: the listing's notice, how
 * far ahead it may be booked, its shop's hours, its buffers and blocks). Apart from api/cart.ts so
 * that only the time-slot dialog's lazy chunk carries it, not Home's first load. Asked for one unit:
 * the dialog compares each start's free units with the quantity chosen, so a quantity change asks
 * nothing.
 */
export const slotStartsKeys = {
  all: ['availability', 'starts'] as const,
  of: (params: SlotStartsParams) => ['availability', 'starts', params] as const,
};

export const fetchSlotStarts = (params: SlotStartsParams, signal?: AbortSignal) =>
  apiGet('/api/availability/starts', slotStartsSchema, { ...params, quantity: 1 }, signal);

export const slotStartsQuery = (params: SlotStartsParams | null) =>
  queryOptions<SlotStarts>({
    queryKey: params ? slotStartsKeys.of(params) : slotStartsKeys.all,
    queryFn: ({ signal }) => fetchSlotStarts(params!, signal),
    enabled: params != null,
    // Holds come and go: ask again whenever the dialog shows the day again.
    staleTime: 0,
    gcTime: 60_000,
    retry: 1,
  });

export const useSlotStarts = (params: SlotStartsParams | null) => useQuery(slotStartsQuery(params));
