import { type AnalyticsQuery, shopAnalyticsSchema } from '@haflah/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet, buildUrl } from '../../../lib/api';
import { useSession } from '../../../lib/session';

/** Per account and per period: another retailer on this device never sees the previous one's figures. */
export const analyticsKeys = {
  all: ['shop-analytics'] as const,
  period: (userId: string, query: AnalyticsQuery) => [...analyticsKeys.all, userId, query] as const,
};

const params = (query: AnalyticsQuery) =>
  query.period === 'custom' ? { period: 'custom', from: query.from, to: query.to } : { period: query.period };

/** The file of the period's orders (the browser downloads it with the session's cookie). */
export const ordersCsvUrl = (query: AnalyticsQuery) =>
  buildUrl('/api/retailer/analytics/orders.csv', params(query));

/** The shop's analytics for a period; the previous period's stay on screen while another loads. */
export function useShopAnalytics(query: AnalyticsQuery, { enabled = true } = {}) {
  const userId = useSession().user?.id ?? '';
  return useQuery({
    queryKey: analyticsKeys.period(userId, query),
    queryFn: ({ signal }) => apiGet('/api/retailer/analytics', shopAnalyticsSchema, params(query), signal),
    enabled: enabled && Boolean(userId),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}
