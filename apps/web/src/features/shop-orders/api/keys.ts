import type { ShopOrdersFilter } from '../utils/filters';

/**
 * The shop's orders' cache keys, per signed-in account. They start with the customer orders' prefix
 * (`['orders']`, features/orders/api/keys.ts), so the realtime client's `order.changed` invalidation
 * (every order's screens) refreshes the shop's list and its open order too.
 */
export const shopOrderKeys = {
  all: ['orders', 'shop'] as const,
  of: (userId: string | null) => ['orders', 'shop', userId] as const,
  list: (userId: string | null, filter: ShopOrdersFilter) =>
    ['orders', 'shop', userId, 'list', filter] as const,
  /** The pending orders the alarm watches, whatever filter the list shows. */
  waiting: (userId: string | null) => ['orders', 'shop', userId, 'waiting'] as const,
  detail: (userId: string | null, id: string) => ['orders', 'shop', userId, 'detail', id] as const,
  invoice: (userId: string | null, id: string) => ['orders', 'shop', userId, 'invoice', id] as const,
};
