import type { ShopProfile } from '@haflah/contracts';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import i18n from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RealtimeHandlers } from '../../../lib/realtime';
import { apiError } from '../../../test/mock-fetch';
import { renderApp } from '../../../test/utils';
import { useShop } from '../api/retailer';
import { joiningRooms, useShopRealtime } from '../hooks/useShopRealtime';
import { serveShop, shopProfile } from '../test/shop-fixtures';
import { ShopStateNotice } from './ShopStateNotice';

const opened: { handlers: RealtimeHandlers; open?: (url: string) => WebSocket }[] = [];
vi.mock('../../../lib/realtime', () => ({
  connectRealtime: (handlers: RealtimeHandlers, options: { open?: (url: string) => WebSocket }) => {
    opened.push({ handlers, open: options?.open });
    return () => undefined;
  },
}));

afterEach(async () => {
  opened.length = 0;
  vi.unstubAllGlobals();
  await act(() => i18n.changeLanguage('en'));
});

/** The retailer area's top as the area's frame has it: the notice, following the shop's room. */
function Area() {
  const shop = useShop();
  useShopRealtime(shop.data?.id);
  return <ShopStateNotice />;
}

describe('ShopStateNotice', () => {
  it('a pending shop: waiting for approval, what it can do already, and that customers cannot see it', async () => {
    serveShop(() => shopProfile({ status: 'pending' }));
    renderApp(<ShopStateNotice />);
    // The file's first render also warms up its modules: more than a second on a busy machine.
    const notice = await screen.findByRole('region', { name: 'Waiting for approval' }, { timeout: 5000 });
    expect(notice.textContent).toContain(
      "The Haflah team is reviewing “Sugar Pearl”. Until it is approved, customers can't see your shop and you can't take orders.",
    );
    expect(notice.textContent).toContain("complete your shop's profile");
    expect(notice.textContent).toContain('prepare your listings');
  });

  it('a rejected shop: the reason, and what to do', async () => {
    serveShop(() =>
      shopProfile({ status: 'rejected', statusReason: 'The CR number does not match the name' }),
    );
    renderApp(<ShopStateNotice />);
    const notice = await screen.findByRole('region', { name: 'Not approved' });
    expect(notice.textContent).toContain('Reason: The CR number does not match the name');
    expect(notice.textContent).toContain('contact Haflah support');
  });

  it('a paused shop: the reason customers see, until when (Bahrain time), and Reopen now', async () => {
    let shop: ShopProfile = shopProfile({
      pause: {
        reason: 'Closed for Eid',
        since: '2026-11-26T08:00:00.000Z',
        until: '2026-11-28T06:00:00.000Z',
      },
    });
    const { calls } = serveShop(
      () => shop,
      (call) => {
        if (call.method === 'DELETE' && call.path === '/api/retailer/shop/pause') {
          shop = shopProfile();
          return { body: shop };
        }
      },
    );
    renderApp(<ShopStateNotice />);
    const notice = await screen.findByRole('region', { name: 'Your shop is paused' });
    expect(notice.textContent).toContain('Customers are told: Closed for Eid');
    expect(notice.textContent).toMatch(/It reopens by itself on Sat 28 Nov, 9:00/);
    fireEvent.click(screen.getByRole('button', { name: 'Reopen now' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Your shop is paused' })).toBeNull());
    expect(calls.some((c) => c.method === 'DELETE' && c.path === '/api/retailer/shop/pause')).toBe(true);
    expect(await screen.findByText('Your shop is open again')).toBeTruthy();
  });

  it('an approved, open shop shows nothing', async () => {
    const { calls } = serveShop(() => shopProfile());
    renderApp(<ShopStateNotice />);
    await waitFor(() => expect(calls.some((c) => c.path === '/api/retailer/shop')).toBe(true));
    await act(() => new Promise((r) => setTimeout(r, 20)));
    for (const name of ['Waiting for approval', 'Not approved', 'Your shop is paused']) {
      expect(screen.queryByRole('region', { name })).toBeNull();
    }
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says so when the status cannot be read, and tries again', async () => {
    let fail = true;
    serveShop(() => (fail ? apiError(500, 'INTERNAL') : shopProfile({ status: 'pending' })));
    renderApp(<ShopStateNotice />);
    expect((await screen.findByRole('alert')).textContent).toContain("We couldn't load your shop's status.");
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('region', { name: 'Waiting for approval' })).toBeTruthy();
  });

  it('in Arabic, names the shop in Arabic', async () => {
    await act(() => i18n.changeLanguage('ar'));
    serveShop(() => shopProfile({ status: 'pending' }));
    renderApp(<ShopStateNotice />);
    const notice = await screen.findByRole('region', { name: 'بانتظار الموافقة' });
    expect(notice.textContent).toContain('فريق حفلة يراجع «سكر اللؤلؤ»');
  });

  it('changes live when an admin approves: shop.changed in the shop room refetches the shop', async () => {
    let shop = shopProfile({ status: 'pending' });
    serveShop(() => shop);
    renderApp(<Area />);
    await screen.findByRole('region', { name: 'Waiting for approval' });
    await waitFor(() => expect(opened).toHaveLength(1));

    shop = shopProfile({ status: 'approved', statusChangedAt: '2026-11-26T09:00:00.000Z' });
    act(() => opened[0]!.handlers.onEvent({ type: 'shop.changed', shopId: shop.id }, `shop:${shop.id}`));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Waiting for approval' })).toBeNull());

    shop = shopProfile({ status: 'rejected', statusReason: 'Missing CR' });
    act(() => opened[0]!.handlers.onEvent({ type: 'shop.changed', shopId: shop.id }, `shop:${shop.id}`));
    expect((await screen.findByRole('region', { name: 'Not approved' })).textContent).toContain('Missing CR');
  });
});

describe('joiningRooms', () => {
  class FakeSocket extends EventTarget {
    sent: string[] = [];
    send(data: string) {
      this.sent.push(data);
    }
    receive(data: unknown) {
      this.dispatchEvent(new MessageEvent('message', { data: JSON.stringify(data) }));
    }
  }

  it("asks for the shop's room once the server has put the socket in its user's room, on every socket", () => {
    const sockets: FakeSocket[] = [];
    const open = joiningRooms(['shop:s1'], () => {
      const s = new FakeSocket();
      sockets.push(s);
      return s as unknown as WebSocket;
    });
    open('ws://x/api/realtime');
    sockets[0]!.receive({ kind: 'subscribed', room: 'shop:s1' });
    sockets[0]!.receive({ kind: 'event', room: 'user:r1', event: { type: 'cart.changed' } });
    expect(sockets[0]!.sent).toEqual([]);
    sockets[0]!.receive({ kind: 'subscribed', room: 'user:r1' });
    expect(sockets[0]!.sent).toEqual([JSON.stringify({ kind: 'subscribe', room: 'shop:s1' })]);
    // A reconnect is a new socket: it joins again.
    open('ws://x/api/realtime');
    sockets[1]!.receive({ kind: 'subscribed', room: 'user:r1' });
    expect(sockets[1]!.sent).toHaveLength(1);
  });

  it('the area opens its socket with the shop room, once the shop is known', async () => {
    serveShop(() => shopProfile());
    renderApp(<Area />);
    await waitFor(() => expect(opened).toHaveLength(1));
    expect(opened[0]!.open).toBeTypeOf('function');
  });
});
