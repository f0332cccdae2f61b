import type { ItemSummary } from '@haflah/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { closeSignIn, type SignInDialogState, useSignInDialog } from '../../../lib/sign-in-dialog';
import { customerUser } from '../../../test/fixtures';
import { apiError, mockFetch } from '../../../test/mock-fetch';
import { renderApp } from '../../../test/utils';
import { useAddToCart } from './useAddToCart';

const item = { id: 'i1', name: { en: 'Rainbow Cake', ar: 'كعكة' } } as ItemSummary;
let add: (item: ItemSummary) => void = () => {};
let dialogOpen = false;
let dialog: SignInDialogState | null = null;
const useSignInDialogState = () => dialog;

function Probe() {
  add = useAddToCart().add;
  dialog = useSignInDialog();
  dialogOpen = dialog.open;
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

afterEach(() => {
  act(() => closeSignIn());
  vi.unstubAllGlobals();
});

describe('useAddToCart', () => {
  it('asks to wait while the session is being read, then opens sign-in once it is known to be signed out', async () => {
    let answer: (body: unknown) => void = () => {};
    const { calls } = mockFetch((call) =>
      call.path === '/api/auth/session'
        ? new Promise((resolve) => {
            answer = (body) => resolve({ body });
          })
        : apiError(401, 'UNAUTHENTICATED'),
    );
    renderApp(<Probe />);
    act(() => add(item));
    expect(within(toasts()).getByText('Please wait while we verify your authentication...')).toBeTruthy();
    expect(dialogOpen).toBe(false);
    await act(async () => answer({ user: null }));
    await waitFor(() => expect(dialogOpen).toBe(true));
    expect(useSignInDialogState()).toMatchObject({
      reason: 'cart.loginRequired',
      title: 'cart.signInTitle',
    });
    expect(calls.filter((c) => c.path === '/api/cart/items')).toHaveLength(0);
    // One read of the session, not a second one for the wait.
    expect(calls.filter((c) => c.path === '/api/auth/session')).toHaveLength(1);
  });

  it('asks to wait while the session is being read, then adds once it is known to be signed in', async () => {
    let answer: (body: unknown) => void = () => {};
    const { calls } = mockFetch((call) => {
      if (call.path === '/api/auth/session')
        return new Promise((resolve) => {
          answer = (body) => resolve({ body });
        });
      if (call.path === '/api/cart') return { body: emptyCart };
      return { status: 201, body: cartWithCake };
    });
    renderApp(<Probe />);
    act(() => add(item));
    await act(async () => answer({ user }));
    expect(await within(toasts()).findByText('Rainbow Cake added to cart!')).toBeTruthy();
    expect(calls.filter((c) => c.path === '/api/cart/items')).toHaveLength(1);
    expect(dialogOpen).toBe(false);
  });

  it('signed out: opens the sign-in dialog with the reason, and no failure toast', async () => {
    mockFetch(() => ({ body: { user: null } }));
    const { queryClient } = renderApp(<Probe />);
    await waitFor(() => expect(queryClient.getQueryState(['session'])?.status).toBe('success'));
    expect(dialogOpen).toBe(false);
    act(() => add(item));
    expect(dialogOpen).toBe(true);
    expect(useSignInDialogState()).toMatchObject({
      reason: 'cart.loginRequired',
      title: 'cart.signInTitle',
    });
    expect(within(toasts()).queryByText('Failed to add to cart')).toBeNull();
  });

  it('a session that ended on the server: sign-in is offered again, with no failure toast', async () => {
    const { calls } = mockFetch((call) => {
      if (call.path === '/api/auth/session') return { body: { user } };
      if (call.path === '/api/cart') return { body: emptyCart };
      return apiError(401, 'UNAUTHENTICATED');
    });
    const { queryClient } = renderApp(<Probe />);
    await waitFor(() => expect(queryClient.getQueryData(['session'])).toBeTruthy());
    act(() => add(item));
    await waitFor(() => expect(dialogOpen).toBe(true));
    expect(calls.filter((c) => c.path === '/api/cart/items')).toHaveLength(1);
    expect(within(toasts()).queryByText('Failed to add to cart')).toBeNull();
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
