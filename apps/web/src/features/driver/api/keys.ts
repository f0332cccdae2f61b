/**
 * The driver's queries, per account (another driver signing in on this phone never sees the previous
 * one's deliveries). The area's own socket (hooks/useDriverRealtime.ts) makes them stale: the staff
 * shell does not run the customer side's (app/realtime.ts, in Home's entry, which so carries none of it).
 */
export const driverKeys = {
  all: ['driver'] as const,
  me: (userId: string) => [...driverKeys.all, 'me', userId] as const,
  dashboard: (userId: string) => [...driverKeys.all, 'dashboard', userId] as const,
  deliveries: (userId: string) => [...driverKeys.all, 'deliveries', userId] as const,
};
