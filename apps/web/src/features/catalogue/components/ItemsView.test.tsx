import type { ItemSummary, ItemsResponse, Shop } from '@haflah/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../../lib/i18n';
import { mockFetch } from '../../../test/mock-fetch';
import { renderApp } from '../../../test/utils';
import type { BrowseSelection, BrowseState } from '../hooks/useBrowseState';
import { ItemsView } from './ItemsView';

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

const item = (n: number, en: string, ar = en): ItemSummary => ({
  id: uuid(n),
  kind: 'product',
  pricingType: 'fixed',
  priceFils: 1_000,
  salePriceFils: null,
  isOnSale: false,
  hourlyRateFils: null,
  capacity: 1,
  name: { en, ar },
  imageUrl: null,
  rating: 4.5,
  reviewCount: 3,
  categoryId: uuid(900),
  categoryName: { en: 'Decorations', ar: 'الزينة' },
  shopId: uuid(800),
  shopName: { en: 'Balloon Bay', ar: 'خليج البالونات' },
  requiresTimeSlot: false,
  createdAt: '2026-11-01T00:00:00.000Z',
});

const SUGAR_PEARL: Shop = {
  id: uuid(801),
  name: { en: 'Sugar Pearl Bakery', ar: 'مخبز لؤلؤة السكر' },
  logoUrl: null,
  rating: 4.8,
  reviewCount: 120,
  deliveryMinutes: 45,
  deliveryFeeFils: 1_000,
  area: { en: 'Adliya', ar: 'العدلية' },
};

const UNRELATED = item(1, 'Unrelated Tent');
const BALLOONS = [
  item(2, 'Balloon Arch Kit', 'طقم قوس بالونات'),
  item(3, 'Helium Balloons', 'بالونات هيليوم'),
];

/** The search box and the items view, as Home puts them together. */
function Harness({ initial = '', onShop }: { initial?: string; onShop: (shop: BrowseSelection) => void }) {
  const [search, setSearch] = useState(initial);
  const state: BrowseState = { mode: 'products', search };
  return (
    <>
      <input aria-label="search box" value={search} onChange={(e) => setSearch(e.target.value)} />
      <ItemsView
        state={state}
        actions={{ onAdd: () => {}, onBook: () => {} }}
        onKind={() => {}}
        onSearch={setSearch}
        onSearchEverywhere={() => {}}
        onShop={onShop}
      />
    </>
  );
}

/** Answers /api/items: the unsearched list, or per search, with `delay` before each search's answer. */
function catalogue(answers: Record<string, ItemsResponse>, delay = 0) {
  return mockFetch(async ({ path }) => {
    const q = new URL(path, 'http://haflah.test').searchParams.get('q');
    if (!q) return { body: { items: [UNRELATED], nextCursor: null } };
    await new Promise((r) => setTimeout(r, delay));
    return { body: answers[q] ?? { items: [], nextCursor: null } };
  });
}

afterEach(async () => {
  vi.unstubAllGlobals();
  await setLanguage('en');
});

describe('search results', () => {
  it('say what was searched for, with the count', async () => {
    catalogue({ balloon: { items: BALLOONS, nextCursor: null } });
    renderApp(<Harness initial="balloon" onShop={() => {}} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Results for “balloon”' })).toBeTruthy();
    expect(await screen.findByText('2 results')).toBeTruthy();
  });

  it('in Arabic too, with Arabic plural forms', async () => {
    await setLanguage('ar');
    catalogue({
      بلون: { items: BALLOONS, nextCursor: null },
      بالون: { items: [...BALLOONS, item(4, 'x', 'س')], nextCursor: null },
    });
    renderApp(<Harness initial="بلون" onShop={() => {}} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'نتائج البحث عن «بلون»' })).toBeTruthy();
    expect(await screen.findByText('نتيجتان')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('search box'), { target: { value: 'بالون' } });
    expect(await screen.findByText('3 نتائج')).toBeTruthy();
  });

  it('say there are more when a page does not end them', async () => {
    const page = Array.from({ length: 50 }, (_, i) => item(100 + i, `Balloon ${i}`));
    catalogue({ balloon: { items: page, nextCursor: 's.50.1' } });
    renderApp(<Harness initial="balloon" onShop={() => {}} />);
    expect(await screen.findByText('More than 50 results')).toBeTruthy();
  });
});

describe('typing a search', () => {
  it('never shows the unsearched list: placeholders until the words settle, then the results', async () => {
    const { calls } = catalogue({ balloon: { items: BALLOONS, nextCursor: null } }, 50);
    renderApp(<Harness onShop={() => {}} />);
    expect(await screen.findByText('Unrelated Tent')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('search box'), { target: { value: 'balloon' } });
    expect(screen.queryByText('Unrelated Tent')).toBeNull();
    expect(screen.getByTestId('product-list-skeleton')).toBeTruthy();

    expect(await screen.findByText('Balloon Arch Kit')).toBeTruthy();
    expect(screen.queryByText('Unrelated Tent')).toBeNull();
    // The list before the search was asked for once, the search once; nothing for the words half-typed.
    expect(calls.map((c) => new URL(c.path, 'http://haflah.test').searchParams.get('q'))).toEqual([
      null,
      'balloon',
    ]);
  });

  it('keeps the last results, dimmed and busy, while the new words are on their way', async () => {
    catalogue(
      {
        balloon: { items: BALLOONS, nextCursor: null },
        'balloon arch': { items: [BALLOONS[0]!], nextCursor: null },
      },
      150,
    );
    renderApp(<Harness initial="balloon" onShop={() => {}} />);
    await screen.findByText('Helium Balloons');
    const region = screen.getByRole('region', { name: 'Results for “balloon”' });
    expect(region.getAttribute('aria-busy')).toBeNull();

    fireEvent.change(screen.getByLabelText('search box'), { target: { value: 'balloon arch' } });
    expect(region.getAttribute('aria-busy')).toBe('true');
    expect(screen.getByText('Helium Balloons')).toBeTruthy();
    expect(screen.queryByText('Unrelated Tent')).toBeNull();

    await screen.findByRole('heading', { level: 1, name: 'Results for “balloon arch”' });
    await vi.waitFor(() => expect(screen.queryByText('Helium Balloons')).toBeNull());
    expect(region.getAttribute('aria-busy')).toBeNull();
  });
});

describe('a search for a shop’s name', () => {
  it('shows the shop first, above its items, and opens it', async () => {
    const onShop = vi.fn();
    catalogue({ 'sugar pearl': { items: BALLOONS, nextCursor: null, shops: [SUGAR_PEARL] } });
    renderApp(<Harness initial="sugar pearl" onShop={onShop} />);
    const shops = await screen.findByRole('list', { name: 'Shops' });
    const card = within(shops).getByRole('button', { name: /Sugar Pearl Bakery/ });
    const firstItem = screen.getByRole('link', { name: 'Balloon Arch Kit' });
    expect(card.compareDocumentPosition(firstItem) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    fireEvent.click(card);
    expect(onShop).toHaveBeenCalledWith({ id: SUGAR_PEARL.id, name: SUGAR_PEARL.name });
  });
});
