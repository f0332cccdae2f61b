import type { Cart, CartItem, HoldRequest, ItemSummary } from '@haflah/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { lazy } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SignInDialogHost } from '../features/auth/components/SignInDialogHost';
import { useCart } from '../features/cart/api/cart';
import { TimeSlotDialogHost } from '../features/cart/components/TimeSlotDialogHost';
import { useAddToCart } from '../features/cart/hooks/useAddToCart';
import {
  type BookableItem,
  closeTimeSlotDialog,
  useBookTimeSlot,
} from '../features/cart/hooks/useBookTimeSlot';
import { closeSignIn, openSignIn } from '../lib/sign-in-dialog';
import { customerUser } from '../test/fixtures';
import { apiError, type MockReply, mockFetch } from '../test/mock-fetch';
import { renderApp, toastRegion } from '../test/utils';

/**
 * Signing in finishes what sign-in interrupted (signInThen): the add to the cart, or the time slot
 * picked while signed out. The real dialogs, hooks and query cache against a small fake API; real
 * time, because both dialogs are loaded on first use.
 */

const user = { ...customerUser, email: 'fatima@example.com', name: 'Fatima Ali' };
const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const cake = { id: uuid(3), name: { en: 'Rainbow Cake', ar: 'كعكة قوس قزح' } } as ItemSummary;
const castle: BookableItem = {
  id: uuid(10),
  name: { en: 'Bouncy Castle', ar: 'قلعة نطاطة' },
  capacity: 3,
  hourlyRateFils: 22_000,
};
const SHOP = { id: uuid(1), name: { en: 'Party Shop', ar: 'متجر الحفلات' } };

/** The server: who is signed in, and their cart (adds and holds); `refuseHold` answers a hold first. */
function fakeServer({ refuseHold }: { refuseHold?: () => MockReply } = {}) {
  let signedIn = false;
  const lines: CartItem[] = [];
  const cart = (): Cart => ({
    groups: lines.length
      ? [{ shop: SHOP, items: [...lines], subtotalFils: lines.reduce((n, l) => n + l.totalFils, 0) }]
      : [],
    itemCount: lines.reduce((n, l) => n + l.quantity, 0),
    totalFils: lines.reduce((n, l) => n + l.totalFils, 0),
    serverTime: new Date().toISOString(),
  });
  const line = (
    listingId: string,
    name: CartItem['name'],
    quantity: number,
    hold?: HoldRequest,
  ): CartItem => ({
    id: uuid(100 + lines.length),
    listingId,
    kind: hold ? 'rental' : 'product',
    name,
    imageUrl: null,
    servesGuests: null,
    quantity,
    unitPriceFils: 4_500,
    totalFils: 4_500 * quantity,
    isTimeBased: !!hold,
    slot: hold
      ? {
          start: hold.start,
          end: new Date(Date.parse(hold.start) + hold.hours * 3_600_000).toISOString(),
          hours: hold.hours,
        }
      : null,
    expiresAt: hold ? new Date(Date.now() + 600_000).toISOString() : null,
    createdAt: new Date().toISOString(),
  });
  const signIn = () => {
    signedIn = true;
    return { body: { user } };
  };
  const api = mockFetch((call) => {
    if (call.path === '/api/auth/session') return { body: { user: signedIn ? user : null } };
    if (call.path === '/api/auth/login' || call.path === '/api/auth/register') return signIn();
    if (call.path === '/api/auth/code') return { body: { expiresInSeconds: 120 } };
    if (call.path === '/api/auth/code/verify') return signIn();
    if (call.path.startsWith('/api/availability?')) {
      return { body: { availableQuantity: 3, maxCapacity: 3, currentBookings: 0, currentHolds: 0 } };
    }
    if (!signedIn) return apiError(401, 'UNAUTHENTICATED');
    if (call.method === 'GET' && call.path === '/api/cart') return { body: cart() };
    if (call.method === 'POST' && call.path === '/api/cart/items') {
      const { quantity } = call.body as { quantity: number };
      lines.push(line(cake.id, cake.name, quantity));
      return { status: 201, body: cart() };
    }
    if (call.method === 'POST' && call.path === '/api/cart/holds') {
      const refused = refuseHold?.();
      if (refused) return refused;
      const hold = call.body as HoldRequest;
      lines.push(line(castle.id, castle.name, hold.quantity, hold));
      return { status: 201, body: cart() };
    }
    throw new Error(`unexpected ${call.method} ${call.path}`);
  });
  return {
    ...api,
    adds: () => api.calls.filter((c) => c.method === 'POST' && c.path === '/api/cart/items'),
    holds: () => api.calls.filter((c) => c.method === 'POST' && c.path === '/api/cart/holds'),
    lines,
  };
}

/** Where the items are offered, and the cart badge's count (as the app shell reads it). */
function Shop() {
  const addToCart = useAddToCart();
  const book = useBookTimeSlot();
  const count = useCart().data?.itemCount ?? 0;
  return (
    <>
      <button type="button" onClick={() => addToCart.add(cake)}>
        Add cake
      </button>
      <button type="button" onClick={() => book(castle)}>
        Book castle
      </button>
      <output data-testid="cart-count">{count}</output>
    </>
  );
}

// As the app shell has it: loaded on first use.
const EventTimeSlotDialog = lazy(() => import('./layout/EventTimeSlotDialog'));

/** The page, once it knows the visitor is signed out (before that, adding asks them to wait). */
async function renderShop() {
  const utils = renderApp(
    <>
      <Shop />
      <SignInDialogHost />
      <TimeSlotDialogHost dialog={EventTimeSlotDialog} />
    </>,
  );
  await waitFor(() => expect(utils.queryClient.getQueryState(['session'])?.status).toBe('success'));
  return utils;
}

/** Both dialogs' code is loaded on first use: allow for the import. */
const LOAD = { timeout: 10_000 };
/** Real time passes (dialog imports, the 500 ms availability debounce): room for a loaded machine. */
const SLOW_TEST_MS = 60_000;
/** The sign-in dialog the cart opens says why in its title. */
const signInDialog = () => screen.findByRole('dialog', { name: 'Sign in to add to your cart' }, LOAD);
/** The navbar's own Sign In. */
const plainSignInDialog = () => screen.findByRole('dialog', { name: 'Welcome Back' }, LOAD);
/** A modal dialog hides the page, toasts too, from assistive technology: look behind it. */
const toasts = () => within(toastRegion({ hidden: true }));
const cartCount = () => screen.getByTestId('cart-count').textContent;
/** Labels of optional fields end in '(optional)'. */
const fill = (scope: HTMLElement, label: string, value: string) =>
  fireEvent.change(within(scope).getByLabelText(new RegExp(`^${label}( \\(optional\\))?$`)), {
    target: { value },
  });

async function signInWithPassword(dialog: HTMLElement) {
  fill(dialog, 'Email', user.email);
  fill(dialog, 'Password', 'Party-time-1');
  fireEvent.click(within(dialog).getByRole('button', { name: 'Sign In' }));
}

afterEach(async () => {
  for (const close of toasts().queryAllByRole('button', { name: 'Close', hidden: true }))
    fireEvent.click(close);
  act(() => {
    closeSignIn();
    closeTimeSlotDialog();
  });
  // Let the closed toasts leave (300 ms) so the next test starts with none.
  await act(() => new Promise((resolve) => setTimeout(resolve, 350)));
  vi.unstubAllGlobals();
});

describe('adding to the cart while signed out', { timeout: SLOW_TEST_MS }, () => {
  it('signing in with a password adds the item, once, and says so', async () => {
    const api = fakeServer();
    await renderShop();
    fireEvent.click(screen.getByRole('button', { name: 'Add cake' }));
    const dialog = await signInDialog();
    // The dialog says why (the spec's sentence); nothing failed, so no failure toast.
    expect(within(dialog).getByText('User must be logged in to add items to cart')).toBeTruthy();
    expect(toasts().queryByText('Failed to add to cart')).toBeNull();
    expect(api.adds()).toHaveLength(0);

    await signInWithPassword(dialog);
    expect(await toasts().findByText('Rainbow Cake added to cart!', {}, LOAD)).toBeTruthy();
    expect(api.adds()).toEqual([
      { method: 'POST', path: '/api/cart/items', body: { listingId: cake.id, quantity: 1 } },
    ]);
    expect(toasts().getByText('Successfully signed in')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The badge counts the new cart, whatever order the first cart read and the add land in.
    await waitFor(() => expect(cartCount()).toBe('1'));
    expect(api.adds()).toHaveLength(1);
  });

  it('closing the sign-in dialog drops the add: nothing is added, even after a later sign-in', async () => {
    const api = fakeServer();
    await renderShop();
    fireEvent.click(screen.getByRole('button', { name: 'Add cake' }));
    let dialog = await signInDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    // Signing in later by other means (the navbar's Sign In) adds nothing.
    act(() => openSignIn('login'));
    dialog = await plainSignInDialog();
    await signInWithPassword(dialog);
    expect(await toasts().findByText('Successfully signed in', {}, LOAD)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // A resumed add would have been sent the moment the user signed in.
    expect(api.adds()).toHaveLength(0);
    expect(toasts().queryByText('Rainbow Cake added to cart!')).toBeNull();
  });

  it('registering instead adds the item too', async () => {
    const api = fakeServer();
    await renderShop();
    fireEvent.click(screen.getByRole('button', { name: 'Add cake' }));
    const login = await signInDialog();
    fireEvent.click(within(login).getByRole('button', { name: 'Create one' }));
    const dialog = screen.getByRole('dialog', { name: 'Create Account' });
    fill(dialog, 'Full name', user.name);
    fill(dialog, 'Email', user.email);
    fill(dialog, 'Password', 'Party-time-1');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Account' }));
    expect(await toasts().findByText('Rainbow Cake added to cart!', {}, LOAD)).toBeTruthy();
    expect(api.adds()).toHaveLength(1);
  });

  it('an emailed code adds the item too', async () => {
    const api = fakeServer();
    await renderShop();
    fireEvent.click(screen.getByRole('button', { name: 'Add cake' }));
    const dialog = await signInDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Email code' }));
    fill(dialog, 'Email', user.email);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send Code' }));
    const code = await within(dialog).findByLabelText('Verification code', {}, LOAD);
    // The sixth digit submits by itself.
    fireEvent.change(code, { target: { value: '123456' } });
    expect(await toasts().findByText('Rainbow Cake added to cart!', {}, LOAD)).toBeTruthy();
    expect(api.adds()).toHaveLength(1);
  });
});

describe('booking a time slot while signed out', { timeout: SLOW_TEST_MS }, () => {
  /** Opens the time-slot dialog, picks tomorrow's first start time, 3 hours and 2 of them. */
  async function pickSlot() {
    fireEvent.click(screen.getByRole('button', { name: 'Book castle' }));
    const dialog = await screen.findByRole('dialog', { name: 'Book Bouncy Castle' }, LOAD);
    fireEvent.click(within(dialog).getByText('Tomorrow').closest('button') as HTMLElement);
    const times = within(dialog).getByRole('group', { name: 'Start time' });
    fireEvent.click(within(times).getAllByRole('button')[0] as HTMLElement);
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Duration' }), { target: { value: '3' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'More' }));
    // Anyone may check availability: no sign-in needed to see it.
    await within(dialog).findByText('3 available for this time', {}, LOAD);
    return dialog;
  }

  it('Reserve asks to sign in over the dialog; signing in reserves the slot picked, and says so', async () => {
    const api = fakeServer();
    await renderShop();
    const slotDialog = await pickSlot();
    fireEvent.click(within(slotDialog).getByRole('button', { name: 'Reserve' }));
    const dialog = await signInDialog();
    expect(api.holds()).toHaveLength(0);
    // The time-slot dialog stays under the sign-in dialog, keeping the choice.
    expect(screen.getByRole('dialog', { name: 'Book Bouncy Castle', hidden: true })).toBe(slotDialog);

    await signInWithPassword(dialog);
    expect(await toasts().findByText('Time slot reserved', {}, LOAD)).toBeTruthy();
    expect(toasts().getByText('Bouncy Castle reserved for 3 hours!')).toBeTruthy();
    expect(api.holds()).toHaveLength(1);
    const hold = api.holds()[0]?.body as HoldRequest;
    expect(hold).toMatchObject({ listingId: castle.id, hours: 3, quantity: 2 });
    // Tomorrow's first start time: 08:00 in Bahrain (UTC+3) is 05:00 UTC.
    expect(hold.start).toMatch(/T05:00:00\.000Z$/);
    await waitFor(() => expect(screen.queryByRole('dialog', { hidden: true })).toBeNull());
    await waitFor(() => expect(cartCount()).toBe('2'));
  });

  it('a slot taken meanwhile says so the dialog’s way, and the dialog stays with the choice', async () => {
    const api = fakeServer({ refuseHold: () => apiError(409, 'SLOT_UNAVAILABLE') });
    await renderShop();
    const slotDialog = await pickSlot();
    fireEvent.click(within(slotDialog).getByRole('button', { name: 'Reserve' }));
    await signInWithPassword(await signInDialog());
    expect(await toasts().findByText('Reservation failed', {}, LOAD)).toBeTruthy();
    expect(
      toasts().getByText('Not enough left for this time slot. Please choose another time.'),
    ).toBeTruthy();
    expect(api.holds()).toHaveLength(1);
    // Back in the time-slot dialog, which asks again about the span.
    const dialog = await screen.findByRole('dialog', { name: 'Book Bouncy Castle' }, LOAD);
    expect(dialog).toBe(slotDialog);
    expect(within(dialog).getByRole('combobox', { name: 'Duration' })).toHaveProperty('value', '3');
    expect(screen.queryByRole('dialog', { name: 'Sign in to add to your cart' })).toBeNull();
  });

  it('closing the sign-in dialog reserves nothing, even after a later sign-in, and keeps the choice', async () => {
    const api = fakeServer();
    await renderShop();
    const slotDialog = await pickSlot();
    fireEvent.click(within(slotDialog).getByRole('button', { name: 'Reserve' }));
    const dialog = await signInDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Sign in to add to your cart' })).toBeNull(),
    );
    expect(screen.getByRole('dialog', { name: 'Book Bouncy Castle' })).toBe(slotDialog);
    expect(within(slotDialog).getByRole('combobox', { name: 'Duration' })).toHaveProperty('value', '3');
    expect(api.holds()).toHaveLength(0);

    // Signing in later by other means reserves nothing either.
    act(() => openSignIn('login'));
    await signInWithPassword(await plainSignInDialog());
    expect(await toasts().findByText('Successfully signed in', {}, LOAD)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Welcome Back' })).toBeNull());
    expect(api.holds()).toHaveLength(0);
    expect(screen.getByRole('dialog', { name: 'Book Bouncy Castle' })).toBe(slotDialog);
  });
});
