import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StickyActionBar, StickyActionTotal } from './StickyActionBar';

describe('StickyActionBar', () => {
  it('is a named region with the total read before its one action', () => {
    render(
      <StickyActionBar
        label="Place your order"
        summary={<StickyActionTotal label="Total" value="BD 12.500" />}
      >
        <button type="submit">Place order</button>
      </StickyActionBar>,
    );
    const bar = screen.getByRole('region', { name: 'Place your order' });
    expect(bar.textContent).toBe('TotalBD 12.500Place order');
    expect(screen.getByRole('button', { name: 'Place order' })).toBeTruthy();
  });

  it('stays above the bottom navigation on a phone and leaves the desktop to the page', () => {
    render(
      <StickyActionBar label="Checkout">
        <button type="button">Go</button>
      </StickyActionBar>,
    );
    const classes = screen.getByRole('region').className;
    expect(classes).toContain('sticky');
    expect(classes).toContain('bottom-[calc(3.75rem+env(safe-area-inset-bottom))]');
    expect(classes).toContain('md:bottom-0');
    expect(classes).toContain('lg:hidden');
  });
});
