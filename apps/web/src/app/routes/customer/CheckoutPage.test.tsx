import type { CheckoutPreview, PaymentMethod, PlaceOrderRequest } from '@haflah/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { getShoppingFor, type ShoppingFor, shopForEvent } from '../../../features/events/utils/shopping-for';
import { setLanguage } from '../../../lib/i18n';
import { customerUser } from '../../../test/fixtures';
import { apiError, type MockCall, type MockReply, mockFetch } from '../../../test/mock-fetch';
import {
  address,
  card,
  preview as makePreview,
  orderSummary,
  SERVER_TIME,
  uuid,
} from '../../../test/order-fixtures';
import { renderApp } from '../../../test/utils';
import { invalidateFor } from '../../realtime';
import CheckoutPage from './CheckoutPage';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

type Handler = (call: MockCall) => MockReply | undefined;

/**
 * The checkout's server: the preview (replaceable, as a refusal changes it), two addresses (the second
 * the default), a default card, and placing answered by `place` (201 with two orders by default).
 */
function checkoutServer({
  signedIn = true,
  preview = makePreview(),
  methods = [card(1, { isDefault: true }), card(2, { brand: 'mastercard', last4: '4444' })],
  place,
}: {
  signedIn?: boolean;
  preview?: CheckoutPreview;
  methods?: PaymentMethod[];
  place?: Handler;
} = {}) {
  const state = { preview, methods };
  const mock = mockFetch((call) => {
    if (call.path === '/api/auth/session') return { body: { user: signedIn ? customerUser : null } };
    if (call.path === '/api/checkout' && call.method === 'GET') return { body: state.preview };
    if (call.path === '/api/addresses') {
      return {
        body: {
          addresses: [
            address(2, { labelKind: 'venue', area: 'Budaiya', isDefault: true }),
            address(1, { labelKind: 'home' }),
          ],
        },
      };
    }
    if (call.path === '/api/payment-methods') return { body: { methods: state.methods, testMode: true } };
    if (call.path === '/api/payment-methods/cards') {
      state.methods = [...state.methods, card(9, { brand: 'amex', last4: '0005' })];
      return { status: 201, body: { methods: state.methods, testMode: true } };
    }
    if (call.path === '/api/checkout' && call.method === 'POST') {
      const own = place?.(call);
      if (own) return own;
      return {
        status: 201,
        body: {
          checkoutId: uuid(900),
          orders: [orderSummary(1), orderSummary(2)],
          totals: state.preview.totals,
        },
      };
    }
    return apiError(404, 'NOT_FOUND');
  });
  return {
    ...mock,
    state,
    placed: () => mock.calls.filter((c) => c.path === '/api/checkout' && c.method === 'POST'),
    bodies: () =>
      mock.calls
        .filter((c) => c.path === '/api/checkout' && c.method === 'POST')
        .map((c) => c.body as PlaceOrderRequest),
  };
}

function renderCheckout() {
  return renderApp(
    <Routes>
      <Route path="/checkout" element={<CheckoutPage />} />
      <Route path="/orders" element={<p>the orders list</p>} />
      <Route path="/orders/:id" element={<p>an order's page</p>} />
      <Route path="/orders/placed/:checkoutId" element={<p>the order placed screen</p>} />
    </Routes>,
    { path: '/checkout' },
  );
}

/** The Place order button, once it can be pressed (the addresses and payment methods are in). */
async function placeButton() {
  const button = (await screen.findByRole('button', { name: /^Place order ·/ })) as HTMLButtonElement;
  await waitFor(() => expect(button.disabled).toBe(false));
  return button;
}
const radio = (group: string, name: string | RegExp) =>
  within(screen.getByRole('radiogroup', { name: group })).getByRole('radio', { name });

afterEach(() => act(() => setLanguage('en')));

describe('CheckoutPage', () => {
  it('asks a signed-out visitor to sign in, and asks the server for nothing', async () => {
    const { calls } = checkoutServer({ signedIn: false });
    renderCheckout();
    await screen.findByRole('heading', { name: 'Sign in to check out' });
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeTruthy();
    expect(calls.some((c) => c.path.startsWith('/api/checkout'))).toBe(false);
    expect(document.title).toBe('Checkout · Haflah');
  });

  it("shows each shop's items and the server's figures, as they are, with the VAT included", async () => {
    checkoutServer();
    renderCheckout();
    await placeButton();
    const bakery = screen.getByRole('region', { name: 'From Shop 1' });
    expect(within(bakery).getByText('Cake 1')).toBeTruthy();
    expect(within(bakery).getByText('2 × BD 18.500')).toBeTruthy();
    expect(within(bakery).getByText('Delivery fee').nextElementSibling?.textContent).toBe('BD 1.000');
    expect(within(bakery).getByText('Order total').nextElementSibling?.textContent).toBe('BD 38.000');
    expect(within(bakery).getByText('Includes VAT (10%)').nextElementSibling?.textContent).toBe('BD 3.455');

    // A booking: its day, start (Bahrain time) and length; bookings only are not delivered.
    const entertainer = screen.getByRole('region', { name: 'From Shop 2' });
    expect(within(entertainer).getByText('Sat 28 Nov at 6:00 PM, for 3 hours')).toBeTruthy();
    expect(within(entertainer).queryByText('Delivery fee')).toBeNull();

    const summary = screen.getByRole('complementary', { name: 'Summary' });
    expect(within(summary).getByText('2 orders, one per shop')).toBeTruthy();
    expect(within(summary).getByTestId('checkout-totals-total').textContent).toBe('BD 104.000');
    expect(within(summary).getByText('Includes VAT (10%)').nextElementSibling?.textContent).toBe('BD 9.455');
    expect((await placeButton()).textContent).toBe('Place order · BD 104.000');
  });

  it('says "Free delivery" for a shop that charges none', async () => {
    const preview = makePreview();
    const [bakery] = preview.orders;
    if (!bakery) throw new Error('fixture');
    bakery.totals = {
      subtotalFils: 37_000,
      deliveryFeeFils: 0,
      discountFils: 0,
      vatFils: 3_364,
      totalFils: 37_000,
    };
    checkoutServer({ preview });
    renderCheckout();
    await placeButton();
    const shop = screen.getByRole('region', { name: 'From Shop 1' });
    expect(within(shop).getByText('Delivery fee').nextElementSibling?.textContent).toBe('Free delivery');
  });

  it('preselects the default address and card and the first open window, and places with what was shown', async () => {
    const server = checkoutServer();
    renderCheckout();
    await placeButton();
    expect((radio('Delivery address', /^Venue/) as HTMLInputElement).checked).toBe(true);
    expect((radio('Payment', /Visa •••• 4242/) as HTMLInputElement).checked).toBe(true);
    expect(radio('Time window', /3:00.PM.*6:00.PM/).getAttribute('aria-checked')).toBe('true');

    // The customer changes each: another address, tomorrow 09:00–12:00, cash on delivery.
    fireEvent.click(radio('Delivery address', /^Home/));
    fireEvent.click(radio('Day', /Tomorrow/));
    fireEvent.click(radio('Time window', /9:00.AM.*12:00.PM/));
    fireEvent.click(radio('Payment', /Cash on delivery/));
    fireEvent.click(await placeButton());

    await screen.findByText('the order placed screen');
    const [call] = server.placed();
    const body = call?.body as PlaceOrderRequest;
    expect(body.idempotencyKey).toMatch(UUID);
    expect(body).toEqual({
      idempotencyKey: body.idempotencyKey,
      lineIds: [uuid(101), uuid(102)],
      addressId: uuid(401),
      delivery: { date: '2026-11-25', window: '09-12' },
      payment: { type: 'cash' },
      expectedTotalFils: 104_000,
      expectedPricesDigest: 'a'.repeat(64),
    });
  });

  it('goes to the order placed screen, and pays with the saved card chosen', async () => {
    const server = checkoutServer({
      place: () => ({
        status: 201,
        body: { checkoutId: uuid(900), orders: [orderSummary(7)], totals: makePreview().totals },
      }),
    });
    renderCheckout();
    await placeButton();
    fireEvent.click(radio('Payment', /Mastercard •••• 4444/));
    fireEvent.click(await placeButton());
    await screen.findByText('the order placed screen');
    expect(server.bodies()[0]?.payment).toEqual({
      type: 'saved',
      methodId: uuid(502),
    });
  });

  it('adds a card in place and chooses it, placing nothing meanwhile', async () => {
    const server = checkoutServer();
    renderCheckout();
    await placeButton();
    fireEvent.click(screen.getByRole('button', { name: 'Add card' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a card' });
    const fill = (label: string, value: string) =>
      fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
    fill('Card number', '3782 822463 10005');
    fill('Expiry date', '03/29');
    fill('Security code', '1234');
    fill('Name on card', 'Noor Ali');
    // The sheet's submit must not reach the checkout's own form (React events cross portals).
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save card' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect((radio('Payment', /Amex •••• 0005/) as HTMLInputElement).checked).toBe(true));
    expect(server.placed()).toEqual([]);
  });

  it('keeps showing what is being placed when the emptied cart is announced before the answer', async () => {
    let answer: (reply: MockReply) => void = () => {};
    const server = checkoutServer({
      place: () => undefined,
    });
    const { fn } = server;
    const original = fn.getMockImplementation();
    fn.mockImplementation(async (input, init) => {
      if (String(input) === '/api/checkout' && init?.method === 'POST') {
        const reply = await new Promise<MockReply>((resolve) => {
          answer = resolve;
        });
        return new Response(JSON.stringify(reply.body), { status: reply.status });
      }
      return (original as typeof fetch)(input, init);
    });
    const { queryClient } = renderCheckout();
    fireEvent.click(await placeButton());
    // The cart emptied (realtime cart.changed) while the answer is still on its way.
    server.state.preview = makePreview({ orders: [], lineIds: [], needsDelivery: false, deliveryDays: [] });
    await act(async () => {
      await invalidateFor(queryClient, { type: 'cart.changed' });
    });
    expect(screen.queryByRole('heading', { name: 'Your cart is empty' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Placing your order…' })).toBeTruthy();
    act(() =>
      answer({
        status: 201,
        body: { checkoutId: uuid(900), orders: [orderSummary(7)], totals: makePreview().totals },
      }),
    );
    await screen.findByText('the order placed screen');
  });

  it('says a declined card in place, keeps every choice, and tries again with a new key', async () => {
    let refuse = true;
    const server = checkoutServer({
      place: () => (refuse ? apiError(402, 'PAYMENT_DECLINED') : undefined),
    });
    renderCheckout();
    await placeButton();
    fireEvent.click(radio('Delivery address', /^Home/));
    fireEvent.click(radio('Time window', /6:00.PM.*9:00.PM/));
    fireEvent.click(radio('Payment', /Mastercard/));
    fireEvent.click(await placeButton());

    const [alert] = await screen.findAllByRole('alert');
    expect(alert?.textContent).toBe('Your payment was declined. Try another payment method.');
    // Still on checkout, with everything as the customer chose it.
    expect((radio('Delivery address', /^Home/) as HTMLInputElement).checked).toBe(true);
    expect(radio('Time window', /6:00.PM.*9:00.PM/).getAttribute('aria-checked')).toBe('true');
    expect((radio('Payment', /Mastercard/) as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByText('the order placed screen')).toBeNull();

    refuse = false;
    fireEvent.click(radio('Payment', /Visa/));
    fireEvent.click(await placeButton());
    await screen.findByText('the order placed screen');
    const [first, second] = server.bodies();
    expect(second?.idempotencyKey).not.toBe(first?.idempotencyKey);
    expect(second?.addressId).toBe(uuid(401));
    expect(second?.delivery).toEqual({ date: '2026-11-24', window: '18-21' });
  });

  it('sends the same key again after the network lost the answer', async () => {
    let lose = true;
    const server = checkoutServer({
      place: () => {
        if (lose) throw new TypeError('Failed to fetch');
        return undefined;
      },
    });
    renderCheckout();
    fireEvent.click(await placeButton());
    expect((await screen.findAllByRole('alert'))[0]?.textContent).toBe(
      'Could not reach the server. Check your connection',
    );
    lose = false;
    fireEvent.click(await placeButton());
    await screen.findByText('the order placed screen');
    const [first, second] = server.bodies();
    expect(second?.idempotencyKey).toBe(first?.idempotencyKey);
  });

  it('shows the new figures when the prices changed, and sends the new total next', async () => {
    const server = checkoutServer({
      place: (call) =>
        (call.body as PlaceOrderRequest).expectedTotalFils === 104_000
          ? apiError(409, 'PRICE_CHANGED')
          : undefined,
    });
    renderCheckout();
    await placeButton();
    server.state.preview = makePreview({
      totals: {
        subtotalFils: 105_000,
        deliveryFeeFils: 1_000,
        discountFils: 0,
        vatFils: 9_636,
        totalFils: 106_000,
      },
    });
    fireEvent.click(await placeButton());
    expect((await screen.findAllByRole('alert'))[0]?.textContent).toBe(
      'Prices changed since this page loaded. Please check the new total.',
    );
    await waitFor(() => expect(screen.getByTestId('checkout-totals-total').textContent).toBe('BD 106.000'));
    fireEvent.click(await placeButton());
    await screen.findByText('the order placed screen');
    expect(server.bodies()[1]?.expectedTotalFils).toBe(106_000);
  });

  it('a line repriced with the total unchanged is refused too: the new prices are shown and sent next', async () => {
    const server = checkoutServer({
      place: (call) =>
        (call.body as PlaceOrderRequest).expectedPricesDigest === 'a'.repeat(64)
          ? apiError(409, 'PRICE_CHANGED')
          : undefined,
    });
    renderCheckout();
    await placeButton();
    server.state.preview = makePreview({ pricesDigest: 'b'.repeat(64) });
    fireEvent.click(await placeButton());
    expect((await screen.findAllByRole('alert'))[0]?.textContent).toBe(
      'Prices changed since this page loaded. Please check the new total.',
    );
    await waitFor(() => expect(server.bodies()).toHaveLength(1));
    fireEvent.click(await placeButton());
    await screen.findByText('the order placed screen');
    expect(server.bodies().map((b) => [b.expectedTotalFils, b.expectedPricesDigest])).toEqual([
      [104_000, 'a'.repeat(64)],
      [104_000, 'b'.repeat(64)],
    ]);
  });

  it('shows the hold countdown while a time slot is reserved', async () => {
    checkoutServer({
      preview: makePreview({
        holdsExpireAt: new Date(Date.parse(SERVER_TIME) + 9 * 60_000).toISOString(),
      }),
    });
    renderCheckout();
    await placeButton();
    expect(screen.getByTestId('hold-notice').textContent).toMatch(
      /^Your reserved time slots are held for (9:00|8:59)$/,
    );
  });

  it('on a phone, keeps the total and Place order in a bar at the bottom, which places too', async () => {
    const server = checkoutServer();
    renderCheckout();
    await placeButton();
    const bar = screen.getByRole('region', { name: 'Place your order' });
    expect(bar.textContent).toBe('Total to payBD 104.000Place order');
    const button = within(bar).getByRole('button', { name: 'Place order' });
    fireEvent.click(button);
    await screen.findByText('the order placed screen');
    expect(server.placed()).toHaveLength(1);
  });

  it('sends a note to each shop, counted as it is typed, and no empty ones', async () => {
    const server = checkoutServer();
    renderCheckout();
    await placeButton();
    const note = screen.getByRole('textbox', { name: 'Note for Shop 1 (optional)' }) as HTMLTextAreaElement;
    expect(note.maxLength).toBe(200);
    expect(screen.getByRole('textbox', { name: 'Note for Shop 2 (optional)' })).toBeTruthy();
    const [count] = screen.getAllByTestId('note-count');
    expect(count?.textContent).toBe('0/2000 of 200 characters');
    fireEvent.change(note, { target: { value: '  Happy 30th, Sara!' } });
    expect(count?.textContent).toBe('19/20019 of 200 characters');
    expect(note.getAttribute('aria-describedby')?.split(' ')).toContain(count?.id);
    fireEvent.click(await placeButton());
    await screen.findByText('the order placed screen');
    expect(server.bodies()[0]?.notes).toEqual([{ shopId: uuid(301), note: 'Happy 30th, Sara!' }]);
  });

  it('clears a declined card’s error when another way to pay is chosen', async () => {
    checkoutServer({ place: () => apiError(402, 'PAYMENT_DECLINED') });
    renderCheckout();
    fireEvent.click(await placeButton());
    const [alert] = await screen.findAllByRole('alert');
    expect(alert?.textContent).toBe('Your payment was declined. Try another payment method.');
    // The declined card stays chosen beside its error, even once it is no longer the default.
    expect((radio('Payment', /Visa •••• 4242/) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(radio('Payment', /Cash on delivery/));
    await waitFor(() => expect(screen.queryAllByRole('alert').map((a) => a.textContent)).toEqual([]));
  });

  it('pays once with a new card when "Save this card" is unticked: nothing is saved', async () => {
    const server = checkoutServer();
    renderCheckout();
    await placeButton();
    fireEvent.click(screen.getByRole('button', { name: 'Add card' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a card' });
    const fill = (label: string, value: string) =>
      fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
    fill('Card number', '4000 0000 0000 0002');
    fill('Expiry date', '03/29');
    fill('Security code', '123');
    fill('Name on card', 'Noor Ali');
    const save = within(dialog).getByRole('checkbox', { name: 'Save this card for next time' });
    expect((save as HTMLInputElement).checked).toBe(true);
    fireEvent.click(save);
    // Not saved, so not a default either: only what unticking means is said.
    expect(within(dialog).queryByRole('checkbox', { name: /default/ })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Use this card' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const once = radio('Payment', /For this order only/) as HTMLInputElement;
    expect(once.checked).toBe(true);
    expect(once.closest('label')?.textContent).toContain('Visa •••• 0002');
    fireEvent.click(await placeButton());
    await screen.findByText('the order placed screen');
    expect(server.bodies()[0]?.payment).toEqual({
      type: 'once',
      card: { number: '4000000000000002', expMonth: 3, expYear: 2029, cvc: '123', holderName: 'Noor Ali' },
    });
    expect(server.calls.some((c) => c.path === '/api/payment-methods/cards')).toBe(false);
  });

  it('has nothing to place with an empty cart', async () => {
    checkoutServer({
      preview: makePreview({ orders: [], lineIds: [], needsDelivery: false, deliveryDays: [] }),
    });
    renderCheckout();
    await screen.findByRole('heading', { name: 'Your cart is empty' });
    expect(screen.queryByRole('button', { name: /^Place order ·/ })).toBeNull();
  });

  it('in Arabic, shows the windows as Bahrain clock times with Latin digits', async () => {
    act(() => setLanguage('ar'));
    checkoutServer();
    renderCheckout();
    await screen.findByRole('button', { name: /^تأكيد الطلب ·/ });
    const windows = within(screen.getByRole('radiogroup', { name: 'الفترة' })).getAllByRole('radio');
    // Bahrain clock times, each range isolated and held on one line (lib/format.ts).
    const plain = (s: string | null) => s?.replace(/[\u2068\u2069\u2060]/g, '').replace(/\u00a0/g, ' ');
    expect(windows.map((w) => plain(w.textContent))).toEqual(['3:00 م – 6:00 م', '6:00 م – 9:00 م']);
    expect(screen.getByTestId('checkout-totals-total').textContent).toBe('104.000 د.ب');
  });
});

describe('CheckoutPage while shopping for an event', () => {
  const event: ShoppingFor = {
    id: uuid(700),
    title: "Sara's birthday",
    date: '2026-12-05',
    venueAddressId: uuid(401),
    headcount: 12,
    expectedGuests: 40,
  };
  afterEach(() => act(() => shopForEvent(null)));

  it('says which event, preselects its venue when it is a saved address, and places for it', async () => {
    shopForEvent(event);
    const server = checkoutServer();
    renderCheckout();
    await placeButton();
    expect(screen.getByText("For: Sara's birthday")).toBeTruthy();
    expect((radio('Delivery address', /^Home/) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(await placeButton());
    await screen.findByText('the order placed screen');
    expect(server.bodies()[0]).toMatchObject({ addressId: uuid(401), eventId: uuid(700) });
    expect(getShoppingFor()).toBeNull();
  });

  it('keeps the address the customer chose over the venue', async () => {
    shopForEvent(event);
    const server = checkoutServer();
    renderCheckout();
    await placeButton();
    fireEvent.click(radio('Delivery address', /^Venue/));
    fireEvent.click(await placeButton());
    await screen.findByText('the order placed screen');
    expect(server.bodies()[0]?.addressId).toBe(uuid(402));
  });

  it('preselects the default address when the venue is not a saved address', async () => {
    shopForEvent({ ...event, venueAddressId: uuid(499) });
    checkoutServer();
    renderCheckout();
    await placeButton();
    expect((radio('Delivery address', /^Venue/) as HTMLInputElement).checked).toBe(true);
  });

  it('"Not for this event" stops shopping for it: the default address again, and no event sent', async () => {
    shopForEvent(event);
    const server = checkoutServer();
    renderCheckout();
    await placeButton();
    fireEvent.click(screen.getByRole('button', { name: 'Not for this event' }));
    expect(screen.queryByText(/^For:/)).toBeNull();
    expect(getShoppingFor()).toBeNull();
    // The button went with the banner: focus is on the address section, and a toast says why.
    expect(document.activeElement).toBe(screen.getByRole('region', { name: 'Delivery address' }));
    expect(screen.getByText("No longer shopping for Sara's birthday")).toBeTruthy();
    expect((radio('Delivery address', /^Venue/) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(await placeButton());
    await screen.findByText('the order placed screen');
    expect(server.bodies()[0]?.eventId).toBeUndefined();
  });

  it('delivers by the event’s day: that day first, and no later day offered', async () => {
    shopForEvent({ ...event, date: '2026-11-24' });
    const server = checkoutServer();
    renderCheckout();
    await placeButton();
    expect(screen.getByText('For your event: delivered on or before its day.')).toBeTruthy();
    const days = within(screen.getByRole('radiogroup', { name: 'Day' })).getAllByRole('radio');
    expect(days).toHaveLength(1);
    expect(days[0]?.getAttribute('aria-checked')).toBe('true');
    fireEvent.click(await placeButton());
    await screen.findByText('the order placed screen');
    expect(server.bodies()[0]?.delivery).toEqual({ date: '2026-11-24', window: '15-18' });
  });

  it('preselects the event’s own day when later days are open too', async () => {
    shopForEvent({ ...event, date: '2026-11-25' });
    checkoutServer();
    renderCheckout();
    await placeButton();
    expect(radio('Day', /Tomorrow/).getAttribute('aria-checked')).toBe('true');
    expect(radio('Day', /Today/).getAttribute('aria-checked')).toBe('false');
  });

  it('says so when no delivery day is open before the event', async () => {
    shopForEvent({ ...event, date: '2026-11-23' });
    checkoutServer();
    renderCheckout();
    expect(
      await screen.findByText(
        'No delivery times are open before your event’s day. Please try again later, or shop without the event.',
      ),
    ).toBeTruthy();
  });

  it('says it in Arabic', async () => {
    act(() => setLanguage('ar'));
    shopForEvent(event);
    checkoutServer();
    renderCheckout();
    await screen.findByRole('button', { name: /^تأكيد الطلب ·/ });
    expect(screen.getByText("لمناسبة: Sara's birthday")).toBeTruthy();
    expect(screen.getByRole('button', { name: 'ليس لهذه المناسبة' })).toBeTruthy();
  });
});
