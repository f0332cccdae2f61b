import type { SessionUser } from '@haflah/contracts';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../../../lib/i18n';
import { renderApp } from '../../../test/utils';
import { initials, ProfileCard, ProfileMenu } from './Profile';

const user: SessionUser = {
  id: 'u1',
  email: 'fatima@example.com',
  name: 'Fatima Al-Khalifa',
  phone: '+97336001234',
  location: 'Riffa',
  avatarUrl: null,
  role: 'customer',
  // 01:30 on 22 November in Bahrain (UTC+3), still the 21st in UTC.
  createdAt: '2026-11-21T22:30:00.000Z',
};

afterEach(() => act(() => setLanguage('en')));

describe('initials', () => {
  it('takes the first and last initials, or one Arabic letter', () => {
    expect(initials('Fatima Al-Khalifa')).toBe('FA');
    expect(initials('  ali ')).toBe('A');
    expect(initials('Mohammed bin Rashid Ali')).toBe('MA');
    expect(initials('فاطمة الخليفة')).toBe('ف');
  });
});

describe('ProfileCard', () => {
  it('shows the member-since date as seen in Bahrain, the role and the phone as written locally', () => {
    renderApp(<ProfileCard user={user} />);
    expect(screen.getByRole('heading', { name: 'Fatima Al-Khalifa' })).toBeTruthy();
    expect(screen.getByText('Customer')).toBeTruthy();
    expect(screen.getByText(/^Member since .*22.*2026$/)).toBeTruthy();
    expect(screen.getByText('+973 3600 1234')).toBeTruthy();
    expect(screen.queryByText(/orders/i)).toBeNull();
  });

  it('shows the total orders once known (spec §2), with Arabic plurals', () => {
    const first = renderApp(<ProfileCard user={user} totalOrders={3} />);
    expect(screen.getByTestId('total-orders').textContent).toBe('3 orders placed');
    first.unmount();
    act(() => setLanguage('ar'));
    const second = renderApp(<ProfileCard user={user} totalOrders={2} />);
    expect(screen.getByTestId('total-orders').textContent).toBe('طلبان');
    second.unmount();
    renderApp(<ProfileCard user={user} totalOrders={11} />);
    expect(screen.getByTestId('total-orders').textContent).toBe('11 طلبًا');
  });

  it('speaks Arabic with Latin digits', () => {
    act(() => setLanguage('ar'));
    renderApp(<ProfileCard user={user} />);
    expect(screen.getByText('عضو منذ 22 نوفمبر 2026')).toBeTruthy();
    expect(screen.getByText('عميل')).toBeTruthy();
  });
});

describe('ProfileMenu', () => {
  it('links the six entries of the spec', () => {
    renderApp(<ProfileMenu />);
    const links = screen.getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      ['Order History', '/orders'],
      ['Favorites', '/favorites'],
      ['Payment Methods', '/payment-methods'],
      ['Addresses', '/address-manager'],
      ['Settings', '/settings'],
      ['Help & Support', '/help'],
    ]);
  });
});
