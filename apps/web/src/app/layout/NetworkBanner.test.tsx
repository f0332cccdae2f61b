import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { passTime } from '../../test/utils';
import { BANNER_HEIGHT_VAR, NetworkBanner } from './NetworkBanner';

let online = true;
const setOnline = (value: boolean) =>
  act(() => {
    online = value;
    window.dispatchEvent(new Event(value ? 'online' : 'offline'));
  });
const bannerHeight = () => document.documentElement.style.getPropertyValue(BANNER_HEIGHT_VAR);

beforeEach(() => {
  online = true;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('NetworkBanner', () => {
  it("says 'No internet connection' for as long as it lasts, sticky above the header, then goes", async () => {
    render(<NetworkBanner />);
    expect(screen.queryByTestId('network-banner')).toBeNull();
    expect(bannerHeight()).toBe('');

    setOnline(false);
    const banner = screen.getByTestId('network-banner');
    expect(banner.getAttribute('role')).toBe('status');
    expect(banner.textContent).toBe('No internet connection');
    // Sticky at the top of the window, and the sticky header moves down by its height meanwhile.
    expect(banner.className).toMatch(/\bsticky\b/);
    expect(banner.className).toMatch(/\btop-0\b/);
    expect(bannerHeight()).toBe('2.5rem');

    // It does not dismiss itself: a minute later it is still there.
    await passTime(60_000, 5_000);
    expect(screen.getByTestId('network-banner').textContent).toBe('No internet connection');

    setOnline(true);
    expect(screen.queryByTestId('network-banner')).toBeNull();
    expect(bannerHeight()).toBe('');
  });

  it("says 'Slow connection detected' on a 2G connection", () => {
    const connection = Object.assign(new EventTarget(), { effectiveType: '2g' });
    Object.defineProperty(navigator, 'connection', { value: connection, configurable: true });
    try {
      render(<NetworkBanner />);
      expect(screen.getByTestId('network-banner').textContent).toBe('Slow connection detected');
      act(() => {
        connection.effectiveType = '4g';
        connection.dispatchEvent(new Event('change'));
      });
      expect(screen.queryByTestId('network-banner')).toBeNull();
    } finally {
      Reflect.deleteProperty(navigator, 'connection');
    }
  });
});
