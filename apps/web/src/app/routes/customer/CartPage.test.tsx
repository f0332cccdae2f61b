import type { Cart, CartItem } from '@haflah/contracts';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { shopForEvent } from '../../../features/events/utils/shopping-for';
import { setLanguage } from '../../../lib/i18n';
import { closeSignIn, type SignInDialogState, useSignInDialog } from '../../../lib/sign-in-dialog';
import { customerUser } from '../../../test/fixtures';
import { apiError, type MockCall, type MockReply, mockFetch } from '../../../test/mock-fetch';
import { passTime, renderApp } from '../../../test/utils';
import CartPage from './CartPage';

/** The device's clock. */
const DEVICE_NOW = Date.parse('2026-11-23T10:00:00.000Z');
/** The server's clock runs 5 minutes ahead of the device's: hold countdowns must follow the server. */
const SERVER_AHEAD_MS = 5 * 60_000;
const serverNow = () => Date.now() + SERVER_AHEAD_MS;

const user = customerUser;
const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const SUGAR = { id: uuid(1), name: { en: 'Sugar Pearl', ar: 'سكر' } };
const FUN = { id: uuid(2), name: { en: 'Fun Rentals', ar: 'مرح' } };
type Shop = typeof SUGAR;

function product(n: number, en: string, quantity: number, unitPriceFils: number): CartItem {
  return {
    id: uuid(20 + n),
    listingId: uuid(30 + n),
    kind: 'product',
    name: { en, ar: en },
    imageUrl: null,
    servesGuests: null,
    quantity,
    unitPriceFils,
    totalFils: quantity * unitPriceFils,
    isTimeBased: false,
    slot: null,
    expiresAt: null,
    createdAt: '2026-11-23T09:00:00.000Z',
  };
}

/** A time slot held until `heldForMs` after the server's now (3 hours from 10:00 Bahrain tomorrow). */
function hold(n: number, en: string, heldForMs: number, rateFils = 22_000): CartItem {
  return {
    id: uuid(20 + n),
    listingId: uuid(30 + n),
    kind: 'rental',
    name: { en, ar: en },
    imageUrl: null,
    servesGuests: null,
    quantity: 1,
    unitPriceFils: rateFils,
    totalFils: rateFils * 3,
    isTimeBased: true,
    slot: { start: '2026-11-24T07:00:00.000Z', end: '2026-11-24T10:00:00.000Z', hours: 3 },
    expiresAt: new Date(serverNow() + heldForMs).toISOString(),
    createdAt: new Date(serverNow()).toISOString(),
  };
}

type Line = { shop: Shop; item: CartItem };
type Handler = (call: MockCall) => MockReply | Promise<MockReply | undefined> | undefined;

/**
 * A small cart server: GET, PATCH (zero removes) and DELETE on its lines, answering the whole cart
 * with the server's time and without lapsed holds. `override` can answer a call first (failures).
 */
function cartServer(
  initial: Line[],
  { signedIn = true, override }: { signedIn?: boolean; override?: Handler } = {},
) {
  let lines = [...initial];
  const cart = (): Cart => {
    lines = lines.filter((l) => !l.item.expiresAt || Date.parse(l.item.expiresAt) > serverNow());
    const groups: Cart['groups'] = [];
    for (const { shop, item } of lines) {
      let group = groups.find((g) => g.shop.id === shop.id);
      if (!group) {
        group = { shop, items: [], subtotalFils: 0 };
        groups.push(group);
      }
      group.items.push(item);
      group.subtotalFils += item.totalFils;
    }
    return {
      groups,
      itemCount: lines.reduce((n, l) => n + l.item.quantity, 0),
      totalFils: lines.reduce((n, l) => n + l.item.totalFils, 0),
      serverTime: new Date(serverNow()).toISOString(),
    };
  };
  // Undo adds a line back: the product (POST /api/cart/items) or the same slot (POST /api/cart/holds).
  let added = 0;
  const readd = (call: MockCall): Cart => {
    const body = call.body as { listingId: string; quantity: number; start?: string; hours?: number };
    const was = initial.find((l) => l.item.listingId === body.listingId);
    if (!was) throw new Error(`unexpected ${call.method} ${call.path}`);
    added += 1;
    const item: CartItem = {
      ...was.item,
      id: uuid(90 + added),
      quantity: body.quantity,
      totalFils: body.quantity * was.item.unitPriceFils * (was.item.slot?.hours ?? 1),
      expiresAt: was.item.expiresAt && new Date(serverNow() + 10 * 60_000).toISOString(),
    };
    if (call.path === '/api/cart/holds') {
      item.slot = {
        start: body.start as string,
        end: new Date(Date.parse(body.start as string) + (body.hours as number) * 3_600_000).toISOString(),
        hours: body.hours as number,
      };
    }
    lines.push({ shop: was.shop, item });
    return cart();
  };
  const api = mockFetch(async (call) => {
    if (call.path === '/api/auth/session') return { body: { user: signedIn ? user : null } };
    const answer = await override?.(call);
    if (answer) return answer;
    if (call.method === 'GET' && call.path === '/api/cart') return { body: cart() };
    if (call.method === 'POST') return { status: 201, body: readd(call) };
    const id = /^\/api\/cart\/items\/(.+)$/.exec(call.path)?.[1];
    const line = lines.find((l) => l.item.id === id);
    if (!line) return apiError(404, 'NOT_FOUND');
    const quantity = call.method === 'PATCH' ? (call.body as { quantity: number }).quantity : 0;
    if (call.method === 'DELETE' || quantity <= 0) lines = lines.filter((l) => l !== line);
    else if (call.method === 'PATCH') {
      line.item = { ...line.item, quantity, totalFils: quantity * line.item.unitPriceFils };
    } else throw new Error(`unexpected ${call.method} ${call.path}`);
    return { body: cart() };
  });
  return {
    ...api,
    sent: () => api.calls.filter((c) => c.method !== 'GET'),
    cartReads: () => api.calls.filter((c) => c.method === 'GET' && c.path === '/api/cart').length,
  };
}

const cake = () => ({ shop: SUGAR, item: product(1, 'Rainbow Cake', 2, 4_500) });
const balloons = () => ({ shop: SUGAR, item: product(2, 'Gold Balloons', 1, 1_250) });
const castle = (heldForMs = 10 * 60_000) => ({ shop: FUN, item: hold(3, 'Bouncy Castle', heldForMs) });

/** The query client tells React on its next tick (a millisecond or two of fake time). */
const TICK_MS = 5;
/** Spec §9: a failed cart change is tried once more, a second later. */
const RETRY_MS = 1000;

let signIn: SignInDialogState | null = null;
function SignInProbe() {
  signIn = useSignInDialog();
  return null;
}

async function openCart() {
  const utils = renderApp(
    <>
      <CartPage />
      <SignInProbe />
    </>,
    { path: '/cart' },
  );
  await passTime(TICK_MS);
  return utils;
}

const region = () => screen.getByRole('region', { name: 'Notifications' });
/** Toasts outlive a test (a module-level store): only the newest one is this test's. */
const newestToast = () => {
  const all = region().children;
  return all[all.length - 1] as HTMLElement;
};
const toastCount = () => region().children.length;
/** What a toast says, without its buttons (Undo, Close). */
const toastText = (toast: HTMLElement) =>
  [...toast.querySelectorAll('p')].map((p) => p.textContent).join(' ');
const shop = (name: string) => screen.getByRole('region', { name: `From ${name}` });
const lineOf = (name: string) => screen.getByRole('link', { name }).closest('li') as HTMLElement;
const lineTotal = (name: string) => within(lineOf(name)).getByTestId('line-total').textContent;
const lineQuantity = (name: string) => within(lineOf(name)).getByRole('status').textContent;
const total = () => screen.getByTestId('cart-total').textContent;
const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
const heldFor = (name: string) => within(lineOf(name)).getByText(/^Held for /).textContent;

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(DEVICE_NOW);
});

afterEach(async () => {
  // Close this test's toasts so the next test starts with none on screen.
  for (const close of within(region()).queryAllByRole('button', { name: 'Close' })) fireEvent.click(close);
  await passTime(400, 100);
  act(() => closeSignIn());
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('CartPage: who and what', () => {
  it('signed out: asks to sign in, and Sign In opens the sign-in dialog', async () => {
    const api = cartServer([cake()], { signedIn: false });
    await openCart();
    expect(screen.getByRole('heading', { name: 'Your Cart', level: 1 })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Sign in to see your cart' })).toBeTruthy();
    expect(
      screen.getByText('Your cart is kept with your account, so it follows you to any device.'),
    ).toBeTruthy();
    expect(api.cartReads()).toBe(0);
    expect(signIn?.open).toBe(false);
    click('Sign In');
    expect(signIn).toMatchObject({ open: true, mode: 'login' });
  });

  it('shows a placeholder, not the sign-in prompt, while the session is being read', async () => {
    mockFetch(() => new Promise(() => {}));
    const { container } = await openCart();
    expect(screen.queryByText('Sign in to see your cart')).toBeNull();
    expect(container.querySelector('[aria-busy]')).not.toBeNull();
  });

  it('an empty cart says so and offers browsing', async () => {
    const api = cartServer([]);
    await openCart();
    expect(api.cartReads()).toBe(1);
    expect(screen.getByRole('heading', { name: 'Your cart is empty' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Start browsing' }).getAttribute('href')).toBe('/');
    expect(screen.queryByTestId('cart-total')).toBeNull();
    expect(screen.queryByText(/items?$/)).toBeNull();
  });

  it('groups the lines by shop, with line totals, subtotals and the total', async () => {
    cartServer([cake(), castle(), balloons()]);
    await openCart();
    expect(screen.getByText('4 items')).toBeTruthy();

    const sugar = shop('Sugar Pearl');
    expect(within(sugar).getByRole('heading', { name: 'Sugar Pearl' })).toBeTruthy();
    expect(
      within(sugar)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Rainbow Cake', 'Gold Balloons']);
    expect(lineTotal('Rainbow Cake')).toBe('BD 9.000');
    expect(within(lineOf('Rainbow Cake')).getByText('BD 4.500 each')).toBeTruthy();
    expect(lineQuantity('Rainbow Cake')).toBe('2');
    expect(lineTotal('Gold Balloons')).toBe('BD 1.250');
    expect(within(sugar).getByText('Subtotal').nextSibling?.textContent).toBe('BD 10.250');

    const fun = shop('Fun Rentals');
    expect(
      within(fun)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Bouncy Castle']);
    expect(screen.getByRole('link', { name: 'Bouncy Castle' }).getAttribute('href')).toBe(
      `/product/${uuid(33)}`,
    );
    expect(
      within(lineOf('Bouncy Castle')).getByText('Tue 24 Nov, \u206810:00 AM –\u2060 1:00 PM\u2069'),
    ).toBeTruthy();
    expect(within(lineOf('Bouncy Castle')).getByText('BD 22.000 / hour × 3 h')).toBeTruthy();
    expect(lineTotal('Bouncy Castle')).toBe('BD 66.000');
    expect(within(fun).getByText('Subtotal').nextSibling?.textContent).toBe('BD 66.000');

    const summary = screen.getByRole('complementary', { name: 'Summary' });
    expect(
      within(summary)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Sugar PearlBD 10.250', 'Fun RentalsBD 66.000']);
    expect(total()).toBe('BD 76.250');
    expect(
      within(summary).getByText('Reserved time slots are held for 10 minutes, then released for others.'),
    ).toBeTruthy();
  });

  it('says nothing about holds when there are none', async () => {
    cartServer([cake()]);
    await openCart();
    expect(screen.getByText('2 items')).toBeTruthy();
    expect(screen.queryByText(/Reserved time slots are held/)).toBeNull();
    expect(screen.queryByText(/^Held for/)).toBeNull();
  });

  it('a cart that fails to load says so, and Try Again asks again', async () => {
    let fail = true;
    const api = cartServer([cake()], {
      override: (call) => (fail && call.path === '/api/cart' ? apiError(500, 'INTERNAL') : undefined),
    });
    await openCart();
    expect(within(screen.getByRole('alert')).getByText('Failed to load your cart')).toBeTruthy();
    expect(api.cartReads()).toBe(1);
    fail = false;
    click('Try Again');
    await passTime(TICK_MS);
    expect(api.cartReads()).toBe(2);
    expect(screen.queryByText('Failed to load your cart')).toBeNull();
    expect(total()).toBe('BD 9.000');
  });
});

describe('CartPage: changing quantities', () => {
  it('+ and − change the quantity through the API', async () => {
    const api = cartServer([cake(), balloons()]);
    await openCart();
    click('Increase quantity of Rainbow Cake');
    await passTime(TICK_MS);
    expect(api.sent()).toEqual([
      { method: 'PATCH', path: `/api/cart/items/${uuid(21)}`, body: { quantity: 3 } },
    ]);
    expect(lineQuantity('Rainbow Cake')).toBe('3');
    expect(lineTotal('Rainbow Cake')).toBe('BD 13.500');
    expect(total()).toBe('BD 14.750');
    expect(screen.getByText('4 items')).toBeTruthy();

    click('Decrease quantity of Rainbow Cake');
    await passTime(TICK_MS);
    expect(api.sent()[1]).toEqual({
      method: 'PATCH',
      path: `/api/cart/items/${uuid(21)}`,
      body: { quantity: 2 },
    });
    expect(lineQuantity('Rainbow Cake')).toBe('2');
    expect(total()).toBe('BD 10.250');
  });

  it('the stepper is disabled while a change is on its way', async () => {
    let release: () => void = () => {};
    cartServer([cake()], {
      override: (call) =>
        call.method === 'PATCH'
          ? new Promise<undefined>((r) => {
              release = () => r(undefined);
            })
          : undefined,
    });
    await openCart();
    click('Increase quantity of Rainbow Cake');
    await passTime(TICK_MS);
    const plus = screen.getByRole('button', {
      name: 'Increase quantity of Rainbow Cake',
    }) as HTMLButtonElement;
    expect(plus.disabled).toBe(true);
    release();
    await passTime(TICK_MS);
    expect(plus.disabled).toBe(false);
    expect(lineQuantity('Rainbow Cake')).toBe('3');
  });

  it('− at quantity 1 removes the line and says so', async () => {
    const api = cartServer([cake(), balloons()]);
    await openCart();
    const before = toastCount();
    click('Decrease quantity of Gold Balloons');
    await passTime(TICK_MS);
    expect(api.sent()).toEqual([{ method: 'DELETE', path: `/api/cart/items/${uuid(22)}`, body: undefined }]);
    expect(screen.queryByRole('link', { name: 'Gold Balloons' })).toBeNull();
    expect(total()).toBe('BD 9.000');
    expect(toastCount()).toBe(before + 1);
    expect(toastText(newestToast())).toBe('Gold Balloons removed from cart');
  });

  it('the bin removes the line whatever its quantity', async () => {
    const api = cartServer([cake(), balloons()]);
    await openCart();
    click('Remove Rainbow Cake');
    await passTime(TICK_MS);
    expect(api.sent()).toEqual([{ method: 'DELETE', path: `/api/cart/items/${uuid(21)}`, body: undefined }]);
    expect(screen.queryByRole('link', { name: 'Rainbow Cake' })).toBeNull();
    expect(toastText(newestToast())).toBe('Rainbow Cake removed from cart');
    expect(total()).toBe('BD 1.250');
  });

  it('removing the last line leaves the empty cart', async () => {
    cartServer([balloons()]);
    await openCart();
    click('Decrease quantity of Gold Balloons');
    await passTime(TICK_MS);
    expect(screen.getByRole('heading', { name: 'Your cart is empty' })).toBeTruthy();
  });

  it('a failed quantity change (tried twice) says so and keeps the line as it was', async () => {
    const api = cartServer([cake()], {
      override: (call) => (call.method === 'PATCH' ? apiError(500, 'INTERNAL') : undefined),
    });
    await openCart();
    const before = toastCount();
    click('Increase quantity of Rainbow Cake');
    await passTime(RETRY_MS + TICK_MS, 50);
    expect(api.sent().map((c) => c.method)).toEqual(['PATCH', 'PATCH']);
    expect(toastCount()).toBe(before + 1);
    expect(newestToast().textContent).toBe('Failed to update quantity');
    expect(newestToast().getAttribute('role')).toBe('alert');
    expect(lineQuantity('Rainbow Cake')).toBe('2');
    expect(total()).toBe('BD 9.000');
  });

  it('a failed removal says so and keeps the line', async () => {
    const api = cartServer([cake()], {
      override: (call) => (call.method === 'DELETE' ? apiError(500, 'INTERNAL') : undefined),
    });
    await openCart();
    click('Decrease quantity of Rainbow Cake');
    await passTime(TICK_MS);
    click('Decrease quantity of Rainbow Cake');
    await passTime(RETRY_MS + TICK_MS, 50);
    expect(api.sent().map((c) => c.method)).toEqual(['PATCH', 'DELETE', 'DELETE']);
    expect(newestToast().textContent).toBe('Failed to remove item');
    expect(screen.getByRole('link', { name: 'Rainbow Cake' })).toBeTruthy();
    expect(lineQuantity('Rainbow Cake')).toBe('1');
  });

  it('a line gone meanwhile says the server’s answer and reloads the cart', async () => {
    const api = cartServer([cake()], {
      override: (call) => (call.method === 'PATCH' ? apiError(404, 'NOT_FOUND') : undefined),
    });
    await openCart();
    click('Increase quantity of Rainbow Cake');
    await passTime(TICK_MS);
    expect(api.sent()).toHaveLength(1); // a 4xx is not retried
    expect(newestToast().textContent).toBe('Failed to update quantity');
    expect(api.cartReads()).toBe(2);
  });
});

describe('CartPage: held time slots', () => {
  it('counts the hold down on the server’s clock, then drops the line and says why', async () => {
    // Held for 90 more seconds by the server's clock; by the device's clock it would be 6:30.
    cartServer([cake(), castle(90_000)]);
    await openCart();
    expect(heldFor('Bouncy Castle')).toBe('Held for 1:30');
    expect(total()).toBe('BD 75.000');

    await passTime(30_000, 250);
    expect(heldFor('Bouncy Castle')).toBe('Held for 1:00');
    await passTime(59_000, 250);
    expect(heldFor('Bouncy Castle')).toBe('Held for 0:01');

    const before = toastCount();
    await passTime(1_000 + TICK_MS, 250);
    expect(screen.queryByRole('link', { name: 'Bouncy Castle' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'From Fun Rentals' })).toBeNull();
    expect(total()).toBe('BD 9.000');
    expect(screen.getByText('2 items')).toBeTruthy();
    expect(screen.queryByText(/Reserved time slots are held/)).toBeNull();
    expect(toastCount()).toBe(before + 1);
    expect(newestToast().textContent).toBe(
      'The reservation for Bouncy Castle expired and it was removed from your cart',
    );
    expect(newestToast().getAttribute('role')).toBe('status');

    expect(screen.getByRole('link', { name: 'Rainbow Cake' })).toBeTruthy();
  });

  it('a device clock behind the server’s does not stretch the hold', async () => {
    vi.setSystemTime(DEVICE_NOW - 3_600_000);
    cartServer([castle(4 * 60_000)]);
    await openCart();
    expect(heldFor('Bouncy Castle')).toBe('Held for 4:00');
  });

  it('after one hold lapses, the next still counts down on the server’s clock', async () => {
    cartServer([castle(90_000), { shop: FUN, item: hold(4, 'Popcorn Machine', 150_000, 5_000) }, balloons()]);
    await openCart();
    expect(heldFor('Bouncy Castle')).toBe('Held for 1:30');
    expect(heldFor('Popcorn Machine')).toBe('Held for 2:30');
    expect(within(shop('Fun Rentals')).getByText('Subtotal').nextSibling?.textContent).toBe('BD 81.000');

    await passTime(90_000 + TICK_MS, 250);
    expect(screen.queryByRole('link', { name: 'Bouncy Castle' })).toBeNull();
    expect(within(shop('Fun Rentals')).getByText('Subtotal').nextSibling?.textContent).toBe('BD 15.000');
    expect(total()).toBe('BD 16.250');
    expect(heldFor('Popcorn Machine')).toBe('Held for 1:00');

    await passTime(30_000, 250);
    expect(heldFor('Popcorn Machine')).toBe('Held for 0:30');
    await passTime(30_000 + TICK_MS, 250);
    expect(screen.queryByRole('link', { name: 'Popcorn Machine' })).toBeNull();
    expect(total()).toBe('BD 1.250');
    expect(newestToast().textContent).toBe(
      'The reservation for Popcorn Machine expired and it was removed from your cart',
    );
  });
});

describe('CartPage: undoing a removal', () => {
  const undoIn = (toast: HTMLElement) => within(toast).getByRole('button', { name: 'Undo' });

  it('− at quantity 1 offers Undo, which puts the line back as it was', async () => {
    const api = cartServer([cake(), balloons()]);
    await openCart();
    click('Decrease quantity of Gold Balloons');
    await passTime(TICK_MS);
    expect(screen.queryByRole('link', { name: 'Gold Balloons' })).toBeNull();
    const removed = newestToast();
    expect(toastText(removed)).toBe('Gold Balloons removed from cart');
    expect(removed.getAttribute('role')).toBe('status');

    fireEvent.click(undoIn(removed));
    await passTime(TICK_MS);
    expect(api.sent().slice(1)).toEqual([
      { method: 'POST', path: '/api/cart/items', body: { listingId: uuid(32), quantity: 1 } },
    ]);
    expect(lineQuantity('Gold Balloons')).toBe('1');
    expect(lineTotal('Gold Balloons')).toBe('BD 1.250');
    expect(total()).toBe('BD 10.250');
    expect(toastText(newestToast())).toBe('Gold Balloons is back in your cart');
    // The removal's toast has gone with its Undo: a second tap cannot add the line twice.
    await passTime(400, 100);
    expect(within(region()).queryByRole('button', { name: 'Undo' })).toBeNull();
    expect(api.sent()).toHaveLength(2);
  });

  it('a held slot comes back as the same slot, held again', async () => {
    const api = cartServer([cake(), castle()]);
    await openCart();
    click('Decrease quantity of Bouncy Castle');
    await passTime(TICK_MS);
    expect(screen.queryByRole('link', { name: 'Bouncy Castle' })).toBeNull();
    fireEvent.click(undoIn(newestToast()));
    await passTime(TICK_MS);
    expect(api.sent().slice(1)).toEqual([
      {
        method: 'POST',
        path: '/api/cart/holds',
        body: { listingId: uuid(33), start: '2026-11-24T07:00:00.000Z', hours: 3, quantity: 1 },
      },
    ]);
    expect(
      within(lineOf('Bouncy Castle')).getByText('Tue 24 Nov, \u206810:00 AM –\u2060 1:00 PM\u2069'),
    ).toBeTruthy();
    expect(heldFor('Bouncy Castle')).toBe('Held for 10:00');
    expect(total()).toBe('BD 75.000');
  });

  it('a slot taken meanwhile says so, and the line stays out', async () => {
    const api = cartServer([cake(), castle()], {
      override: (call) => (call.path === '/api/cart/holds' ? apiError(409, 'SLOT_UNAVAILABLE') : undefined),
    });
    await openCart();
    click('Remove Bouncy Castle');
    await passTime(TICK_MS);
    fireEvent.click(undoIn(newestToast()));
    await passTime(TICK_MS);
    expect(api.sent().map((c) => c.method)).toEqual(['DELETE', 'POST']);
    expect(toastText(newestToast())).toBe('Not enough left for this time slot. Please choose another time.');
    expect(newestToast().getAttribute('role')).toBe('alert');
    expect(screen.queryByRole('link', { name: 'Bouncy Castle' })).toBeNull();
    expect(total()).toBe('BD 9.000');
  });

  it('a cart filled up meanwhile (CART_LIMIT) says so, and the line stays out', async () => {
    const api = cartServer([cake(), balloons()], {
      override: (call) => (call.path === '/api/cart/items' ? apiError(409, 'CART_LIMIT') : undefined),
    });
    await openCart();
    click('Remove Rainbow Cake');
    await passTime(TICK_MS);
    fireEvent.click(undoIn(newestToast()));
    await passTime(TICK_MS);
    expect(api.sent().map((c) => c.method)).toEqual(['DELETE', 'POST']);
    expect(toastText(newestToast())).toBe(
      'Your cart can hold up to 50 items. Check out or remove one to add another.',
    );
    expect(screen.queryByRole('link', { name: 'Rainbow Cake' })).toBeNull();
  });

  it('the bin’s Undo restores the quantity the line had', async () => {
    const api = cartServer([cake(), balloons()]);
    await openCart();
    click('Remove Rainbow Cake');
    await passTime(TICK_MS);
    fireEvent.click(undoIn(newestToast()));
    await passTime(TICK_MS);
    expect(api.sent()[1]).toEqual({
      method: 'POST',
      path: '/api/cart/items',
      body: { listingId: uuid(31), quantity: 2 },
    });
    expect(lineQuantity('Rainbow Cake')).toBe('2');
  });

  it('Undo works after the last line has gone and the empty cart shows', async () => {
    cartServer([balloons()]);
    await openCart();
    click('Decrease quantity of Gold Balloons');
    await passTime(TICK_MS);
    expect(screen.getByRole('heading', { name: 'Your cart is empty' })).toBeTruthy();
    fireEvent.click(undoIn(newestToast()));
    await passTime(TICK_MS);
    expect(lineQuantity('Gold Balloons')).toBe('1');
    expect(total()).toBe('BD 1.250');
  });

  it('in Arabic the action reads تراجع', async () => {
    cartServer([balloons()]);
    await openCart();
    await act(() => setLanguage('ar'));
    const newest = () => {
      const all = screen.getByRole('region', { name: 'الإشعارات' }).children;
      return all[all.length - 1] as HTMLElement;
    };
    try {
      fireEvent.click(screen.getByRole('button', { name: 'تقليل كمية Gold Balloons' }));
      await passTime(TICK_MS);
      expect(toastText(newest())).toBe('تمت إزالة Gold Balloons من السلة');
      fireEvent.click(within(newest()).getByRole('button', { name: 'تراجع' }));
      await passTime(TICK_MS);
      expect(toastText(newest())).toBe('أُعيد Gold Balloons إلى سلتك');
    } finally {
      await act(() => setLanguage('en'));
    }
  });
});

describe('CartPage: shopping for an event', () => {
  const party = {
    id: uuid(70),
    title: "Sara's birthday",
    date: '2026-12-05',
    venueAddressId: null,
    headcount: 45,
    expectedGuests: 40,
  };
  /** A cake that serves 15, two of them; balloons, which guests do not size. */
  const servingCake = () => ({ shop: SUGAR, item: { ...cake().item, servesGuests: 15 } });
  afterEach(() => shopForEvent(null));

  it('says a line serves too few of the guests, and "Make it 3" sets the quantity that serves them all', async () => {
    shopForEvent(party);
    const api = cartServer([servingCake(), balloons()]);
    await openCart();
    expect(screen.getByText("For Sara's birthday: 45 guests")).toBeTruthy();
    expect(within(lineOf('Rainbow Cake')).getByText('Serves 30 of your 45 guests')).toBeTruthy();
    expect(within(lineOf('Gold Balloons')).queryByText(/guests/)).toBeNull();

    click('Change the quantity of Rainbow Cake to 3');
    await passTime(TICK_MS);
    expect(api.sent().map((c) => [c.method, c.path, c.body])).toEqual([
      ['PATCH', `/api/cart/items/${cake().item.id}`, { quantity: 3 }],
    ]);
    expect(lineQuantity('Rainbow Cake')).toBe('3');
    expect(within(lineOf('Rainbow Cake')).getByText('Enough for all 45 guests')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Change the quantity/ })).toBeNull();
  });

  it('in Arabic, with the plural forms of the guests', async () => {
    shopForEvent(party);
    cartServer([servingCake()]);
    await openCart();
    await act(() => setLanguage('ar'));
    try {
      expect(screen.getByText("لمناسبة Sara's birthday: 45 ضيفًا")).toBeTruthy();
      expect(screen.getByText('يكفي 30 من ضيوفك الـ45')).toBeTruthy();
      expect(screen.getByRole('button', { name: 'غيّر كمية Rainbow Cake إلى 3' }).textContent).toBe(
        'اجعلها 3',
      );
    } finally {
      await act(() => setLanguage('en'));
    }
  });

  it('says nothing of guests when not shopping for an event', async () => {
    cartServer([servingCake()]);
    await openCart();
    expect(screen.queryByText(/guests/)).toBeNull();
  });
});
