import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import { Toaster } from '../components/ui/toast';

/** Renders with a fresh query client, a router and the toast region. */
export function renderApp(
  ui: ReactNode,
  { client, path = '/' }: { client?: QueryClient; path?: string } = {},
) {
  const queryClient =
    client ?? new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const utils = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        {ui}
        <Toaster />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...utils, queryClient };
}

/**
 * The toasts' region. A modal dialog hides the rest of the page from assistive technology: `hidden`
 * finds the region behind one too.
 */
export const toastRegion = ({ hidden = false } = {}) =>
  screen.getByRole('region', { name: 'Notifications', hidden });

/**
 * Lets fake time pass in steps (a millisecond by default), each in its own act(): React renders (and
 * runs the effects that start timers) when a browser would, not once at the end.
 */
export async function passTime(ms = 0, step = 1) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(0);
  });
  for (let done = 0; done < ms; done += step) {
    await act(async () => {
      await vi.advanceTimersByTimeAsync(Math.min(step, ms - done));
    });
  }
}
