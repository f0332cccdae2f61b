/**
 * Help & Support's cache keys, per account. The realtime client (app/realtime.ts, in the Home route's
 * bundle) invalidates `['support']` on `support.changed`, written there to keep Home's bytes down.
 */
export const supportKeys = {
  all: ['support'] as const,
  mine: (userId: string) => ['support', userId, 'mine'] as const,
};
