import { act, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/utils';
import { driverKeys } from '../api/keys';
import { deliveriesOf, driverUser, offerOf, serveDriver } from '../test/driver-fixtures';
import { OfferRinger } from './OfferRinger';

const vibrate = vi.fn();
beforeEach(() => {
  vibrate.mockReset();
  Object.defineProperty(navigator, 'vibrate', { value: vibrate, configurable: true });
});
afterEach(() => vi.unstubAllGlobals());

const LOADING = { timeout: 5000 };

describe('the new-offer alert', () => {
  it('buzzes (and beeps, once sound is allowed) when an offer arrives, and again for a newer one', async () => {
    let offers = [offerOf()];
    serveDriver((call) =>
      call.path === '/api/driver/deliveries' ? { body: deliveriesOf({ offers }) } : undefined,
    );
    const { queryClient } = renderApp(<OfferRinger />, { path: '/driver' });
    await waitFor(() => expect(vibrate).toHaveBeenCalledTimes(1), LOADING);
    expect(vibrate).toHaveBeenCalledWith([200, 100, 200]);

    // Read again with the same offer: no new alert at once (the beat goes on every few seconds).
    await act(() => queryClient.invalidateQueries({ queryKey: driverKeys.deliveries(driverUser.id) }));
    expect(vibrate).toHaveBeenCalledTimes(1);

    // A newer offer arrives (realtime made the list stale): told at once.
    offers = [offerOf({ id: '00000000-0000-4000-8000-00000000f002' }), ...offers];
    await act(() => queryClient.invalidateQueries({ queryKey: driverKeys.deliveries(driverUser.id) }));
    await waitFor(() => expect(vibrate).toHaveBeenCalledTimes(2), LOADING);
  });

  it('an expired offer, or none, is silent', async () => {
    const { calls } = serveDriver((call) =>
      call.path === '/api/driver/deliveries'
        ? {
            body: deliveriesOf({
              offers: [offerOf({ expiresAt: new Date(Date.now() - 1000).toISOString() })],
            }),
          }
        : undefined,
    );
    const { queryClient } = renderApp(<OfferRinger />, { path: '/driver' });
    await waitFor(
      () => expect(queryClient.getQueryData(driverKeys.deliveries(driverUser.id))).toBeTruthy(),
      LOADING,
    );
    await act(async () => {});
    expect(calls.some((c) => c.path === '/api/driver/deliveries')).toBe(true);
    expect(vibrate).not.toHaveBeenCalled();
  });
});
