import type { ItemSummary } from '@haflah/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSignInDialog } from '../../../lib/sign-in-dialog';
import { mockFetch } from '../../../test/mock-fetch';
import { renderApp } from '../../../test/utils';
import { useAddToCart } from './useAddToCart';

const item = { id: 'i1', name: { en: 'Rainbow Cake', ar: 'كعكة' } } as ItemSummary;
let add: (item: ItemSummary) => void = () => {};
let dialogOpen = false;

function Probe({ onSignedIn }: { onSignedIn?: (item: ItemSummary) => void }) {
  add = useAddToCart(onSignedIn);
  dialogOpen = useSignInDialog().open;
  return null;
}
const toasts = () => screen.getByRole('region', { name: 'Notifications' });

afterEach(() => vi.unstubAllGlobals());

describe('useAddToCart', () => {
  it('asks to wait while the session is being read', () => {
    mockFetch(() => new Promise(() => {}));
    renderApp(<Probe />);
    act(() => add(item));
    expect(within(toasts()).getByText('Please wait while we verify your authentication...')).toBeTruthy();
  });

  it('signed out: says sign-in is needed and opens the sign-in dialog', async () => {
    mockFetch(() => ({ body: { user: null } }));
    const { queryClient } = renderApp(<Probe />);
    await waitFor(() => expect(queryClient.getQueryState(['session'])?.status).toBe('success'));
    expect(dialogOpen).toBe(false);
    act(() => add(item));
    expect(within(toasts()).getByText('User must be logged in to add items to cart')).toBeTruthy();
    expect(within(toasts()).getByText('Failed to add to cart')).toBeTruthy();
    expect(dialogOpen).toBe(true);
  });

  it('signed in: hands the item to the page', async () => {
    mockFetch(() => ({
      body: {
        user: {
          id: 'u1',
          email: 'a@b.c',
          name: 'A',
          phone: null,
          location: null,
          avatarUrl: null,
          role: 'customer',
          createdAt: '2026-11-01T10:00:00.000Z',
        },
      },
    }));
    const onSignedIn = vi.fn();
    const { queryClient } = renderApp(<Probe onSignedIn={onSignedIn} />);
    await waitFor(() => expect(queryClient.getQueryData(['session'])).toBeTruthy());
    act(() => add(item));
    expect(onSignedIn).toHaveBeenCalledWith(item);
  });
});
