/**
 * The orders' and checkout's cache keys, alone in their module: the realtime client (in the Home
 * route's bundle) invalidates them without pulling in the orders API and its contracts.
 * Both belong to whoever is signed in: a different user (or nobody) never sees another's.
 */
export const orderKeys = {
  all: ['orders'] as const,
  list: (userId: string | null) => ['orders', userId, 'list'] as const,
  detail: (userId: string | null, id: string) => ['orders', userId, 'detail', id] as const,
};

export const checkoutKeys = {
  all: ['checkout'] as const,
  of: (userId: string | null) => ['checkout', userId] as const,
};
