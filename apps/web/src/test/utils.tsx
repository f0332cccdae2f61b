import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
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
