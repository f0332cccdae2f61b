import { FEATURED_PRODUCTS } from '@haflah/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../lib/query-client';
import { mockFetch } from '../test/mock-fetch';
import { FIRST_SCREEN_DATA_WAIT_MS, loadFirstScreen } from './first-screen';

const CAKES = {
  id: '00000000-0000-4000-8000-000000000001',
  name: { en: 'Cakes', ar: 'كيك' },
  emoji: null,
  icon: 'cake',
  color: '#f472b6',
};

/** Answers the three first-screen reads; `hang` leaves one of them unanswered. */
function answerReads(hang?: string) {
  return mockFetch(({ path }) => {
    const { pathname } = new URL(path, 'http://haflah.test');
    if (pathname === hang) return new Promise(() => {});
    if (pathname === '/api/auth/session') return { body: { user: null } };
    if (pathname === '/api/categories') return { body: { categories: [CAKES] } };
    if (pathname === '/api/items') return { body: { items: [], nextCursor: null } };
    return { status: 404, body: { error: { code: 'NOT_FOUND', message: path } } };
  });
}

const at = (href: string) => new URL(href, 'http://haflah.test') as unknown as Location;

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  window.history.replaceState(null, '');
});

describe('the first screen is read before the app renders', () => {
  it("on Home: the session, the categories and the featured products, in the cache Home's hooks read", async () => {
    const { calls } = answerReads();
    const queryClient = createQueryClient();
    await loadFirstScreen(queryClient, at('/'));

    expect(calls.map((c) => c.path).sort()).toEqual([
      '/api/auth/session',
      '/api/categories',
      `/api/items?kind=product&limit=${FEATURED_PRODUCTS}`,
    ]);
    expect(queryClient.getQueryData(['catalogue', 'categories'])).toEqual([CAKES]);
    expect(
      queryClient.getQueryData(['catalogue', 'items', { kind: 'product', limit: FEATURED_PRODUCTS }]),
    ).toEqual([]);
    expect(queryClient.getQueryData(['session'])).toBeNull();
  });

  it('elsewhere, and on Home when it reopens another view or a shop, only the session', async () => {
    for (const [href, state] of [
      ['/cart', null],
      ['/?retailerId=x&retailerName=y', null],
      ['/', { usr: { mode: 'products', search: 'cake' } }],
    ] as const) {
      window.history.replaceState(state, '');
      const { calls } = answerReads();
      await loadFirstScreen(createQueryClient(), at(href));
      expect(calls.map((c) => c.path)).toEqual(['/api/auth/session']);
    }
  });

  it('does not hold the first render longer than the wait when a read is slow', async () => {
    vi.useFakeTimers();
    answerReads('/api/categories');
    let done = false;
    void loadFirstScreen(createQueryClient(), at('/')).then(() => {
      done = true;
    });
    await vi.advanceTimersByTimeAsync(FIRST_SCREEN_DATA_WAIT_MS - 1);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
  });
});
