import type { ItemSummary } from '@haflah/contracts';
import { fireEvent, render, screen } from '@testing-library/react';
import { act } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../../lib/i18n';
import { ItemCard } from './ItemCard';

const base: ItemSummary = {
  id: '00000000-0000-4000-8000-000000000001',
  kind: 'product',
  pricingType: 'fixed',
  priceFils: 12500,
  salePriceFils: 10000,
  isOnSale: true,
  hourlyRateFils: null,
  capacity: 1,
  name: { en: 'Rainbow Cake', ar: 'كعكة قوس قزح' },
  imageUrl: null,
  rating: 4.6,
  reviewCount: 2,
  categoryId: '00000000-0000-4000-8000-000000000002',
  categoryName: { en: 'Cakes', ar: 'كيك' },
  shopId: '00000000-0000-4000-8000-000000000003',
  shopName: { en: 'Sweet Manama', ar: 'حلويات المنامة' },
  requiresTimeSlot: false,
  createdAt: '2026-11-01T10:00:00.000Z',
};

function renderCard(item: ItemSummary) {
  const onAdd = vi.fn();
  const onBook = vi.fn();
  render(
    <MemoryRouter>
      <ItemCard item={item} onAdd={onAdd} onBook={onBook} />
    </MemoryRouter>,
  );
  return { onAdd, onBook };
}

afterEach(() => act(() => setLanguage('en')));

describe('ItemCard', () => {
  it('shows the sale price, the struck-through price, the Sale badge and a link to the product', () => {
    renderCard(base);
    expect(screen.getByText('BD 10.000')).toBeTruthy();
    expect(screen.getByText('BD 12.500').tagName).toBe('S');
    expect(screen.getByText(/Sale −20%/)).toBeTruthy();
    expect(screen.getByText('(2 reviews)')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Rainbow Cake' }).getAttribute('href')).toBe(
      `/product/${base.id}`,
    );
  });

  it('quick-adds a fixed-price product', () => {
    const { onAdd, onBook } = renderCard(base);
    fireEvent.click(screen.getByRole('button', { name: 'Add Rainbow Cake to cart' }));
    expect(onAdd).toHaveBeenCalledWith(base);
    expect(onBook).not.toHaveBeenCalled();
  });

  it('shows the hourly rate and a booking action for time-based items', () => {
    const { onBook } = renderCard({
      ...base,
      kind: 'entertainment',
      pricingType: 'hourly',
      hourlyRateFils: 35000,
      isOnSale: false,
      salePriceFils: null,
      requiresTimeSlot: true,
    });
    expect(screen.getByText('BD 35.000 / hour')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Book Rainbow Cake' }));
    expect(onBook).toHaveBeenCalled();
  });

  it('speaks Arabic with Latin digits and Arabic plural forms', () => {
    act(() => setLanguage('ar'));
    renderCard(base);
    expect(screen.getByText('10.000 د.ب')).toBeTruthy();
    expect(screen.getByText('(تقييمان)')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'كعكة قوس قزح' })).toBeTruthy();
    expect(document.documentElement.dir).toBe('rtl');
  });
});
