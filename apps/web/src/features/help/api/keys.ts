/**
 * Help & Support's cache keys, alone in their module: the realtime client (in the Home route's bundle)
 * invalidates them on `support.changed` without pulling in the API and its contracts. Per account.
 */
export const supportKeys = {
  all: ['support'] as const,
  mine: (userId: string) => ['support', userId, 'mine'] as const,
};
