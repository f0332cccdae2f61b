import { LOCATION_MIN_INTERVAL_MS } from '@haflah/contracts';
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, mockFetch } from '../../../test/mock-fetch';
import { nextSend, useLocationSender, useSenderState } from './useLocationSender';

const A = { lng: 50.58, lat: 26.22 };
/** About 110 m north of A. */
const B = { lng: 50.58, lat: 26.221 };
/** About 3 m from A. */
const A_NEAR = { lng: 50.58, lat: 26.22003 };

describe('nextSend', () => {
  const now = 1_000_000;
  it.each([
    ['the first position', null, A, { send: 'now' }],
    ['moved, the interval up', { ...A, at: now - LOCATION_MIN_INTERVAL_MS - 250 }, B, { send: 'now' }],
    ['moved, too soon', { ...A, at: now - 1000 }, B, { send: 'later', inMs: LOCATION_MIN_INTERVAL_MS - 750 }],
    ['not moved 10 m', { ...A, at: now - 60_000 }, A_NEAR, { send: 'never' }],
  ] as const)('%s', (_name, last, position, expected) => {
    expect(nextSend(last, position, now)).toEqual(expected);
  });
});

/** A phone: `move` reports a position, `deny` the permission refused. */
function fakeGeolocation() {
  let success: PositionCallback | undefined;
  let failure: PositionErrorCallback | null | undefined;
  const geolocation = {
    watchPosition: vi.fn((ok: PositionCallback, fail?: PositionErrorCallback | null) => {
      success = ok;
      failure = fail;
      return 7;
    }),
    clearWatch: vi.fn(),
    getCurrentPosition: vi.fn(),
  };
  vi.stubGlobal('navigator', { ...navigator, geolocation });
  return {
    geolocation,
    move: (p: { lng: number; lat: number }) =>
      act(() => success?.({ coords: { longitude: p.lng, latitude: p.lat } } as GeolocationPosition)),
    deny: () =>
      act(() => failure?.({ code: 1, PERMISSION_DENIED: 1, message: 'denied' } as GeolocationPositionError)),
  };
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** Lets the fix's request and its answer settle (several promise turns). */
/** The hook, and the state the location page reads. */
function useSending(props: { online: boolean; inHand: boolean }) {
  useLocationSender(props);
  return useSenderState();
}

const flush = async () => {
  for (let i = 0; i < 10; i++) await act(() => vi.advanceTimersByTimeAsync(0));
};

describe('useLocationSender', () => {
  it('sends while online with a delivery: at most one fix per interval, only when moved; stops otherwise', async () => {
    vi.useFakeTimers({ now: 5_000_000 });
    const phone = fakeGeolocation();
    const api = mockFetch(() => ({ status: 200, body: null }));
    const fixes = () => api.calls.filter((c) => c.path === '/api/driver/location').map((c) => c.body);
    const { rerender, result } = renderHook(useSending, {
      initialProps: { online: true, inHand: true },
    });
    expect(result.current).toMatchObject({ active: true, reason: 'waiting', wakeLock: 'unsupported' });
    await phone.move(A);
    await flush();
    expect(fixes()).toEqual([A]);
    expect(result.current.lastFix).toMatchObject(A);

    // Too soon: it waits for the interval, then sends the newest position.
    await act(() => vi.advanceTimersByTimeAsync(1000));
    await phone.move(B);
    await flush();
    expect(fixes()).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(LOCATION_MIN_INTERVAL_MS));
    expect(fixes()).toEqual([A, B]);

    // Not moved 10 m: never sent.
    await act(() => vi.advanceTimersByTimeAsync(LOCATION_MIN_INTERVAL_MS * 2));
    await phone.move({ lng: B.lng, lat: B.lat + 0.00003 });
    await flush();
    expect(fixes()).toHaveLength(2);

    rerender({ online: true, inHand: false });
    expect(phone.geolocation.clearWatch).toHaveBeenCalledWith(7);
    expect(result.current).toMatchObject({ active: false, reason: 'noDelivery' });
    rerender({ online: false, inHand: true });
    expect(result.current).toMatchObject({ active: false, reason: 'offline' });
  });

  it('only logs a failed fix, and says so when the permission is refused', async () => {
    vi.useFakeTimers({ now: 9_000_000 });
    const phone = fakeGeolocation();
    mockFetch(() => apiError(429, 'RATE_LIMITED'));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { result } = renderHook(() => useSending({ online: true, inHand: true }));
    await phone.move({ lng: 50.1, lat: 26.1 });
    await flush();
    expect(warn).toHaveBeenCalledWith('location update failed', 'RATE_LIMITED');
    await phone.deny();
    expect(result.current.reason).toBe('denied');
  });

  it('holds the wake lock while sending, and takes it again when the page comes back', async () => {
    const release = vi.fn(async () => undefined);
    const request = vi.fn(async () => ({ release, addEventListener: vi.fn() }));
    const phone = fakeGeolocation();
    vi.stubGlobal('navigator', { ...navigator, geolocation: phone.geolocation, wakeLock: { request } });
    mockFetch(() => ({ status: 200, body: null }));
    const { result, unmount } = renderHook(() => useSending({ online: true, inHand: true }));
    await act(async () => undefined);
    expect(request).toHaveBeenCalledWith('screen');
    expect(result.current.wakeLock).toBe('held');
    await act(async () => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(request).toHaveBeenCalledTimes(2);
    unmount();
    expect(release).toHaveBeenCalled();
  });

  it('says so when the browser refuses the wake lock', async () => {
    const request = vi.fn(async () => {
      throw new Error('battery saver');
    });
    const phone = fakeGeolocation();
    vi.stubGlobal('navigator', { ...navigator, geolocation: phone.geolocation, wakeLock: { request } });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    mockFetch(() => ({ status: 200, body: null }));
    const { result } = renderHook(() => useSending({ online: true, inHand: true }));
    await act(async () => undefined);
    expect(result.current.wakeLock).toBe('refused');
  });
});
