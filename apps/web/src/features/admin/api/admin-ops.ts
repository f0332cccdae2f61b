import {
  type AdminDriver,
  type AdminDriversPage,
  type AdminDriverUpdate,
  type AuditFilters,
  adminDriverSchema,
  adminDriversPageSchema,
  auditPageSchema,
  type DriverStatusFilter,
} from '@haflah/contracts';
import {
  type InfiniteData,
  infiniteQueryOptions,
  useInfiniteQuery,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { apiGet, apiSend, buildUrl } from '../../../lib/api';
import { useSession } from '../../../lib/session';
import { adminKeys } from './admin';

/** The drivers list's filter, as the address keeps it. */
export interface DriversFilter {
  q?: string;
  status?: DriverStatusFilter;
  active?: 'true' | 'false';
  sort: 'newest' | 'name';
}

/** Under adminKeys.all: a reconnect of the admins' room reads them again with the rest. */
export const adminOpsKeys = {
  drivers: (userId: string) => [...adminKeys.all, 'drivers', userId] as const,
  driverList: (userId: string, filter: DriversFilter) => [...adminOpsKeys.drivers(userId), filter] as const,
  audit: (userId: string) => [...adminKeys.all, 'audit', userId] as const,
  auditList: (userId: string, filters: AuditFilters) => [...adminOpsKeys.audit(userId), filters] as const,
};

export const adminOpsApi = {
  drivers: (filter: DriversFilter, page: number, signal?: AbortSignal) =>
    apiGet('/api/admin/drivers', adminDriversPageSchema, { ...filter, page }, signal),
  updateDriver: ({ id, change }: { id: string; change: AdminDriverUpdate }) =>
    apiSend('PATCH', `/api/admin/drivers/${encodeURIComponent(id)}`, change, adminDriverSchema),
  audit: (filters: AuditFilters, cursor: string | undefined, signal?: AbortSignal) =>
    apiGet('/api/admin/audit', auditPageSchema, { ...filters, cursor }, signal),
};

/** Where the CSV of the log, with these filters, downloads from. */
export const auditCsvUrl = (filters: AuditFilters) => buildUrl('/api/admin/audit.csv', { ...filters });

const useUserId = () => useSession().user?.id ?? '';

/** Every driver, as the filter narrows them, a page at a time ("load more"). */
export function useAdminDrivers(filter: DriversFilter) {
  const userId = useUserId();
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: adminOpsKeys.driverList(userId, filter),
      queryFn: ({ pageParam, signal }) => adminOpsApi.drivers(filter, pageParam, signal),
      initialPageParam: 1,
      getNextPageParam: (page: AdminDriversPage) =>
        page.page * page.pageSize < page.total ? page.page + 1 : undefined,
      enabled: Boolean(userId),
      staleTime: 15_000,
    }),
  );
}

/** The audit log, newest first, as the filters narrow it, a page at a time. */
export function useAuditLog(filters: AuditFilters) {
  const userId = useUserId();
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: adminOpsKeys.auditList(userId, filters),
      queryFn: ({ pageParam, signal }) => adminOpsApi.audit(filters, pageParam, signal),
      initialPageParam: undefined as string | undefined,
      getNextPageParam: (page) => page.nextCursor ?? undefined,
      enabled: Boolean(userId),
      staleTime: 15_000,
    }),
  );
}

/**
 * Changes a driver (active, max orders). The answer replaces the driver in every list shown at once;
 * the lists, the dashboard and the log are read again (a filter may no longer match). Never retried.
 */
export function useUpdateDriver() {
  const queryClient = useQueryClient();
  const userId = useUserId();
  return useMutation({
    retry: false,
    mutationFn: adminOpsApi.updateDriver,
    onSuccess: (driver: AdminDriver) => {
      queryClient.setQueriesData<InfiniteData<AdminDriversPage>>(
        { queryKey: adminOpsKeys.drivers(userId) },
        (data) =>
          data && {
            ...data,
            pages: data.pages.map((p) => ({
              ...p,
              drivers: p.drivers.map((d) => (d.id === driver.id ? driver : d)),
            })),
          },
      );
      void queryClient.invalidateQueries({ queryKey: adminOpsKeys.drivers(userId) });
      void queryClient.invalidateQueries({ queryKey: adminOpsKeys.audit(userId) });
      void queryClient.invalidateQueries({ queryKey: adminKeys.dashboard(userId) });
    },
  });
}
