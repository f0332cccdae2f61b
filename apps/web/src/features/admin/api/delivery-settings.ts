import { type DeliverySettings, deliverySettingsSchema } from '@haflah/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiSend } from '../../../lib/api';
import { useSession } from '../../../lib/session';
import { adminKeys } from './admin';

const settingsKey = (userId: string) => [...adminKeys.all, 'delivery-settings', userId] as const;

/** The marketplace's delivery settings (the drivers' cash cap). */
export function useDeliverySettings() {
  const userId = useSession().user?.id ?? '';
  return useQuery({
    queryKey: settingsKey(userId),
    queryFn: ({ signal }) =>
      apiGet('/api/admin/delivery-settings', deliverySettingsSchema, undefined, signal),
    enabled: Boolean(userId),
  });
}

export function useSaveDeliverySettings() {
  const userId = useSession().user?.id ?? '';
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: DeliverySettings) =>
      apiSend('PUT', '/api/admin/delivery-settings', settings, deliverySettingsSchema),
    onSuccess: (saved) => queryClient.setQueryData(settingsKey(userId), saved),
  });
}
