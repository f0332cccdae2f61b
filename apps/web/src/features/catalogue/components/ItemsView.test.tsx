import type { ItemSummary, ItemsResponse, Shop, ShopPage } from '@haflah/contracts';
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
function Harness({
  initial = '',
  onShop,
  shop,
}: {
  initial?: string;
  onShop: (shop: BrowseSelection) => void;
  shop?: BrowseSelection;
}) {
  const [search, setSearch] = useState(initial);
  const state: BrowseState = { mode: 'products', search, shop };
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

describe('a shop’s page', () => {
  const PAGE: ShopPage = {
    ...SUGAR_PEARL,
    coverUrl: '/media/seed/covers/sugar-pearl.webp',
    about: { en: 'Custom cakes from Adliya since 2012.', ar: 'كيك حسب الطلب من العدلية منذ 2012.' },
    openingHours: Array.from({ length: 7 }, () => ({ opens: '09:00', closes: '22:00' })),
    freeDeliveryOverFils: 20_000,
    kinds: ['product', 'service'],
  };

  function shopPage(page: ShopPage) {
    return mockFetch(({ path }) => {
      if (path === `/api/shops/${page.id}`) return { body: { shop: page } };
      return { body: { items: BALLOONS, nextCursor: null } };
    });
  }

  afterEach(() => vi.useRealTimers());

  it('has a header with its cover, logo, rating, today’s hours, delivery and its words', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-26T10:00:00+03:00'));
    shopPage(PAGE);
    renderApp(<Harness onShop={() => {}} shop={{ id: PAGE.id, name: PAGE.name }} />);
    const header = within(await screen.findByRole('region', { name: 'About Sugar Pearl Bakery' }));
    expect(header.getByText('Open now')).toBeTruthy();
    expect(header.getByText(/Today 09:00–22:00/)).toBeTruthy();
    expect(header.getByText('4.8')).toBeTruthy();
    expect(header.getByText('(120 reviews)')).toBeTruthy();
    expect(header.getByText('45 min')).toBeTruthy();
    expect(header.getByText(/Free delivery over/)).toBeTruthy();
    expect(header.getByText('Custom cakes from Adliya since 2012.')).toBeTruthy();
    const cover = document.querySelector(`img[src="${PAGE.coverUrl}"]`);
    expect(cover).not.toBeNull();
  });

  it('says the offer it runs now with its terms (minimum order, first order only); none without one', async () => {
    shopPage({
      ...PAGE,
      offer: { percent: 30, capFils: 20_000, minOrderFils: 10_500, firstOrderOnly: true },
    });
    const { unmount } = renderApp(<Harness onShop={() => {}} shop={{ id: PAGE.id, name: PAGE.name }} />);
    await screen.findByRole('region', { name: 'About Sugar Pearl Bakery' });
    expect(screen.getByTestId('shop-offer').textContent?.replace(/\u00a0/g, ' ')).toBe(
      '30% off, up to BD 20 · min. order BD 10.500 · first order only',
    );
    unmount();
    shopPage({ ...PAGE, offer: null });
    renderApp(<Harness onShop={() => {}} shop={{ id: PAGE.id, name: PAGE.name }} />);
    await screen.findByRole('region', { name: 'About Sugar Pearl Bakery' });
    expect(screen.queryByTestId('shop-offer')).toBeNull();
  });

  it('offers only the chips of the kinds it sells', async () => {
    shopPage(PAGE);
    renderApp(<Harness onShop={() => {}} shop={{ id: PAGE.id, name: PAGE.name }} />);
    await screen.findByRole('region', { name: 'About Sugar Pearl Bakery' });
    const chips = within(await screen.findByRole('group', { name: 'Filter by type' }));
    await vi.waitFor(() =>
      expect(chips.getAllByRole('button').map((b) => b.textContent)).toEqual(['All', 'Products', 'Services']),
    );
  });

  it('in Arabic, closed today, without a cover (a band of colour) or free delivery', async () => {
    await setLanguage('ar');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-26T10:00:00+03:00'));
    const closedThursday = PAGE.openingHours!.map((h, day) => (day === 4 ? null : h));
    shopPage({
      ...PAGE,
      coverUrl: null,
      freeDeliveryOverFils: null,
      openingHours: closedThursday,
      kinds: ['product'],
    });
    renderApp(<Harness onShop={() => {}} shop={{ id: PAGE.id, name: PAGE.name }} />);
    const header = within(await screen.findByRole('region', { name: 'نبذة عن مخبز لؤلؤة السكر' }));
    expect(header.getByText('مغلق الآن')).toBeTruthy();
    expect(header.getByText('مغلق اليوم')).toBeTruthy();
    expect(header.queryByText(/توصيل مجاني/)).toBeNull();
    expect(document.querySelector('img[src*="covers"]')).toBeNull();
    // One kind: no chips to choose between.
    await screen.findByText('طقم قوس بالونات');
    expect(screen.queryByRole('group', { name: 'تصفية حسب النوع' })).toBeNull();
  });
});
