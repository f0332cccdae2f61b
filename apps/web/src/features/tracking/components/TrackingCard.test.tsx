import type { OrderTracking } from '@haflah/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import i18n from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MapProps } from '../../../components/map/LazyMap';
import type { RealtimeHandlers } from '../../../lib/realtime';
import { customerUser } from '../../../test/fixtures';
import { apiError, mockFetch } from '../../../test/mock-fetch';
import { renderApp } from '../../../test/utils';
import { applyLocation } from '../api/keys';
import { TrackingCard } from './TrackingCard';

const opened: { handlers: RealtimeHandlers; open?: (url: string) => WebSocket }[] = [];
vi.mock('../../../lib/realtime', () => ({
  connectRealtime: (handlers: RealtimeHandlers, options?: { open?: (url: string) => WebSocket }) => {
    opened.push({ handlers, open: options?.open });
    return () => undefined;
  },
}));
// Leaflet draws nothing in jsdom: the map stands in as its accessible region with the pins it was given.
vi.mock('../../../components/map/LazyMap', () => ({
  LazyMap: ({ pins, label, line }: MapProps) => (
    <section aria-label={label} data-line={String(line)} data-pins={JSON.stringify(pins)} />
  ),
}));

const ORDER = '00000000-0000-4000-8000-000000000701';
const NOW = Date.parse('2026-11-26T09:10:00Z');

afterEach(async () => {
  opened.length = 0;
  vi.useRealTimers();
  await act(() => i18n.changeLanguage('en'));
});

const carried: OrderTracking = {
  status: 'picked_up',
  code: '4821',
  driver: { name: 'Yusuf Ahmed', phone: '+97339001234', vehicleType: 'motorcycle' },
  location: { lng: 50.58, lat: 26.22, at: '2026-11-26T09:07:00.000Z' },
  destination: { lng: 50.5925, lat: 26.2125 },
};

function serve(tracking: OrderTracking | null) {
  return mockFetch((call) => {
    if (call.path === '/api/auth/session') return { body: { user: customerUser } };
    if (call.path === `/api/orders/${ORDER}/tracking`) return { body: { tracking } };
    return apiError(404, 'NOT_FOUND');
  });
}

const pinsOf = (map: HTMLElement) => JSON.parse(map.dataset.pins ?? '[]') as { kind: string; lng: number }[];

describe('TrackingCard', () => {
  it('while carried: the code, the driver and Call, the map with both pins and the line, last seen', async () => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
    serve(carried);
    renderApp(<TrackingCard orderId={ORDER} />);
    const card = await screen.findByRole('region', { name: 'Your delivery' });
    expect(within(card).getByText('Your order is on its way')).toBeTruthy();
    expect(within(card).getByTestId('delivery-code').textContent).toBe('4821');
    expect(within(card).getByText('Give this code to the driver')).toBeTruthy();
    expect(within(card).getByText(/Motorbike/)).toBeTruthy();
    const call = within(card).getByRole('link', { name: 'Call \u2068Yusuf Ahmed\u2069' });
    expect(call.getAttribute('href')).toBe('tel:+97339001234');
    const map = within(card).getByRole('region', { name: /Map: the driver’s position/ });
    expect(pinsOf(map).map((p) => p.kind)).toEqual(['driver', 'destination']);
    expect(map.dataset.line).toBe('true');
    expect(within(card).getByTestId('last-seen').textContent).toBe('Last seen 3 min ago');
    // Live: the card's socket asks for the order's track room.
    expect(opened).toHaveLength(1);
  });

  it('moves the driver’s marker on delivery.location, and ignores an older fix', async () => {
    serve(carried);
    const { queryClient } = renderApp(<TrackingCard orderId={ORDER} />);
    await screen.findByRole('region', { name: 'Your delivery' });
    const handlers = opened[0]!.handlers;
    act(() =>
      handlers.onEvent(
        { type: 'delivery.location', orderId: ORDER, lng: 50.59, lat: 26.215, at: new Date().toISOString() },
        `track:${ORDER}`,
      ),
    );
    await waitFor(() => expect(pinsOf(screen.getByRole('region', { name: /^Map/ }))[0]?.lng).toBe(50.59));
    act(() => applyLocation(queryClient, { orderId: ORDER, lng: 1, lat: 1, at: '2026-01-01T00:00:00.000Z' }));
    expect(pinsOf(screen.getByRole('region', { name: /^Map/ }))[0]?.lng).toBe(50.59);
    expect(screen.getByTestId('last-seen').textContent).toBe('Last seen just now');
  });

  it('before pick-up: the code and the driver, no map and no live socket; in Arabic', async () => {
    serve({ ...carried, status: 'accepted', location: null });
    await act(() => i18n.changeLanguage('ar'));
    renderApp(<TrackingCard orderId={ORDER} />);
    const card = await screen.findByRole('region', { name: 'توصيل طلبك' });
    expect(within(card).getByText('أعطِ هذا الرمز للسائق')).toBeTruthy();
    expect(within(card).getByText(/دراجة نارية/)).toBeTruthy();
    expect(within(card).queryByRole('region', { name: /خريطة/ })).toBeNull();
    expect(opened).toHaveLength(0);
  });

  it('delivered: no code; without a delivery (tracking null): no card at all', async () => {
    serve({ ...carried, status: 'delivered', code: null, location: null });
    const first = renderApp(<TrackingCard orderId={ORDER} />);
    const card = await screen.findByRole('region', { name: 'Your delivery' });
    expect(within(card).getByText('Delivered')).toBeTruthy();
    expect(within(card).queryByTestId('delivery-code')).toBeNull();
    first.unmount();

    const mock = serve(null);
    const { container } = renderApp(<TrackingCard orderId={ORDER} />);
    await waitFor(() => expect(mock.calls.some((c) => c.path.endsWith('/tracking'))).toBe(true));
    await act(() => new Promise((r) => setTimeout(r, 20)));
    expect(container.querySelector('[data-testid="tracking-card"]')).toBeNull();
  });

  it('while carried without a fix or a pin: says it waits, and that the address has no pin', async () => {
    serve({ ...carried, location: null, destination: null });
    renderApp(<TrackingCard orderId={ORDER} />);
    await screen.findByRole('region', { name: 'Your delivery' });
    expect(screen.getByText('Waiting for the driver’s position…')).toBeTruthy();
    expect(screen.getByText(/Your address has no pin/)).toBeTruthy();
  });
});
