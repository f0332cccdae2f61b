import type { DriverDeliveries } from '@haflah/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18n from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  dashboardOf,
  deliveriesOf,
  deliveryOf,
  driverRecord,
  offerOf,
  serveDriver,
} from '../../../features/driver/test/driver-fixtures';
import { apiError, type MockCall, type MockReply } from '../../../test/mock-fetch';
import { renderApp, toastRegion } from '../../../test/utils';
import DeliveriesPage from './DeliveriesPage';

afterEach(async () => {
  vi.unstubAllGlobals();
  await act(() => i18n.changeLanguage('en'));
});

const LOADING = { timeout: 5000 };
const DELIVERY = deliveryOf().id;

/** Serves the lists (`lists()` at each read), the dashboard, and the actions (`act`), a photo upload too. */
function serve(
  lists: () => DriverDeliveries | MockReply,
  action: (call: MockCall) => MockReply | undefined = () => undefined,
  dashboard = dashboardOf(),
) {
  const served = serveDriver((call) => {
    if (call.path === '/api/driver/deliveries') {
      const l = lists();
      return 'offers' in l ? { body: l } : l;
    }
    if (call.path === '/api/driver/dashboard') return { body: dashboard };
    return action(call);
  });
  // The mock reads JSON bodies; a photo is a form.
  const inner = served.fn;
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
    inner(input, init?.body instanceof FormData ? { ...init, body: undefined } : init),
  );
  return served;
}

const card = (name: RegExp | string) => screen.getByRole('article', { name }) as HTMLElement;

describe('offers', () => {
  it('come first, with the shop, the area, items, fee, cash and the time left', async () => {
    serve(() => deliveriesOf({ offers: [offerOf()], active: [deliveryOf()] }));
    renderApp(<DeliveriesPage />, { path: '/driver/deliveries' });
    const offer = await waitFor(() => card('Sugar Pearl'), LOADING);
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual(['Offers1', 'In hand1', 'Finished today']);
    expect(within(offer).getByText('Juffair')).toBeTruthy();
    expect(within(offer).getByText('3 items')).toBeTruthy();
    expect(within(offer).getByText('BD 1.500')).toBeTruthy();
    expect(within(offer).getByText('BD 12.500')).toBeTruthy();
    // The countdown is text, not only a ring.
    expect(within(offer).getByRole('timer').textContent).toMatch(/^0:4[3-5] left to answer$/);
    // Before accepting, nothing of the customer.
    expect(within(offer).queryByText('Mariam')).toBeNull();
  });

  it('Accept takes it (POST …/accept)', async () => {
    let taken = false;
    const { calls } = serve(
      () => (taken ? deliveriesOf({ active: [deliveryOf()] }) : deliveriesOf({ offers: [offerOf()] })),
      (call) => {
        if (call.method === 'POST' && call.path === `/api/driver/deliveries/${DELIVERY}/accept`) {
          taken = true;
          return { body: deliveryOf() };
        }
      },
    );
    renderApp(<DeliveriesPage />, { path: '/driver/deliveries' });
    const offer = await waitFor(() => card('Sugar Pearl'), LOADING);
    fireEvent.click(within(offer).getByRole('button', { name: 'Accept' }));
    await waitFor(() => within(toastRegion()).getByText('Delivery accepted. Head to the shop.'), LOADING);
    await waitFor(() => card('Order #1042'), LOADING);
    expect(calls.filter((c) => c.path.endsWith('/accept'))).toHaveLength(1);
  });

  it('another driver first: says so at once, and the card goes', async () => {
    serve(
      () => deliveriesOf({ offers: [offerOf()] }),
      (call) => (call.path.endsWith('/accept') ? apiError(409, 'DELIVERY_TAKEN') : undefined),
    );
    renderApp(<DeliveriesPage />, { path: '/driver/deliveries' });
    const offer = await waitFor(() => card('Sugar Pearl'), LOADING);
    fireEvent.click(within(offer).getByRole('button', { name: 'Accept' }));
    await waitFor(() => within(toastRegion()).getByText('Another driver took this delivery first.'), LOADING);
    // Gone, even though the list read again still has it (the server's expiry sweep has not run yet).
    expect(screen.queryByRole('article', { name: 'Sugar Pearl' })).toBeNull();
  });

  it('Decline answers it (POST …/decline) and the card goes', async () => {
    // The server answers 204; the mock's Response cannot carry a 204 with a body, so an empty 200 here.
    let declined = false;
    const { calls } = serve(
      () => deliveriesOf({ offers: declined ? [] : [offerOf()] }),
      (call) => {
        if (!call.path.endsWith('/decline')) return undefined;
        declined = true;
        return { body: null };
      },
    );
    renderApp(<DeliveriesPage />, { path: '/driver/deliveries' });
    const offer = await waitFor(() => card('Sugar Pearl'), LOADING);
    fireEvent.click(within(offer).getByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Sugar Pearl' })).toBeNull(), LOADING);
    expect(calls.some((c) => c.method === 'POST' && c.path.endsWith('/decline'))).toBe(true);
    expect(screen.getByText('No offers right now')).toBeTruthy();
  });

  it('an expired offer can no longer be answered', async () => {
    serve(() =>
      deliveriesOf({ offers: [offerOf({ expiresAt: new Date(Date.now() - 1000).toISOString() })] }),
    );
    renderApp(<DeliveriesPage />, { path: '/driver/deliveries' });
    const offer = await waitFor(() => card('Sugar Pearl'), LOADING);
    expect(within(offer).getAllByText('This offer expired').length).toBeGreaterThan(0);
    expect(within(offer).queryByRole('button', { name: 'Accept' })).toBeNull();
  });
});

describe('the screen’s states', () => {
  it('offline, nothing in hand, nothing today: says so, with the way to go online', async () => {
    serve(() => deliveriesOf(), undefined, dashboardOf({ driver: driverRecord({ status: 'offline' }) }));
    renderApp(<DeliveriesPage />, { path: '/driver/deliveries' });
    await waitFor(() => screen.getByText('Go online on the dashboard to receive offers.'), LOADING);
    expect(screen.getByRole('link', { name: 'Go to the dashboard' }).getAttribute('href')).toBe('/driver');
    expect(screen.getByText('Nothing in hand')).toBeTruthy();
    expect(screen.getByText('No deliveries finished today yet.')).toBeTruthy();
  });

  it('loading, then a failure with Try again', async () => {
    let fail = true;
    serve(() => (fail ? apiError(500, 'INTERNAL') : deliveriesOf()));
    renderApp(<DeliveriesPage />, { path: '/driver/deliveries' });
    expect(screen.getByText('Loading your deliveries…')).toBeTruthy();
    await waitFor(() => screen.getByText("We couldn't load your deliveries."), LOADING);
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: /try again/i }));
    await waitFor(() => screen.getByText('No offers right now'), LOADING);
  });

  it('lists today’s finished deliveries with their fee', async () => {
    serve(() =>
      deliveriesOf({
        today: [deliveryOf({ status: 'delivered', deliveredAt: '2026-11-26T10:30:00.000Z', proof: 'photo' })],
      }),
    );
    renderApp(<DeliveriesPage />, { path: '/driver/deliveries' });
    await waitFor(() => screen.getByText(/Order #1042 · Sugar Pearl/), LOADING);
    expect(screen.getByText('Delivered at 1:30 PM · photo at the door')).toBeTruthy();
  });
});

describe('a delivery in hand', () => {
  it('shows the shop and the customer, Directions to the pin, Call, the cash; Picked up moves it', async () => {
    const { calls } = serve(
      () => deliveriesOf({ active: [deliveryOf()] }),
      (call) => (call.path.endsWith('/pickup') ? { body: deliveryOf({ status: 'picked_up' }) } : undefined),
    );
    renderApp(<DeliveriesPage />, { path: '/driver/deliveries' });
    const item = await waitFor(() => card('Order #1042'), LOADING);
    expect(within(item).getByText('Mariam')).toBeTruthy();
    expect(within(item).getByText('+973 3600 1234')).toBeTruthy();
    expect(within(item).getByText('Flat 12, Building 1290, Road 4112, Block 341, Juffair')).toBeTruthy();
    expect(within(item).getByRole('link', { name: 'Directions' }).getAttribute('href')).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=26.2125,50.6065',
    );
    expect(within(item).getByRole('link', { name: 'Call' }).getAttribute('href')).toBe('tel:+97336001234');
    expect(within(item).getByText('BD 12.500')).toBeTruthy();
    fireEvent.click(within(item).getByRole('button', { name: 'Picked up' }));
    await waitFor(() =>
      expect(calls.some((c) => c.path === `/api/driver/deliveries/${DELIVERY}/pickup`)).toBe(true),
    );
    await waitFor(() => within(toastRegion()).getByText(/Picked up\. The customer can see/), LOADING);
  });
});

describe('Delivered: the proof and the cash', () => {
  const pickedUp = deliveryOf({ status: 'picked_up', pickedUpAt: '2026-11-26T09:20:00.000Z' });
  const open = async () => {
    const item = await waitFor(() => card('Order #1042'), LOADING);
    fireEvent.click(within(item).getByRole('button', { name: 'Delivered' }));
    return screen.getByRole('dialog', { name: 'Deliver order #1042' });
  };

  it('takes the code in either script and the cash (at least what is due, with the change to give)', async () => {
    const { calls } = serve(
      () => deliveriesOf({ active: [pickedUp] }),
      (call) => (call.path.endsWith('/deliver') ? { body: deliveryOf({ status: 'delivered' }) } : undefined),
    );
    renderApp(<DeliveriesPage />, { path: '/driver/deliveries' });
    const dialog = await open();
    const code = within(dialog).getByLabelText("Customer's 4-digit code") as HTMLInputElement;
    expect(code.inputMode).toBe('numeric');
    fireEvent.change(code, { target: { value: '١٢٣٤' } });
    expect(code.value).toBe('1234');
    const cash = within(dialog).getByLabelText('Cash received (BD)');
    fireEvent.change(cash, { target: { value: '10' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm delivery' }));
    expect(
      within(dialog).getByText('That is less than the amount due. Collect the full amount.'),
    ).toBeTruthy();
    expect(calls.some((c) => c.path.endsWith('/deliver'))).toBe(false);

    fireEvent.change(cash, { target: { value: '20' } });
    expect(within(dialog).getByText('Give BD 7.500 change')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm delivery' }));
    await waitFor(() => within(toastRegion({ hidden: true })).getByText('Delivered. Well done!'), LOADING);
    expect(calls.find((c) => c.path.endsWith('/deliver'))?.body).toEqual({
      proof: 'code',
      code: '1234',
      cashReceivedFils: 20_000,
    });
  });

  it('asks for 4 digits; a wrong code says how many tries are left', async () => {
    const { calls } = serve(
      () => deliveriesOf({ active: [deliveryOf({ ...pickedUp, paymentType: 'card', cashDueFils: 0 })] }),
      (call) =>
        call.path.endsWith('/deliver')
          ? {
              status: 409,
              body: { error: { code: 'WRONG_DELIVERY_CODE', message: 'x', details: { attemptsLeft: 2 } } },
            }
          : undefined,
    );
    renderApp(<DeliveriesPage />, { path: '/driver/deliveries' });
    const dialog = await open();
    expect(within(dialog).queryByLabelText('Cash received (BD)')).toBeNull();
    fireEvent.change(within(dialog).getByLabelText("Customer's 4-digit code"), { target: { value: '12' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm delivery' }));
    expect(within(dialog).getByText('Enter the 4-digit code')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText("Customer's 4-digit code"), { target: { value: '1299' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm delivery' }));
    await waitFor(() => within(dialog).getByText('That code is not right. 2 tries left.'), LOADING);
    expect(calls.find((c) => c.path.endsWith('/deliver'))?.body).toEqual({ proof: 'code', code: '1299' });
  });

  it('a locked code switches to the photo: taken, uploaded, then delivered with the photo as proof', async () => {
    const { calls } = serve(
      () => deliveriesOf({ active: [pickedUp] }),
      (call) => {
        if (call.path.endsWith('/photo')) return { body: { ...pickedUp, photoUrl: null } };
        if (call.path.endsWith('/deliver')) {
          const body = call.body as { proof: string };
          return body.proof === 'code'
            ? apiError(409, 'DELIVERY_CODE_LOCKED')
            : { body: deliveryOf({ status: 'delivered', proof: 'photo' }) };
        }
      },
    );
    URL.createObjectURL = vi.fn(() => 'blob:door');
    renderApp(<DeliveriesPage />, { path: '/driver/deliveries' });
    const dialog = await open();
    fireEvent.change(within(dialog).getByLabelText("Customer's 4-digit code"), { target: { value: '1111' } });
    fireEvent.change(within(dialog).getByLabelText('Cash received (BD)'), { target: { value: '12.5' } });
    expect(within(dialog).getByText('Exact amount: no change to give')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm delivery' }));
    await waitFor(() => within(dialog).getAllByText(/Too many wrong codes/), LOADING);
    // No way back to the code; a photo is needed before confirming.
    expect(within(dialog).queryByRole('button', { name: "Use the customer's code instead" })).toBeNull();
    expect(within(dialog).getByRole('link', { name: 'Call Mariam' }).getAttribute('href')).toBe(
      'tel:+97336001234',
    );
    const input = within(dialog).getByLabelText('Take a photo') as HTMLInputElement;
    expect(input.accept).toBe('image/*');
    expect(input.getAttribute('capture')).toBe('environment');
    fireEvent.change(input, { target: { files: [new File(['x'], 'door.jpg', { type: 'image/jpeg' })] } });
    await waitFor(() => within(dialog).getByText('Photo saved.'), LOADING);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm delivery' }));
    await waitFor(() => within(toastRegion({ hidden: true })).getByText('Delivered. Well done!'), LOADING);
    expect(calls.filter((c) => c.path.endsWith('/deliver')).at(-1)?.body).toEqual({
      proof: 'photo',
      cashReceivedFils: 12_500,
    });
  });

  it('the customer can’t be reached: a photo is required before confirming', async () => {
    const { calls } = serve(() => deliveriesOf({ active: [pickedUp] }));
    renderApp(<DeliveriesPage />, { path: '/driver/deliveries' });
    const dialog = await open();
    fireEvent.click(within(dialog).getByRole('button', { name: "Customer can't be reached: take a photo" }));
    fireEvent.change(within(dialog).getByLabelText('Cash received (BD)'), { target: { value: '12.5' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm delivery' }));
    expect(within(dialog).getByText('Take a photo at the door first.')).toBeTruthy();
    expect(calls.some((c) => c.path.endsWith('/deliver'))).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: "Use the customer's code instead" }));
    expect(within(dialog).getByLabelText("Customer's 4-digit code")).toBeTruthy();
  });
});
