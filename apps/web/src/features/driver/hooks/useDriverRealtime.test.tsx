import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RealtimeHandlers } from '../../../lib/realtime';
import { mockFetch } from '../../../test/mock-fetch';
import { driverKeys } from '../api/keys';
import { driverUser } from '../test/driver-fixtures';
import { useDriverRealtime } from './useDriverRealtime';

const opened: RealtimeHandlers[] = [];
const ROOM = `user:${driverUser.id}`;
vi.mock('../../../lib/realtime', () => ({
  connectRealtime: (handlers: RealtimeHandlers) => {
    opened.push(handlers);
    return () => undefined;
  },
}));

afterEach(() => {
  opened.length = 0;
  vi.unstubAllGlobals();
});

function renderForDriver() {
  mockFetch(() => ({ body: { user: driverUser } }));
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  renderHook(() => useDriverRealtime(), { wrapper });
  // The driver's screens, as cached queries.
  for (const key of [driverKeys.dashboard(driverUser.id), driverKeys.deliveries(driverUser.id)])
    queryClient.setQueryData(key, {});
  return queryClient;
}

const stale = (client: QueryClient) =>
  client
    .getQueryCache()
    .findAll({ queryKey: driverKeys.all })
    .map((q) => q.state.isInvalidated);

describe('useDriverRealtime', () => {
  it('an offer made, taken or withdrawn (deliveries.changed) or an admin’s change (drivers.changed) reads the driver’s screens again', async () => {
    const client = renderForDriver();
    await waitFor(() => expect(opened).toHaveLength(1));
    act(() => opened[0]!.onEvent({ type: 'cart.changed' }, ROOM));
    expect(stale(client)).toEqual([false, false]);
    act(() => opened[0]!.onEvent({ type: 'deliveries.changed', deliveryId: 'd1' }, ROOM));
    expect(stale(client)).toEqual([true, true]);

    for (const key of [driverKeys.dashboard(driverUser.id), driverKeys.deliveries(driverUser.id)])
      client.setQueryData(key, {});
    act(() => opened[0]!.onEvent({ type: 'drivers.changed', driverId: driverUser.id }, ROOM));
    expect(stale(client)).toEqual([true, true]);
  });

  it('after a reconnect, everything is read again (events may have been missed)', async () => {
    const client = renderForDriver();
    await waitFor(() => expect(opened).toHaveLength(1));
    act(() => opened[0]!.onConnected());
    expect(stale(client)).toEqual([false, false]);
    act(() => opened[0]!.onConnected());
    expect(stale(client)).toEqual([true, true]);
  });
});
