import type { Shop } from '@haflah/contracts';
import { render, screen } from '@testing-library/react';
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../../../lib/i18n';
import { RetailerCard } from './RetailerCard';

const shop: Shop = {
  id: '00000000-0000-4000-8000-000000000003',
  name: { en: 'Sweet Manama', ar: 'حلويات المنامة' },
  logoUrl: null,
  rating: 4.6,
  reviewCount: 12,
  deliveryMinutes: 45,
  deliveryFeeFils: 1000,
  area: { en: 'Manama', ar: 'المنامة' },
  offer: { percent: 30, capFils: 20_000, minOrderFils: null, firstOrderOnly: false },
};

afterEach(() => act(() => setLanguage('en')));

describe('RetailerCard', () => {
  it("says the shop's own offer in the spec's words, in BD", () => {
    render(<RetailerCard shop={shop} onSelect={() => {}} />);
    expect(screen.getByText('30% off, up to BD 20')).toBeTruthy();
  });

  it('keeps the fils of a cap that is not whole dinars', () => {
    render(
      <RetailerCard
        shop={{ ...shop, offer: { ...shop.offer!, percent: 15, capFils: 7_500 } }}
        onSelect={() => {}}
      />,
    );
    expect(screen.getByText('15% off, up to BD 7.500')).toBeTruthy();
  });

  it('in Arabic', () => {
    act(() => setLanguage('ar'));
    render(<RetailerCard shop={shop} onSelect={() => {}} />);
    expect(screen.getByText('خصم 30٪ حتى 20 د.ب')).toBeTruthy();
  });

  it('no note on a shop without an offer (or when the list does not say)', () => {
    const { rerender } = render(<RetailerCard shop={{ ...shop, offer: null }} onSelect={() => {}} />);
    expect(screen.queryByText(/off, up to/)).toBeNull();
    rerender(<RetailerCard shop={{ ...shop, offer: undefined }} onSelect={() => {}} />);
    expect(screen.queryByText(/off, up to/)).toBeNull();
    expect(screen.getByText('Sweet Manama')).toBeTruthy();
  });

  it('adds the terms that limit the offer, when set: a minimum order and first order only', () => {
    const limited = { ...shop.offer!, minOrderFils: 10_000, firstOrderOnly: true };
    const { rerender } = render(<RetailerCard shop={{ ...shop, offer: limited }} onSelect={() => {}} />);
    const note = () => screen.getByTestId('offer-note').textContent?.replace(/\u00a0/g, ' ');
    expect(note()).toBe('30% off, up to BD 20 · min. order BD 10 · first order only');
    rerender(
      <RetailerCard shop={{ ...shop, offer: { ...limited, firstOrderOnly: false } }} onSelect={() => {}} />,
    );
    expect(note()).toBe('30% off, up to BD 20 · min. order BD 10');
    act(() => setLanguage('ar'));
    rerender(<RetailerCard shop={{ ...shop, offer: limited }} onSelect={() => {}} />);
    expect(note()).toBe('خصم 30٪ حتى 20 د.ب · للطلبات من 10 د.ب · للطلب الأول فقط');
  });
});
