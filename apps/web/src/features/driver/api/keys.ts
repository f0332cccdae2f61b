/**
 * The driver's queries, per account (another driver signing in on this phone never sees the previous
 * one's deliveries). Kept apart from the calls: the app's realtime (app/realtime.ts, in Home's entry)
 * imports only these keys.
 */
export const driverKeys = {
  all: ['driver'] as const,
  me: (userId: string) => [...driverKeys.all, 'me', userId] as const,
  dashboard: (userId: string) => [...driverKeys.all, 'dashboard', userId] as const,
  deliveries: (userId: string) => [...driverKeys.all, 'deliveries', userId] as const,
};
