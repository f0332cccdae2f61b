import { fireEvent, screen } from '@testing-library/react';
import { Link, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, mockFetch } from '../../../test/mock-fetch';
import { renderApp } from '../../../test/utils';
import ProductPage from './ProductPage';

const UNKNOWN = '3f1c2d4e-5b6a-4c7d-8e9f-0a1b2c3d4e5f';

afterEach(() => vi.unstubAllGlobals());

/** Home, another page linking to the product, and the product page (unknown), starting at `path`. */
function app(path: string) {
  const { calls } = mockFetch(() => apiError(404, 'NOT_FOUND'));
  renderApp(
    <Routes>
      <Route path="/" element={<p>Home page</p>} />
      <Route path="/cart" element={<Link to={`/product/${UNKNOWN}`}>Cart page</Link>} />
      <Route path="/product/:productId" element={<ProductPage />} />
    </Routes>,
    { path },
  );
  return calls;
}

describe('the product page', () => {
  it('says a malformed id names no product, without asking the server', async () => {
    const calls = app('/product/abc');
    expect(await screen.findByText('Product not found')).toBeTruthy();
    expect(calls.filter((c) => c.path.startsWith('/api/items/'))).toEqual([]);
    expect(document.title).toBe('Product not found · Haflah');
  });

  it('opened from a shared link, goes Home on Back instead of leaving the app', async () => {
    app(`/product/${UNKNOWN}`);
    await screen.findByText('Product not found');
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByText('Home page')).toBeTruthy();
  });

  it('reached from a page of the app, goes back to it', async () => {
    app('/cart');
    fireEvent.click(await screen.findByText('Cart page'));
    await screen.findByText('Product not found');
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByText('Cart page')).toBeTruthy();
  });
});
