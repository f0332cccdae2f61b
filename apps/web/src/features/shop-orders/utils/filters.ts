import type { ShopOrderFilterStatus, ShopOrdersQuery } from '@haflah/contracts';

/**
 * The list's status chips, as the shop thinks of its orders: waiting (for acceptance) is the API's
 * `pending`; the others are the API's statuses of the same name.
 */
export const STATUS_CHIPS = [
  'all',
  'waiting',
  'processing',
  'ready',
  'shipped',
  'delivered',
  'cancelled',
] as const;
export type StatusChip = (typeof STATUS_CHIPS)[number];

const CHIP_STATUS: Record<StatusChip, ShopOrderFilterStatus | undefined> = {
  all: undefined,
  waiting: 'pending',
  processing: 'processing',
  ready: 'ready',
  shipped: 'shipped',
  delivered: 'delivered',
  cancelled: 'cancelled',
};

/** What the list shows: a status chip, Bahrain days (YYYY-MM-DD, inclusive) and an order number. */
export interface ShopOrdersFilter {
  chip: StatusChip;
  from?: string;
  to?: string;
  q?: string;
}

export const NO_FILTER: ShopOrdersFilter = { chip: 'all' };

/** An order number as typed: digits, maybe after a '#' ('#100042', ' 100042 '). */
const ORDER_NUMBER = /^\s*#?\s*(\d{1,9})\s*$/;

/** The number searched for, or null when the text is not one (letters, too long). Empty → undefined. */
export function orderNumberOf(text: string): string | undefined | null {
  if (text.trim() === '') return undefined;
  return ORDER_NUMBER.exec(text)?.[1] ?? null;
}

/** The API's query for a filter (empty parts left out). */
export function queryOf(filter: ShopOrdersFilter): Omit<ShopOrdersQuery, 'limit'> {
  const query: Omit<ShopOrdersQuery, 'limit'> = {};
  const status = CHIP_STATUS[filter.chip];
  if (status) query.status = status;
  // Days given the wrong way round are read as the range the shop meant.
  const [from, to] =
    filter.from && filter.to && filter.from > filter.to ? [filter.to, filter.from] : [filter.from, filter.to];
  if (from) query.from = from;
  if (to) query.to = to;
  if (filter.q) query.q = filter.q;
  return query;
}

/** True when anything narrows the list (the empty state then says "no order matches"). */
export const isFiltered = (filter: ShopOrdersFilter) =>
  filter.chip !== 'all' || Boolean(filter.from || filter.to || filter.q);
