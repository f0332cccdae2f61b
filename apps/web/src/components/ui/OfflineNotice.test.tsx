import { onlineManager, QueryClientProvider, useMutation, useQuery } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { apiGet, apiSend } from '../../lib/api';
import { errorMessage } from '../../lib/errors';
import { createQueryClient } from '../../lib/query-client';
import { mockFetch } from '../../test/mock-fetch';
import { passTime } from '../../test/utils';
import { ListSkeleton } from './ListSkeleton';
import { OFFLINE_NOTICE_AFTER_MS } from './OfflineNotice';
import { Toaster } from './toast';

const goOffline = () => act(() => onlineManager.setOnline(false));
const goOnline = () => act(() => onlineManager.setOnline(true));
const WAITING = "You're offline. This loads once you're back online.";

function Names() {
  const names = useQuery({
    queryKey: ['names'],
    queryFn: ({ signal }) => apiGet('/api/names', z.array(z.string()), undefined, signal),
  });
  if (names.data) return <p>{names.data.join(', ')}</p>;
  return <ListSkeleton label="Loading names…" blocks={['h-10', 'h-10']} />;
}

function SendButton() {
  const { t } = useTranslation();
  const send = useMutation({ mutationFn: () => apiSend('POST', '/api/orders', {}, z.object({})) });
  return (
    <>
      <button type="button" onClick={() => send.mutate()}>
        Place order
      </button>
      {send.error && <p>{errorMessage(t, send.error)}</p>}
    </>
  );
}

function renderWithClient(ui: React.ReactNode) {
  const client = createQueryClient();
  render(
    <QueryClientProvider client={client}>
      {ui}
      <Toaster />
    </QueryClientProvider>,
  );
  return client;
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  goOnline();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('offline while loading', () => {
  it('a placeholder gives way to "you are offline" after a few seconds, and back online the list loads by itself', async () => {
    const { calls } = mockFetch(() => ({ body: ['Aisha', 'Omar'] }));
    goOffline();
    renderWithClient(<Names />);
    await passTime(0);
    // The query waits rather than failing: nothing is asked while offline.
    expect(calls).toHaveLength(0);
    expect(screen.getByText('Loading names…')).toBeTruthy();
    expect(screen.queryByText(WAITING)).toBeNull();

    await passTime(OFFLINE_NOTICE_AFTER_MS - 10, 100);
    expect(screen.queryByText(WAITING)).toBeNull();
    await passTime(20, 10);
    expect(screen.getByRole('status').textContent).toBe(WAITING);
    // It stays while offline; no spinner goes on and on.
    await passTime(30_000, 1_000);
    expect(screen.getByText(WAITING)).toBeTruthy();
    expect(calls).toHaveLength(0);

    goOnline();
    await passTime(10, 1);
    expect(calls).toHaveLength(1);
    expect(screen.getByText('Aisha, Omar')).toBeTruthy();
    expect(screen.queryByText(WAITING)).toBeNull();
  });

  it('online, the placeholder stays a placeholder however long the answer takes', async () => {
    mockFetch(() => new Promise(() => {}));
    renderWithClient(<Names />);
    await passTime(OFFLINE_NOTICE_AFTER_MS * 3, 500);
    expect(screen.getByText('Loading names…')).toBeTruthy();
    expect(screen.queryByText(WAITING)).toBeNull();
  });
});

describe('a change sent offline', () => {
  it('is refused at once and says so, never kept to be sent later (a payment must not go out by itself)', async () => {
    const fn = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    vi.stubGlobal('fetch', fn);
    goOffline();
    renderWithClient(<SendButton />);
    fireEvent.click(screen.getByRole('button', { name: 'Place order' }));
    await passTime(10, 1);
    expect(screen.getByText('Could not reach the server. Check your connection')).toBeTruthy();
    // Tried once, not again, and not once the device is back online.
    expect(fn).toHaveBeenCalledTimes(1);
    goOnline();
    await passTime(5_000, 100);
    expect(fn).toHaveBeenCalledTimes(1);
  });
});
