import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../test/mock-fetch';
import { renderApp } from '../test/utils';
import { AppRoutes } from './router';

// The staff shell starts each page at the top; jsdom has no scrolling.
beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

// Each area has its routes file (app/routes/<area>/routes.tsx); a staff area's is a lazy chunk that
// holds its pages as lazy chunks. Every path reaches its page through them, signed out.
describe('the router composes each area’s routes', () => {
  it.each([
    ['/retailer/login', 'Retailer sign in'],
    ['/retailer/register', 'Register your business'],
    ['/driver/login', 'Driver sign in'],
    ['/driver/register', 'Become a driver'],
    ['/admin-login', 'Admin sign in'],
    // Behind the area's role: signed out, the area's sign-in.
    ['/retailer', 'Retailer sign in'],
    ['/retailer/orders/7', 'Retailer sign in'],
    ['/driver/jobs', 'Driver sign in'],
    ['/admin/shops', 'Admin sign in'],
  ])('%s shows "%s"', async (path, heading) => {
    mockFetch(() => ({ body: { user: null } }));
    renderApp(<AppRoutes />, { path });
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeTruthy();
  });
});
