import type { ItemSummary } from '@haflah/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSignInDialog } from '../../../lib/sign-in-dialog';
import { customerUser } from '../../../test/fixtures';
import { apiError, mockFetch } from '../../../test/mock-fetch';
import { renderApp } from '../../../test/utils';
import { useAddToCart } from './useAddToCart';

const item = { id: 'i1', name: { en: 'Rainbow Cake', ar: 'كعكة' } } as ItemSummary;
let add: (item: ItemSummary) => void = () => {};
let dialogOpen = false;

function Probe() {
  add = useAddToCart().add;
  dialogOpen = useSignInDialog().open;
  return null;
}
const user = customerUser;
const emptyCart = { groups: [], itemCount: 0, totalFils: 0, serverTime: '2026-11-23T10:00:00.000Z' };
const cartWithCake = {
  ...emptyCart,
  itemCount: 1,
  totalFils: 4500,
  groups: [
    {
      shop: { id: '00000000-0000-4000-8000-000000000001', name: { en: 'Sugar Pearl', ar: 'سكر' } },
      subtotalFils: 4500,
      items: [
        {
          id: '00000000-0000-4000-8000-000000000002',
          listingId: '00000000-0000-4000-8000-000000000003',
          kind: 'product',
          name: item.name,
          imageUrl: null,
          servesGuests: null,
          quantity: 1,
          unitPriceFils: 4500,
          totalFils: 4500,
          isTimeBased: false,
          slot: null,
          expiresAt: null,
          createdAt: '2026-11-23T10:00:00.000Z',
        },
      ],
    },
  ],
};
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

  it('signed in: adds the product through the API, once per tap burst, and says so', async () => {
    let release: () => void = () => {};
    const { calls } = mockFetch(async (call) => {
      if (call.path === '/api/auth/session') return { body: { user } };
      if (call.path === '/api/cart') return { body: emptyCart };
      await new Promise<void>((r) => {
        release = r;
      });
      return { status: 201, body: cartWithCake };
    });
    const { queryClient } = renderApp(<Probe />);
    await waitFor(() => expect(queryClient.getQueryData(['session'])).toBeTruthy());
    act(() => add(item));
    act(() => add(item));
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1));
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({
      path: '/api/cart/items',
      body: { listingId: 'i1', quantity: 1 },
    });
    act(() => release());
    expect(await within(toasts()).findByText('Rainbow Cake added to cart!')).toBeTruthy();
    expect(queryClient.getQueryData<typeof cartWithCake>(['cart', 'u1'])?.itemCount).toBe(1);
  });

  it('signed in: a refused add says why', async () => {
    mockFetch((call) =>
      call.path === '/api/auth/session' ? { body: { user } } : apiError(404, 'NOT_FOUND'),
    );
    const { queryClient } = renderApp(<Probe />);
    await waitFor(() => expect(queryClient.getQueryData(['session'])).toBeTruthy());
    act(() => add(item));
    const message = await within(toasts()).findByText('Product not found');
    expect(
      within(message.closest('[role="alert"]') as HTMLElement).getByText('Failed to add to cart'),
    ).toBeTruthy();
  });
});
