import type { Cart, CartItem } from '@haflah/contracts';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import TimeSlotDialog from '../../../features/cart/components/TimeSlotDialog';
import { TimeSlotDialogHost } from '../../../features/cart/components/TimeSlotDialogHost';
import { closeTimeSlotDialog } from '../../../features/cart/hooks/useBookTimeSlot';
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
 * A small cart server: GET, PATCH (zero removes), DELETE and PUT …/slot (a time picked again) on its
 * lines, answering the whole cart with the server's time; lapsed holds are kept and left out of the
 * totals, as the server does. `override` can answer a call first (failures).
 */
function cartServer(
  initial: Line[],
  { signedIn = true, override }: { signedIn?: boolean; override?: Handler } = {},
) {
  let lines = [...initial];
  const cart = (): Cart => {
    const live = (item: CartItem) => !item.expiresAt || Date.parse(item.expiresAt) > serverNow();
    const groups: Cart['groups'] = [];
    for (const { shop, item } of lines) {
      let group = groups.find((g) => g.shop.id === shop.id);
      if (!group) {
        group = { shop, items: [], subtotalFils: 0 };
        groups.push(group);
      }
      group.items.push(item);
      if (live(item)) group.subtotalFils += item.totalFils;
    }
    const bought = lines.filter((l) => live(l.item));
    return {
      groups,
      itemCount: bought.reduce((n, l) => n + l.item.quantity, 0),
      totalFils: bought.reduce((n, l) => n + l.item.totalFils, 0),
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
    const [, id, slot] = /^\/api\/cart\/items\/([^/]+)(\/slot)?$/.exec(call.path) ?? [];
    const line = lines.find((l) => l.item.id === id);
    if (!line) return apiError(404, 'NOT_FOUND');
    if (call.method === 'PUT' && slot) {
      const body = call.body as { start: string; hours: number; quantity: number };
      line.item = {
        ...line.item,
        quantity: body.quantity,
        totalFils: body.quantity * body.hours * line.item.unitPriceFils,
        slot: {
          start: body.start,
          end: new Date(Date.parse(body.start) + body.hours * 3_600_000).toISOString(),
          hours: body.hours,
        },
        expiresAt: new Date(serverNow() + 10 * 60_000).toISOString(),
      };
      return { body: cart() };
    }
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
      <TimeSlotDialogHost dialog={TimeSlotDialog} />
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
  act(() => {
    closeSignIn();
    closeTimeSlotDialog();
  });
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
    expect(within(lineOf('Bouncy Castle')).getByTestId('price-line').textContent).toBe(
      '3\u00a0h × \u2068BD\u00a022.000\u2069 = \u2068BD\u00a066.000\u2069',
    );
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
  const notice = (name: string) => within(lineOf(name)).getByTestId('hold-notice');
  const summary = () => screen.getByRole('complementary', { name: 'Summary' });

  it('counts the hold down on the server’s clock and warns once in its last 2 minutes', async () => {
    // Held for 2:30 more by the server's clock; by the device's clock it would be 7:30.
    cartServer([cake(), castle(150_000)]);
    await openCart();
    expect(heldFor('Bouncy Castle')).toBe('Held for 2:30');
    expect(notice('Bouncy Castle').textContent).toBe('');
    expect(notice('Bouncy Castle').getAttribute('aria-live')).toBe('polite');

    await passTime(29_000, 250);
    expect(heldFor('Bouncy Castle')).toBe('Held for 2:01');
    expect(notice('Bouncy Castle').textContent).toBe('');
    await passTime(1_000, 250);
    expect(heldFor('Bouncy Castle')).toBe('Held for 2:00');
    const warning = 'Less than 2 minutes left to check out Bouncy Castle at this time.';
    expect(notice('Bouncy Castle').textContent).toBe(warning);
    // The live region's words stay the same while the seconds run: it is announced once, not each second.
    const seen = new Set<string>();
    for (let i = 0; i < 10; i++) {
      await passTime(10_000, 500);
      seen.add(notice('Bouncy Castle').textContent ?? '');
    }
    expect(heldFor('Bouncy Castle')).toBe('Held for 0:20');
    expect([...seen]).toEqual([warning]);
    // The countdown itself is no live region.
    expect(
      within(lineOf('Bouncy Castle'))
        .getByText(/^Held for /)
        .closest('[aria-live]'),
    ).toBeNull();
  });

  it('a lapsed hold stays, marked expired, out of the total, with Pick a time; never an empty cart', async () => {
    cartServer([cake(), castle(90_000)]);
    await openCart();
    expect(total()).toBe('BD 75.000');
    await passTime(90_000 + TICK_MS, 250);

    expect(screen.getByRole('link', { name: 'Bouncy Castle' })).toBeTruthy();
    expect(within(lineOf('Bouncy Castle')).getByText('Expired')).toBeTruthy();
    expect(within(lineOf('Bouncy Castle')).queryByText(/^Held for/)).toBeNull();
    expect(within(lineOf('Bouncy Castle')).queryByTestId('line-total')).toBeNull();
    expect(notice('Bouncy Castle').textContent).toBe(
      'Bouncy Castle is no longer held for you at this time. Pick a time to book it again.',
    );
    expect(within(lineOf('Bouncy Castle')).queryByRole('button', { name: /quantity/ })).toBeNull();
    expect(
      within(lineOf('Bouncy Castle')).getByRole('button', { name: 'Pick a time for Bouncy Castle' }),
    ).toBeTruthy();
    expect(
      within(lineOf('Bouncy Castle')).getByRole('button', { name: 'Remove Bouncy Castle' }),
    ).toBeTruthy();
    // Out of every total, at once and after the server's answer.
    expect(total()).toBe('BD 9.000');
    expect(screen.getByText('2 items')).toBeTruthy();
    expect(within(shop('Fun Rentals')).getByText('Subtotal').nextSibling?.textContent).toBe('BD 0.000');
    // The server's answer, a moment after the hold lapsed, agrees and says the line is not counted.
    await passTime(1_000 + TICK_MS, 250);
    expect(total()).toBe('BD 9.000');
    expect(
      within(summary()).getByText('1 expired item is not in the total. Pick a time to book it again.'),
    ).toBeTruthy();
    expect(within(summary()).queryByText(/Reserved time slots are held/)).toBeNull();
    expect(screen.getAllByRole('link', { name: 'Checkout' }).length).toBeGreaterThan(0);
  });

  it('Pick a time opens the time-slot dialog on the same slot, and Reserve holds that line again', async () => {
    const api = cartServer([cake(), castle(30_000)], {
      override: (call) =>
        call.path.startsWith('/api/availability?')
          ? { body: { availableQuantity: 1, maxCapacity: 1, currentBookings: 0, currentHolds: 0 } }
          : undefined,
    });
    await openCart();
    await passTime(30_000 + 1_000 + TICK_MS, 250);
    fireEvent.click(screen.getByRole('button', { name: 'Pick a time for Bouncy Castle' }));
    await passTime(TICK_MS);
    const dialog = screen.getByRole('dialog', { name: 'Book Bouncy Castle' });
    expect(within(dialog).getByRole('radio', { name: 'Tomorrow 24 Nov' }).getAttribute('aria-checked')).toBe(
      'true',
    );
    expect(within(dialog).getByRole('button', { name: '10:00 AM' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect((within(dialog).getByRole('combobox', { name: 'Duration' }) as HTMLSelectElement).value).toBe('3');
    await passTime(900, 50);
    expect(within(dialog).getByText('1 available for this time')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reserve' }));
    await passTime(TICK_MS);
    expect(api.sent().map((c) => [c.method, c.path, c.body])).toEqual([
      [
        'PUT',
        `/api/cart/items/${uuid(23)}/slot`,
        { start: '2026-11-24T07:00:00.000Z', hours: 3, quantity: 1 },
      ],
    ]);
    await passTime(400, 50);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(within(lineOf('Bouncy Castle')).queryByText('Expired')).toBeNull();
    expect(heldFor('Bouncy Castle')).toBe('Held for 10:00');
    expect(total()).toBe('BD 75.000');
  });

  it('with only expired lines: the lines, no Checkout, and what to do', async () => {
    cartServer([castle(-60_000)]);
    await openCart();
    expect(screen.queryByRole('heading', { name: 'Your cart is empty' })).toBeNull();
    expect(within(lineOf('Bouncy Castle')).getByText('Expired')).toBeTruthy();
    expect(total()).toBe('BD 0.000');
    expect(screen.queryByRole('link', { name: 'Checkout' })).toBeNull();
    expect(screen.queryByTestId('sticky-action-bar')).toBeNull();
    expect(
      within(summary()).getByText(
        'The time held for your item has expired. Pick a time to book it again, then check out.',
      ),
    ).toBeTruthy();
  });

  it('in Arabic: the warning, the expired line and its Pick a time', async () => {
    cartServer([castle(100_000)]);
    await openCart();
    await act(() => setLanguage('ar'));
    try {
      expect(notice('Bouncy Castle').textContent).toBe(
        'بقي أقل من دقيقتين لإتمام طلب Bouncy Castle في هذا الموعد.',
      );
      await passTime(100_000 + TICK_MS, 250);
      expect(within(lineOf('Bouncy Castle')).getByText('انتهى الحجز')).toBeTruthy();
      expect(notice('Bouncy Castle').textContent).toBe(
        'لم يعد Bouncy Castle محجوزًا لك في هذا الموعد. اختر وقتًا لحجزه مجددًا.',
      );
      expect(screen.getByRole('button', { name: 'اختر وقتًا لـ Bouncy Castle' }).textContent).toBe(
        'اختر وقتًا',
      );
    } finally {
      await act(() => setLanguage('en'));
    }
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
    expect(within(lineOf('Bouncy Castle')).getByText('Expired')).toBeTruthy();
    expect(within(shop('Fun Rentals')).getByText('Subtotal').nextSibling?.textContent).toBe('BD 15.000');
    expect(total()).toBe('BD 16.250');
    expect(heldFor('Popcorn Machine')).toBe('Held for 1:00');

    await passTime(30_000, 250);
    expect(heldFor('Popcorn Machine')).toBe('Held for 0:30');
    await passTime(30_000 + TICK_MS, 250);
    expect(within(lineOf('Popcorn Machine')).getByText('Expired')).toBeTruthy();
    expect(total()).toBe('BD 1.250');
    await passTime(1_000 + TICK_MS, 250);
    expect(
      within(summary()).getByText('2 expired items are not in the total. Pick a time to book them again.'),
    ).toBeTruthy();
  });

  it('shows the booking’s price worked out: hours × rate × quantity = total', async () => {
    const two = { ...castle().item, quantity: 2, totalFils: 132_000 };
    cartServer([
      { shop: FUN, item: two },
      { shop: FUN, item: hold(4, 'Popcorn Machine', 60_000, 5_000) },
    ]);
    await openCart();
    expect(within(lineOf('Bouncy Castle')).getByTestId('price-line').textContent).toBe(
      '3\u00a0h × \u2068BD\u00a022.000\u2069 × 2 = \u2068BD\u00a0132.000\u2069',
    );
    expect(within(lineOf('Popcorn Machine')).getByTestId('price-line').textContent).toBe(
      '3\u00a0h × \u2068BD\u00a05.000\u2069 = \u2068BD\u00a015.000\u2069',
    );
    await act(() => setLanguage('ar'));
    try {
      expect(within(lineOf('Bouncy Castle')).getByTestId('price-line').textContent).toBe(
        '3\u00a0س × \u206822.000\u00a0د.ب\u2069 × 2 = \u2068132.000\u00a0د.ب\u2069',
      );
      expect(within(lineOf('Popcorn Machine')).queryByText('انتهى الحجز')).toBeNull();
    } finally {
      await act(() => setLanguage('en'));
    }
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
