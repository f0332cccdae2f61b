import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../../lib/i18n';
import { customerUser } from '../../../test/fixtures';
import { mockFetch } from '../../../test/mock-fetch';
import { renderApp } from '../../../test/utils';
import { RateItems } from './RateItems';

const ORDER = '11111111-1111-4111-8111-111111111111';
const LISTING = '22222222-2222-4222-8222-222222222222';
const item = { listingId: LISTING, nameEn: 'Balloon arch', nameAr: 'قوس بالونات', imageUrl: null };

afterEach(() => {
  vi.unstubAllGlobals();
  act(() => setLanguage('en'));
});

/** The session, and the order's items: unrated until the POST, rated after. */
function server() {
  let review: unknown = null;
  return mockFetch(({ method, path, body }) => {
    if (path.startsWith('/api/auth/session')) return { body: { user: customerUser } };
    if (method === 'POST') {
      review = {
        id: '33333333-3333-4333-8333-333333333333',
        listingId: LISTING,
        createdAt: '2026-11-20T10:00:00.000Z',
        ...(body as object),
      };
      return { status: 201, body: review };
    }
    return { body: { canReview: true, items: [{ ...item, review }] } };
  });
}

describe('RateItems', () => {
  it('five radios named "n of 5 stars", one group; stars and text sent; the stars given shown after', async () => {
    const { calls } = server();
    renderApp(<RateItems orderId={ORDER} />);
    const group = await screen.findByRole('group', { name: 'Your rating for Balloon arch' });
    const radios = screen.getAllByRole('radio');
    expect(radios.map((r) => r.getAttribute('aria-label'))).toEqual([
      '1 of 5 stars',
      '2 of 5 stars',
      '3 of 5 stars',
      '4 of 5 stars',
      '5 of 5 stars',
    ]);
    // One name: the browser's arrow keys move within the group, and Tab stops once.
    expect(new Set(radios.map((r) => (r as HTMLInputElement).name)).size).toBe(1);
    expect(group).toBeTruthy();

    // Sending without stars asks for them, and sends nothing.
    fireEvent.click(screen.getByRole('button', { name: 'Send review' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Choose from 1 to 5 stars.');

    fireEvent.click(screen.getByRole('radio', { name: '4 of 5 stars' }));
    expect((screen.getByRole('radio', { name: '4 of 5 stars' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.change(screen.getByLabelText('Your review (optional)'), { target: { value: 'Lovely' } });
    expect(screen.getByText('6 / 1000')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send review' }));

    await waitFor(() => expect(screen.getByRole('img', { name: '4 of 5 stars' })).toBeTruthy());
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({
      path: `/api/orders/${ORDER}/reviews`,
      body: { listingId: LISTING, rating: 4, body: 'Lovely' },
    });
    expect(screen.getByText('Lovely')).toBeTruthy();
  });

  it('in Arabic: the names and the stars in Arabic', async () => {
    act(() => setLanguage('ar'));
    server();
    renderApp(<RateItems orderId={ORDER} />);
    expect(await screen.findByRole('group', { name: 'تقييمك لـ قوس بالونات' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: '4 من 5 نجوم' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'إرسال التقييم' })).toBeTruthy();
  });

  it('an order not delivered yet shows nothing', async () => {
    const { calls } = mockFetch(({ path }) =>
      path.startsWith('/api/auth/session')
        ? { body: { user: customerUser } }
        : { body: { canReview: false, items: [{ ...item, review: null }] } },
    );
    renderApp(<RateItems orderId={ORDER} />);
    await waitFor(() => expect(calls.some((c) => c.path.endsWith('/reviews'))).toBe(true));
    await act(async () => {});
    expect(screen.queryByRole('heading', { name: 'Rate your items' })).toBeNull();
    expect(screen.queryByRole('radio')).toBeNull();
  });
});
