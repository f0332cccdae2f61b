import type { SessionUser } from '@haflah/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RealtimeHandlers } from '../lib/realtime';
import { customerUser } from '../test/fixtures';
import { mockFetch } from '../test/mock-fetch';
import { useRealtimeUpdates } from './realtime';

const opened: RealtimeHandlers[] = [];
vi.mock('../lib/realtime', () => ({
  connectRealtime: (handlers: RealtimeHandlers) => {
    opened.push(handlers);
    return () => undefined;
  },
}));

afterEach(() => {
  opened.length = 0;
  vi.unstubAllGlobals();
});

/** The hook in an app whose session endpoint answers `session()`. */
function renderWithSession(session: () => SessionUser | null) {
  mockFetch(() => ({ body: { user: session() } }));
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  renderHook(() => useRealtimeUpdates(), { wrapper });
  return queryClient;
}

describe('useRealtimeUpdates', () => {
  it('after a close for an ended session, reads the session again: signed out, no new socket', async () => {
    let user: SessionUser | null = customerUser;
    renderWithSession(() => user);
    await waitFor(() => expect(opened).toHaveLength(1));
    user = null;
    act(() => opened[0]!.onSessionEnded());
    await new Promise((r) => setTimeout(r, 50));
    expect(opened).toHaveLength(1);
  });

  it('still signed in (another session, another role): opens a new socket', async () => {
    let user: SessionUser | null = customerUser;
    renderWithSession(() => user);
    await waitFor(() => expect(opened).toHaveLength(1));
    user = { ...customerUser, role: 'retailer' };
    act(() => opened[0]!.onSessionEnded());
    await waitFor(() => expect(opened).toHaveLength(2));
  });

  it('a resync refetches what events cover', async () => {
    const queryClient = renderWithSession(() => customerUser);
    await waitFor(() => expect(opened).toHaveLength(1));
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    opened[0]!.onResync();
    expect(invalidate.mock.calls.map(([filters]) => filters?.queryKey?.[0])).toEqual(
      expect.arrayContaining(['cart', 'orders', 'events']),
    );
  });
});
