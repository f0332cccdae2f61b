import type { ShopListing } from '@haflah/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CATEGORY_ID, categories, listing, retailerUser } from '../../../features/shop-listings/testing';
import { setLanguage } from '../../../lib/i18n';
import { apiError, type MockCall, type MockReply, mockFetch } from '../../../test/mock-fetch';
import { renderApp } from '../../../test/utils';
import ListingFormPage from './ListingFormPage';

function Where() {
  const { pathname, hash } = useLocation();
  return <p data-testid="where">{`${pathname}${hash}`}</p>;
}

function renderForm(path: string) {
  return renderApp(
    <>
      <Routes>
        <Route path="/retailer/products/new" element={<ListingFormPage />} />
        <Route path="/retailer/products/:id" element={<ListingFormPage />} />
        <Route path="/retailer/products" element={<p>the list</p>} />
      </Routes>
      <Where />
    </>,
    { path },
  );
}

/** The listings server; `send` answers every POST/PATCH/PUT/DELETE. */
function server(
  stored: ShopListing | null,
  send: (call: MockCall) => MockReply = () => apiError(500, 'INTERNAL'),
) {
  return mockFetch((call) => {
    if (call.path === '/api/auth/session') return { body: { user: retailerUser } };
    if (call.path === '/api/categories') return { body: { categories } };
    if (call.method === 'GET' && stored && call.path === `/api/retailer/listings/${stored.id}`) {
      return { body: { listing: stored } };
    }
    if (call.method !== 'GET') return send(call);
    return apiError(404, 'NOT_FOUND');
  });
}
const sent = (calls: MockCall[]) => calls.filter((c) => c.method !== 'GET');
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const where = () => screen.getByTestId('where').textContent;

/** XMLHttpRequest as the picture uploads use it: each request waits until the test answers it. */
class FakeXhr {
  static sent: FakeXhr[] = [];
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } =
    {
      onprogress: null,
    };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  status = 0;
  statusText = '';
  responseText = '';
  withCredentials = false;
  method = '';
  url = '';
  body: FormData | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader() {}
  send(body: FormData) {
    this.body = body;
    FakeXhr.sent.push(this);
  }
  abort() {
    this.onabort?.();
  }
  respond(status: number, json: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(json);
    this.onload?.();
  }
}

beforeEach(() => {
  FakeXhr.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});
afterEach(() => act(() => setLanguage('en')));

const image = (n: number) => ({
  id: `00000000-0000-4000-9000-00000000000${n}`,
  url: `/media/uploads/${n}.webp`,
});

describe('ListingFormPage: a new listing', () => {
  it('refuses an incomplete form beside each field, sends nothing, and keeps what was typed', async () => {
    const { calls } = server(null);
    renderForm('/retailer/products/new');
    await screen.findByRole('option', { name: 'Cakes' });
    type('Name in English', 'Unicorn cake');
    type('Price (BD)', '12.5.0');
    fireEvent.click(screen.getByRole('button', { name: 'Add listing' }));

    expect(await screen.findByText('Enter the Arabic name, 2 to 120 characters.')).toBeTruthy();
    expect(screen.getByText('Choose a category.')).toBeTruthy();
    expect(screen.getByText('Enter the price in BD, e.g. 12.500 (up to 3 decimals).')).toBeTruthy();
    expect(screen.getByText('Check the fields marked in red.')).toBeTruthy();
    expect((screen.getByLabelText('Name in English') as HTMLInputElement).value).toBe('Unicorn cake');
    expect((screen.getByLabelText('Price (BD)') as HTMLInputElement).value).toBe('12.5.0');
    // Focus is on the first field to fix, in the order they are shown.
    expect(document.activeElement).toBe(screen.getByLabelText('Category'));
    expect(sent(calls)).toEqual([]);
  });

  it('sends prices in fils and goes on to the new listing’s pictures', async () => {
    const created = listing({ name: { en: 'Unicorn cake', ar: 'كيكة يونيكورن' } });
    const { calls } = server(created, () => ({ status: 201, body: { listing: created } }));
    renderForm('/retailer/products/new');
    await screen.findByRole('option', { name: 'Cakes' });
    fireEvent.change(screen.getByLabelText('Category'), { target: { value: CATEGORY_ID } });
    type('Name in English', 'Unicorn cake');
    type('Name in Arabic', 'كيكة يونيكورن');
    type('Price (BD)', '12.5');
    fireEvent.blur(screen.getByLabelText('Price (BD)'));
    expect((screen.getByLabelText('Price (BD)') as HTMLInputElement).value).toBe('12.500');
    type('Sale price (BD) (optional)', '١٠٫٢٥');
    type('How many at the same time', '٣');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Show it to customers as soon as it is saved' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add listing' }));

    await waitFor(() => expect(where()).toBe(`/retailer/products/${created.id}#pictures`));
    expect(sent(calls)).toEqual([
      {
        method: 'POST',
        path: '/api/retailer/listings',
        body: {
          kind: 'product',
          pricingType: 'fixed',
          categoryId: CATEGORY_ID,
          name: { en: 'Unicorn cake', ar: 'كيكة يونيكورن' },
          description: { en: '', ar: '' },
          priceFils: 12_500,
          salePriceFils: 10_250,
          hourlyRateFils: null,
          capacity: 3,
          servesGuests: null,
          isActive: false,
        },
      },
    ]);
    expect(await screen.findByRole('heading', { name: /Pictures/ })).toBeTruthy();
  });

  it('an hourly entertainer sends its rate only; the server’s refusals land beside their fields', async () => {
    const { calls } = server(null, () => ({
      status: 400,
      body: {
        error: {
          code: 'VALIDATION_FAILED',
          message: 'x',
          issues: [{ path: 'body.name.ar', message: 'Too small: expected string to have >=2 characters' }],
        },
      },
    }));
    renderForm('/retailer/products/new');
    await screen.findByRole('option', { name: 'Cakes' });
    fireEvent.click(screen.getByRole('radio', { name: 'Entertainment' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Per hour' }));
    fireEvent.change(screen.getByLabelText('Category'), { target: { value: CATEGORY_ID } });
    type('Name in English', 'Magic show');
    type('Name in Arabic', 'عرض');
    type('Hourly rate (BD)', '25');
    fireEvent.click(screen.getByRole('button', { name: 'Add listing' }));

    expect(await screen.findByText('Enter the Arabic name, 2 to 120 characters.')).toBeTruthy();
    expect(sent(calls)[0]?.body).toMatchObject({
      kind: 'entertainment',
      pricingType: 'hourly',
      priceFils: null,
      salePriceFils: null,
      hourlyRateFils: 25_000,
    });
    expect((screen.getByLabelText('Hourly rate (BD)') as HTMLInputElement).value).toBe('25');
    expect(where()).toBe('/retailer/products/new');
  });
});

describe('ListingFormPage: editing', () => {
  it('shows the listing in BD and saves the whole form', async () => {
    const stored = listing({ priceFils: 12_500, salePriceFils: 9_000, isOnSale: true, capacity: 4 });
    const { calls } = server(stored, (call) => ({
      body: { listing: { ...stored, ...(call.body as object) } },
    }));
    renderForm(`/retailer/products/${stored.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit listing' })).toBeTruthy();
    expect(((await screen.findByLabelText('Price (BD)')) as HTMLInputElement).value).toBe('12.500');
    expect((screen.getByLabelText('Sale price (BD) (optional)') as HTMLInputElement).value).toBe('9.000');
    type('Price (BD)', '14');
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(where()).toBe('/retailer/products'));
    expect(sent(calls)[0]).toMatchObject({
      method: 'PATCH',
      path: `/api/retailer/listings/${stored.id}`,
      body: { priceFils: 14_000, salePriceFils: 9_000, capacity: 4 },
    });
  });

  it('moves a picture earlier with a button; the first is the cover, and focus follows the picture', async () => {
    const [a, b, c] = [image(1), image(2), image(3)];
    const stored = listing({ images: [a, b, c], imageUrl: a.url });
    const { calls } = server(stored, (call) => {
      const ids = (call.body as { imageIds: string[] }).imageIds;
      const byId = new Map([a, b, c].map((i) => [i.id, i]));
      const images = ids.map((id) => byId.get(id) as typeof a);
      return { body: { listing: { ...stored, images, imageUrl: images[0]?.url ?? null } } };
    });
    renderForm(`/retailer/products/${stored.id}`);
    const pictures = await screen.findByRole('list', { name: /Pictures/ });
    expect(within(pictures).getAllByRole('listitem')[0]?.textContent).toContain('Cover');
    expect(
      (screen.getByRole('button', { name: 'Move picture 1 earlier' }) as HTMLButtonElement).disabled,
    ).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Move picture 2 earlier' }));
    await waitFor(() =>
      expect(
        within(pictures)
          .getAllByRole('img')
          .map((i) => i.getAttribute('src')),
      ).toEqual([b.url, a.url, c.url]),
    );
    expect(sent(calls)).toEqual([
      {
        method: 'PUT',
        path: `/api/retailer/listings/${stored.id}/images/order`,
        body: { imageIds: [b.id, a.id, c.id] },
      },
    ]);
    expect(within(pictures).getAllByRole('listitem')[0]?.textContent).toContain('Cover');
    await waitFor(() =>
      expect(document.activeElement?.getAttribute('aria-label')).toBe('Move picture 1 later'),
    );
    expect(screen.getByText('Picture moved to place 1.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Remove picture 3' }));
    await waitFor(() => expect(sent(calls)).toHaveLength(2));
    expect(sent(calls)[1]).toMatchObject({
      method: 'DELETE',
      path: `/api/retailer/listings/${stored.id}/images/${c.id}`,
    });
  });

  it('uploads each picture on its own request, with its progress, and says in place why one was refused', async () => {
    const stored = listing();
    server(stored);
    renderForm(`/retailer/products/${stored.id}`);
    const add = await screen.findByLabelText('Add pictures');
    const photo = new File(['png'], 'cake.png', { type: 'image/png' });
    const notes = new File(['hello'], 'notes.pdf', { type: 'application/pdf' });
    fireEvent.change(add, { target: { files: [photo, notes] } });

    // One at a time: the second waits for the first.
    expect(FakeXhr.sent).toHaveLength(1);
    const first = FakeXhr.sent[0] as FakeXhr;
    expect(first.url).toBe(`/api/retailer/listings/${stored.id}/images`);
    expect((first.body as FormData).get('image')).toMatchObject({ name: 'cake.png' });
    act(() => first.upload.onprogress?.({ lengthComputable: true, loaded: 40, total: 100 }));
    expect(
      screen.getByRole('progressbar', { name: 'Uploading cake.png' }).getAttribute('aria-valuenow'),
    ).toBe('40');

    const withPicture = { ...stored, images: [image(1)], imageUrl: image(1).url };
    await act(async () => first.respond(201, { listing: withPicture }));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(2));
    expect(screen.getAllByRole('img', { name: 'Picture 1' })).toHaveLength(1);
    expect(screen.queryByRole('progressbar', { name: 'Uploading cake.png' })).toBeNull();

    await act(async () =>
      (FakeXhr.sent[1] as FakeXhr).respond(400, { error: { code: 'IMAGE_INVALID', message: 'x' } }),
    );
    const refusal = await screen.findByText('notes.pdf was not added');
    expect(refusal.parentElement?.textContent).toContain('That file is not an image we can use');
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText('notes.pdf was not added')).toBeNull();
  });

  it('refuses pictures beyond the eighth without sending them', async () => {
    const stored = listing({ images: [1, 2, 3, 4, 5, 6, 7].map(image), imageUrl: image(1).url });
    server(stored);
    renderForm(`/retailer/products/${stored.id}`);
    const add = await screen.findByLabelText('Add pictures');
    const files = ['a.jpg', 'b.jpg'].map((n) => new File(['x'], n, { type: 'image/jpeg' }));
    fireEvent.change(add, { target: { files } });
    expect(FakeXhr.sent).toHaveLength(1);
    expect((await screen.findByText('b.jpg was not added')).parentElement?.textContent).toContain(
      'This listing already has 8 pictures',
    );
  });

  it('deactivating a listing customers count on asks first, then sends confirm', async () => {
    const stored = listing({ liveHolds: 1, futureBookings: 2 });
    const { calls } = server(stored, (call) =>
      (call.body as { confirm: boolean }).confirm
        ? { body: { listing: { ...stored, isActive: false } } }
        : {
            status: 409,
            body: {
              error: {
                code: 'LISTING_HAS_COMMITMENTS',
                message: 'x',
                details: { liveHolds: 1, futureBookings: 2, listingIds: [stored.id] },
              },
            },
          },
    );
    renderForm(`/retailer/products/${stored.id}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Deactivate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Customers are counting on this' });
    expect(within(dialog).getByText('1 customer has it in their cart right now.')).toBeTruthy();
    expect(within(dialog).getByText('2 upcoming bookings.')).toBeTruthy();
    expect(within(dialog).getByText(/stay honoured/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Deactivate anyway' }));

    expect(await screen.findByRole('button', { name: 'Activate' })).toBeTruthy();
    expect(screen.getByText('Hidden from customers. Its past orders and bookings are kept.')).toBeTruthy();
    expect(sent(calls).map((c) => c.body)).toEqual([
      { active: false, confirm: false },
      { active: false, confirm: true },
    ]);
    expect(sent(calls)[0]?.path).toBe(`/api/retailer/listings/${stored.id}/status`);
  });

  it('another shop’s listing is not found', async () => {
    server(null);
    renderForm('/retailer/products/00000000-0000-4000-8000-999999999999');
    expect(await screen.findByText('This listing is not in your shop.')).toBeTruthy();
  });

  it('reads in Arabic, with prices in BD', async () => {
    act(() => setLanguage('ar'));
    const stored = listing({ kind: 'rental', pricingType: 'hourly', priceFils: 0, hourlyRateFils: 7_250 });
    server(stored);
    renderForm(`/retailer/products/${stored.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'عدّل المنتج' })).toBeTruthy();
    expect(((await screen.findByLabelText('سعر الساعة (د.ب)')) as HTMLInputElement).value).toBe('7.250');
    // Issue 27: a booked item's rules, in Arabic.
    expect(screen.getByRole('region', { name: 'قواعد الحجز' })).toBeTruthy();
    const notice = screen.getByLabelText('أقل مدة إشعار مسبق') as HTMLSelectElement;
    expect(notice.selectedOptions[0]?.textContent).toBe('بدون إشعار مسبق');
    expect(within(notice).getByRole('option', { name: 'ساعتان' })).toBeTruthy();
  });

  it('a booked item’s buffers, notice and days ahead: shown as saved, sent with the form', async () => {
    const stored = listing({
      kind: 'entertainment',
      pricingType: 'hourly',
      priceFils: 0,
      hourlyRateFils: 25_000,
      bookingRules: {
        bufferBeforeMinutes: 30,
        bufferAfterMinutes: 0,
        minNoticeMinutes: 1440,
        maxAdvanceDays: 14,
      },
    });
    // An hourly listing is sent with priceFils null and stored with 0: the answer takes only the rules.
    const { calls } = server(stored, (call) => ({
      body: { listing: { ...stored, bookingRules: (call.body as ShopListing).bookingRules } },
    }));
    renderForm(`/retailer/products/${stored.id}`);
    const before = (await screen.findByLabelText('Set-up time before each booking')) as HTMLSelectElement;
    expect(before.selectedOptions[0]?.textContent).toBe('30 min');
    expect(screen.getByRole('region', { name: 'Booking rules' })).toBeTruthy();
    const select = (label: string) => screen.getByLabelText(label) as HTMLSelectElement;
    expect(select('Minimum notice').selectedOptions[0]?.textContent).toBe('24 hours');
    expect(select('Customers can book up to').selectedOptions[0]?.textContent).toBe('14 days ahead');
    expect(
      within(select('Minimum notice'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'Choose',
      'No notice needed',
      '1 hour',
      '2 hours',
      '4 hours',
      '12 hours',
      '24 hours',
      '48 hours',
      '72 hours',
      '1 week',
    ]);
    expect(within(select('Travel or clean-up time after each booking')).getAllByRole('option')).toHaveLength(
      18,
    );
    fireEvent.change(select('Travel or clean-up time after each booking'), { target: { value: '45' } });
    fireEvent.change(select('Minimum notice'), { target: { value: '10080' } });
    fireEvent.change(select('Customers can book up to'), { target: { value: '1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(where()).toBe('/retailer/products'));
    expect(sent(calls)[0]?.body).toMatchObject({
      bookingRules: {
        bufferBeforeMinutes: 30,
        bufferAfterMinutes: 45,
        minNoticeMinutes: 10080,
        maxAdvanceDays: 1,
      },
    });
  });

  it('a product shows no booking rules and sends none', async () => {
    const stored = listing({ capacity: 2 });
    const { calls } = server(stored, (call) => ({
      body: { listing: { ...stored, ...(call.body as object) } },
    }));
    renderForm(`/retailer/products/${stored.id}`);
    await screen.findByLabelText('Price (BD)');
    expect(screen.queryByRole('region', { name: 'Booking rules' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(where()).toBe('/retailer/products'));
    expect(sent(calls)[0]?.body).not.toHaveProperty('bookingRules');
  });
});
