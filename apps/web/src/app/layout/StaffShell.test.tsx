import { act, fireEvent, screen, within } from '@testing-library/react';
import { House, ReceiptText, Store } from 'lucide-react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { retailerUser } from '../../features/retailer/test/shop-fixtures';
import { mockFetch } from '../../test/mock-fetch';
import { renderApp } from '../../test/utils';
import { BOTTOM_BAR_MAX, type StaffNavItem, splitForBottomBar } from './StaffNav';
import StaffShell from './StaffShell';

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

// Labels from the shell's own group, so the test reads real words.
const NAV: StaffNavItem[] = [
  { to: '/retailer', labelKey: 'shop.nav.dashboard', icon: House, end: true },
  { to: '/retailer/orders', labelKey: 'shop.nav.orders', icon: ReceiptText },
  { to: '/retailer/profile', labelKey: 'shop.nav.profile', icon: Store },
];

function renderShell(path: string, user: unknown, nav = NAV) {
  mockFetch(() => ({ body: { user } }));
  return renderApp(
    <Routes>
      <Route
        path="retailer/*"
        element={
          <StaffShell
            area="retailer"
            nav={nav}
            account={<p>Sugar Pearl</p>}
            signOut={<button type="button">Sign out</button>}
          />
        }
      >
        <Route index element={<h1>Start</h1>} />
        <Route path="*" element={<h1>Elsewhere</h1>} />
      </Route>
    </Routes>,
    { path },
  );
}

describe('StaffShell', () => {
  it("signed in with the area's role: the menu as a side bar and a bottom bar, the current page marked", async () => {
    renderShell('/retailer/orders', retailerUser);
    await screen.findByRole('heading', { name: 'Elsewhere' });
    const menus = await screen.findAllByRole('navigation', { name: 'Area menu' });
    // One for the desktop's side, one for the phone's bottom (CSS shows one at a time).
    expect(menus).toHaveLength(2);
    for (const menu of menus) {
      const links = within(menu).getAllByRole('link');
      expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
        ['Dashboard', '/retailer'],
        ['Orders', '/retailer/orders'],
        ['Shop profile', '/retailer/profile'],
      ]);
      expect(within(menu).getByRole('link', { name: 'Orders' }).getAttribute('aria-current')).toBe('page');
      // The area's start is current only on itself, not on every page below it.
      expect(within(menu).getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).toBeNull();
    }
    expect(menus[1]!.className).toContain('pb-[env(safe-area-inset-bottom)]');
    expect(screen.getByRole('banner').textContent).toContain('Retailer');
    expect(screen.getAllByText('Sugar Pearl').length).toBeGreaterThan(0);
    expect(screen.getAllByRole('button', { name: 'Sign out' }).length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: /Switch language to Arabic/ })).toBeTruthy();
  });

  it('on the sign-in page (nobody signed in): no menu, no account, no sign-out', async () => {
    renderShell('/retailer/login', null);
    await screen.findByRole('heading', { name: 'Elsewhere' });
    await act(() => new Promise((r) => setTimeout(r, 20)));
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.queryByText('Sugar Pearl')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Sign out' })).toBeNull();
  });

  it('an area without screens yet (an empty menu) shows no menu at all', async () => {
    renderShell('/retailer', retailerUser, []);
    await screen.findByRole('heading', { name: 'Start' });
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('more than five entries: four on the bar, the rest behind "More" (Escape closes it)', async () => {
    const many: StaffNavItem[] = Array.from({ length: 7 }, (_, i) => ({
      to: `/retailer/p${i}`,
      labelKey: 'shop.nav.orders',
      icon: ReceiptText,
    }));
    expect(splitForBottomBar(many).bar).toHaveLength(BOTTOM_BAR_MAX - 1);
    expect(splitForBottomBar(many.slice(0, 5))).toEqual({ bar: many.slice(0, 5), more: [] });

    renderShell('/retailer/p6', retailerUser, many);
    await screen.findByRole('heading', { name: 'Elsewhere' });
    const bottom = (await screen.findAllByRole('navigation', { name: 'Area menu' }))[1]!;
    const more = within(bottom).getByRole('button', { name: 'More' });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    // Only the bar's four are reachable until "More" opens the rest.
    expect(within(bottom).getAllByRole('link')).toHaveLength(4);
    fireEvent.click(more);
    expect(more.getAttribute('aria-expanded')).toBe('true');
    expect(within(bottom).getAllByRole('link')).toHaveLength(7);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(more);
  });
});
