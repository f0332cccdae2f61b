import {
  ANALYTICS_MAX_DAYS,
  type AnalyticsPeriod,
  type AnalyticsQuery,
  addDays,
  daysBetween,
} from '@haflah/contracts';

export const PERIOD_CHIPS: readonly AnalyticsPeriod[] = ['today', '7d', '30d', 'custom'];

/** The period kept in the address (`?period=30d`, `?period=custom&from=…&to=…`); 7 days by default. */
export function periodFromSearch(search: URLSearchParams, today: string): AnalyticsQuery {
  const period = search.get('period');
  if (period === 'today' || period === '7d' || period === '30d') return { period };
  if (period === 'custom') {
    return { period, from: search.get('from') ?? addDays(today, -29), to: search.get('to') ?? today };
  }
  return { period: '7d' };
}

export function searchOf(query: AnalyticsQuery): Record<string, string> {
  return query.period === 'custom'
    ? { period: 'custom', from: query.from ?? '', to: query.to ?? '' }
    : { period: query.period };
}

export type CustomProblem = 'order' | 'future' | 'long' | null;

/** Why a custom range cannot be asked for, as the server would refuse it (analytics.ts). */
export function customProblem(from: string, to: string, today: string): CustomProblem {
  if (!from || !to) return null;
  if (to < from) return 'order';
  if (to > today) return 'future';
  if (daysBetween(from, to) > ANALYTICS_MAX_DAYS) return 'long';
  return null;
}
