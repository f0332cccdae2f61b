import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { NextPage } from './LoadMoreButton';

const page = (state: Partial<Parameters<typeof NextPage>[0]['query']>) => ({
  hasNextPage: true,
  isFetchingNextPage: false,
  isFetchNextPageError: false,
  fetchNextPage: vi.fn(),
  ...state,
});

describe('NextPage', () => {
  it('offers Load more while there is a next page, busy while it loads', () => {
    const query = page({});
    const { rerender } = render(<NextPage query={query} error="We couldn't load more." />);
    fireEvent.click(screen.getByRole('button', { name: /more/i }));
    expect(query.fetchNextPage).toHaveBeenCalledTimes(1);
    rerender(<NextPage query={{ ...query, isFetchingNextPage: true }} error="We couldn't load more." />);
    const busy = screen.getByRole('button') as HTMLButtonElement;
    expect(busy.disabled).toBe(true);
    expect(busy.getAttribute('aria-busy')).toBe('true');
  });

  it("says the next page's failure with Try again, which asks for it again", () => {
    const query = page({ isFetchNextPageError: true });
    render(<NextPage query={query} error="We couldn't load more." />);
    expect(screen.getByRole('alert').textContent).toContain("We couldn't load more.");
    fireEvent.click(screen.getByRole('button', { name: /try again/i }));
    expect(query.fetchNextPage).toHaveBeenCalledTimes(1);
  });

  it('shows nothing on the last page', () => {
    const { container } = render(<NextPage query={page({ hasNextPage: false })} error="-" />);
    expect(container.textContent).toBe('');
  });
});
