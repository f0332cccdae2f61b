import type { ShopApplication } from '@haflah/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18n from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RealtimeHandlers } from '../../../lib/realtime';
import { apiError, type MockReply } from '../../../test/mock-fetch';
import { renderApp, toastRegion } from '../../../test/utils';
import { useAdminRealtime } from '../hooks/useAdminRealtime';
import { serveAdmin, shopApplication } from '../test/admin-fixtures';
import { PendingShopsList } from './PendingShopsList';

const opened: RealtimeHandlers[] = [];
vi.mock('../../../lib/realtime', () => ({
  connectRealtime: (handlers: RealtimeHandlers) => {
    opened.push(handlers);
    return () => undefined;
  },
}));

afterEach(async () => {
  opened.length = 0;
  vi.unstubAllGlobals();
  await act(() => i18n.changeLanguage('en'));
});

/** The list as the area has it: following the admins' room. */
function Area() {
  useAdminRealtime();
  return <PendingShopsList />;
}

const SHOP = shopApplication();
const ID = SHOP.id;

/** Serves the pending list (read again on every call) and the decisions (`decide`). */
function serve(
  list: () => ShopApplication[] | MockReply,
  decide: (path: string, body: unknown) => MockReply = () => ({ body: {} }),
) {
  return serveAdmin((call) => {
    if (call.path === '/api/admin/shops/pending') {
      const answer = list();
      return Array.isArray(answer) ? { body: { applications: answer } } : answer;
    }
    if (call.method === 'POST' && call.path.startsWith('/api/admin/shops/'))
      return decide(call.path, call.body);
  });
}

/** The approved shop as the server answers a decision (ShopProfile). */
const decided = (status: 'approved' | 'rejected', reason: string | null = null) => ({
  body: {
    id: ID,
    name: SHOP.names,
    description: SHOP.description,
    businessTypes: SHOP.businessTypes,
    phone: SHOP.phone,
    address: SHOP.address,
    area: 'seef',
    crNumber: SHOP.crNumber,
    iban: SHOP.iban,
    deliveryMinutes: 45,
    deliveryFeeFils: 1500,
    freeDeliveryOverFils: null,
    openingHours: null,
    logoUrl: null,
    status,
    statusReason: reason,
    statusChangedAt: '2026-11-26T04:00:00.000Z',
    pause: null,
  },
});

const card = () => screen.getByRole('article', { name: 'Balloon Bay' });
const field = (label: string) => within(card()).getByText(label).nextElementSibling as HTMLElement;

describe('PendingShopsList', () => {
  it('shows every registration field of each application', async () => {
    serve(() => [SHOP]);
    renderApp(<PendingShopsList />);
    await screen.findByRole('article', { name: 'Balloon Bay' }, { timeout: 5000 });
    expect(field('Business name in English').textContent).toBe('Balloon Bay');
    expect(field('Business name in Arabic').textContent).toBe('خليج البالونات');
    expect(field('Business name in Arabic').querySelector('[lang="ar"]')?.getAttribute('dir')).toBe('rtl');
    expect(field('Business types').textContent).toBe('DecorationsParty supplies');
    expect(field('Commercial Registration (CR) number').textContent).toBe('987654');
    const iban = field('IBAN').firstElementChild!;
    expect(iban.textContent).toBe('BH67 BMAG 0000 1299 1234 56');
    expect(iban.getAttribute('dir')).toBe('ltr');
    expect(field('Phone').textContent).toBe('+973 3600 1234');
    expect(field('Area').textContent).toBe('Seef');
    expect(field('Business address').textContent).toBe('Building 5, Road 12, Block 410');
    expect(field('Description in English').textContent).toBe('Balloons for every party');
    expect(field('Description in Arabic').textContent).toBe('بالونات لكل حفلة');
    expect(field('Applicant').textContent).toBe('Fatima Salman');
    expect(field("Applicant's email").textContent).toBe('owner@balloonbay.bh');
    // 18:30 UTC is 21:30 in Bahrain.
    expect(within(card()).getByText(/^Applied/).textContent).toMatch(/^Applied .*25.* 2026 at 9:30\u00a0PM$/);
  });

  it("says 'Not given' for what an older shop's application lacks", async () => {
    serve(() => [shopApplication({ iban: '', businessTypes: [], applicantEmail: '', applicantName: '' })]);
    renderApp(<PendingShopsList />);
    await screen.findByRole('article', { name: 'Balloon Bay' }, { timeout: 5000 });
    for (const label of ['IBAN', 'Business types', 'Applicant', "Applicant's email"])
      expect(field(label).textContent).toBe('Not given');
    expect(field('Commercial Registration (CR) number').textContent).toBe('987654');
  });

  it('says when no shop is waiting, and when the list cannot be loaded (with a retry)', async () => {
    let fail = true;
    serve(() => (fail ? apiError(500, 'INTERNAL') : []));
    renderApp(<PendingShopsList />);
    expect(
      await screen.findByText("We couldn't load the shops waiting for approval.", undefined, {
        timeout: 5000,
      }),
    ).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { name: 'No shops are waiting' })).toBeTruthy();
  });

  it('approves in one tap: pending state, a toast, and the card leaves', async () => {
    let release: (reply: MockReply) => void = () => undefined;
    let pending = [SHOP];
    const { calls } = serve(
      () => pending,
      () => new Promise<MockReply>((resolve) => (release = resolve)) as unknown as MockReply,
    );
    renderApp(<PendingShopsList />);
    await screen.findByRole('article', { name: 'Balloon Bay' }, { timeout: 5000 });
    fireEvent.click(within(card()).getByRole('button', { name: 'Approve' }));
    const busy = await within(card()).findByRole('button', { name: 'Approving…' });
    expect(busy.hasAttribute('disabled')).toBe(true);
    expect(calls.some((c) => c.method === 'POST' && c.path === `/api/admin/shops/${ID}/approve`)).toBe(true);
    pending = [];
    await act(async () => release(decided('approved')));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Balloon Bay' })).toBeNull());
    expect(
      within(toastRegion()).getByText('“Balloon Bay” is approved. Customers can see it now.'),
    ).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'No shops are waiting' })).toBeTruthy();
  });

  it('rejects only with a reason: translated validation, what was typed kept on an error', async () => {
    let answer: MockReply = apiError(500, 'INTERNAL');
    const { calls } = serve(
      () => [SHOP],
      () => answer,
    );
    renderApp(<PendingShopsList />);
    await screen.findByRole('article', { name: 'Balloon Bay' }, { timeout: 5000 });
    fireEvent.click(within(card()).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject “Balloon Bay”?' });
    const reason = within(dialog).getByLabelText('Reason') as HTMLTextAreaElement;
    fireEvent.change(reason, { target: { value: '   ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject shop' }));
    expect(within(dialog).getByText('Please give a reason')).toBeTruthy();
    expect(reason.getAttribute('aria-invalid')).toBe('true');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    fireEvent.change(reason, { target: { value: 'The CR number does not match the name' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject shop' }));
    expect(await within(dialog).findByRole('alert')).toBeTruthy();
    expect(reason.value).toBe('The CR number does not match the name');
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({
      path: `/api/admin/shops/${ID}/reject`,
      body: { reason: 'The CR number does not match the name' },
    });

    answer = decided('rejected', 'The CR number does not match the name');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject shop' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(
      within(toastRegion()).getByText('“Balloon Bay” was not approved. The shop has been told why.'),
    ).toBeTruthy();
  });

  it('when another admin decided first (409), says so in place and refreshes the list', async () => {
    const later = shopApplication({
      id: '00000000-0000-4000-8000-000000000102',
      names: { en: 'Cake Corner', ar: 'ركن الكيك' },
      appliedAt: '2026-11-25T20:00:00.000Z',
    });
    let pending = [SHOP, later];
    const { calls } = serve(
      () => pending,
      () => {
        pending = [later];
        return apiError(409, 'SHOP_ALREADY_DECIDED');
      },
    );
    renderApp(<PendingShopsList />);
    await screen.findByRole('article', { name: 'Balloon Bay' }, { timeout: 5000 });
    const listCalls = () => calls.filter((c) => c.path === '/api/admin/shops/pending').length;
    const before = listCalls();
    fireEvent.click(within(card()).getByRole('button', { name: 'Approve' }));
    const alert = await within(card()).findByRole('alert');
    expect(alert.textContent).toContain('Another admin has already decided on this shop.');
    expect(within(card()).queryByRole('button', { name: 'Approve' })).toBeNull();
    await waitFor(() => expect(listCalls()).toBeGreaterThan(before));
    // The refreshed list no longer holds the shop; the notice stays until read.
    expect(screen.getByRole('article', { name: 'Cake Corner' })).toBeTruthy();
    fireEvent.click(within(card()).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('article', { name: 'Balloon Bay' })).toBeNull();
    expect(screen.getByRole('article', { name: 'Cake Corner' })).toBeTruthy();
  });

  it('a 409 on reject closes the dialog and says so on the card', async () => {
    let pending = [SHOP];
    serve(
      () => pending,
      () => {
        pending = [];
        return apiError(409, 'SHOP_ALREADY_DECIDED');
      },
    );
    renderApp(<PendingShopsList />);
    await screen.findByRole('article', { name: 'Balloon Bay' }, { timeout: 5000 });
    fireEvent.click(within(card()).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject “Balloon Bay”?' });
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'Duplicate shop' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject shop' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const alert = await within(card()).findByRole('alert');
    expect(alert.textContent).toContain('Another admin has already decided on this shop.');
    expect(within(card()).queryByRole('button', { name: 'Reject' })).toBeNull();
  });

  it('a new application appears without a reload when the admins’ room says shops changed', async () => {
    let pending: ShopApplication[] = [];
    serve(() => pending);
    renderApp(<Area />);
    expect(
      await screen.findByRole('heading', { name: 'No shops are waiting' }, { timeout: 5000 }),
    ).toBeTruthy();
    pending = [SHOP];
    await act(async () => opened.at(-1)!.onEvent({ type: 'shops.changed' }, 'admin'));
    expect(await screen.findByRole('article', { name: 'Balloon Bay' })).toBeTruthy();
  });

  it('in Arabic: the labels, the types and the actions', async () => {
    await act(() => i18n.changeLanguage('ar'));
    serve(() => [SHOP]);
    renderApp(<PendingShopsList />);
    const article = await screen.findByRole('article', { name: 'خليج البالونات' }, { timeout: 5000 });
    expect(within(article).getByText('أنواع النشاط').nextElementSibling?.textContent).toBe(
      'زينةمستلزمات الحفلات',
    );
    expect(within(article).getByText('السيف')).toBeTruthy();
    expect(within(article).getByRole('button', { name: 'موافقة' })).toBeTruthy();
    fireEvent.click(within(article).getByRole('button', { name: 'رفض' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'رفض المتجر' }));
    expect(within(dialog).getByText('يرجى كتابة السبب')).toBeTruthy();
  });
});
