import type { ShopProfile } from '@haflah/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { retailerUser, serveShop, shopProfile } from '../../../features/retailer/test/shop-fixtures';
import { bahrainInputValue } from '../../../features/retailer/utils/bahrain-time';
import { apiError, type MockReply } from '../../../test/mock-fetch';
import { renderApp, toastRegion } from '../../../test/utils';
import ProfilePage from './ProfilePage';

// jsdom has no object URLs (the logo's preview while it uploads).
beforeEach(() => {
  URL.createObjectURL = () => 'blob:preview';
  URL.revokeObjectURL = () => {};
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const field = (name: string) => screen.getByLabelText(name, { exact: false }) as HTMLInputElement;
const type = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save profile' }));

/** The page against a shop that PATCH answers with `patch` (default: the change applied). */
function renderProfile(
  start: ShopProfile = shopProfile(),
  patch?: (body: unknown) => MockReply | Promise<MockReply>,
) {
  let shop = start;
  const served = serveShop(
    () => shop,
    (call) => {
      if (call.method === 'PATCH' && call.path === '/api/retailer/shop') {
        if (patch) return patch(call.body) as MockReply;
        shop = { ...shop, ...(call.body as Partial<ShopProfile>) };
        return { body: shop };
      }
      if (call.method === 'POST' && call.path === '/api/retailer/shop/pause') {
        const body = call.body as { reason: string; until?: string };
        shop = {
          ...shop,
          pause: { reason: body.reason, since: '2026-11-26T08:00:00.000Z', until: body.until ?? null },
        };
        return { body: shop };
      }
    },
  );
  renderApp(<ProfilePage />);
  return served;
}

describe('ProfilePage: the form', () => {
  it('starts from the shop as saved, BD with 3 decimals, phone as written in Bahrain', async () => {
    renderProfile(shopProfile({ freeDeliveryOverFils: 25_000 }));
    await screen.findByRole('heading', { level: 1, name: 'Shop profile' });
    expect((await screen.findByLabelText('Business name in English')) as HTMLInputElement).toHaveProperty(
      'value',
      'Sugar Pearl',
    );
    expect(field('Delivery fee (BD)').value).toBe('1.500');
    expect(field('Free delivery from (BD)').value).toBe('25.000');
    expect(field('Phone').value).toBe('+973 3600 1234');
    expect(field('IBAN').value).toBe('BH67BMAG00001299123456');
  });

  it('sends only what changed, money in fils; success toast', async () => {
    const { calls } = renderProfile();
    await screen.findByLabelText('Delivery fee (BD)');
    type('Delivery fee (BD)', '2.5');
    type('Free delivery from (BD)', '20');
    type('Delivery time (minutes)', '60');
    save();
    await waitFor(() => expect(calls.some((c) => c.method === 'PATCH')).toBe(true));
    expect(calls.find((c) => c.method === 'PATCH')!.body).toEqual({
      deliveryMinutes: 60,
      deliveryFeeFils: 2500,
      freeDeliveryOverFils: 20_000,
    });
    expect(await within(toastRegion()).findByText('Profile saved')).toBeTruthy();
    // The form now holds what the server stored.
    expect(field('Delivery fee (BD)').value).toBe('2.500');
  });

  it('a bad field is said beside it, focused, and nothing is sent or lost', async () => {
    const { calls } = renderProfile();
    await screen.findByLabelText('Business name in English');
    type('Business name in English', 'A');
    type('Delivery fee (BD)', '1.2345');
    type('About your business in English', 'We bake.');
    save();
    const name = field('Business name in English');
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Enter the business name in English (2 to 80 characters)')).toBeTruthy();
    expect(screen.getByText('Enter the fee in BD, from 0 to 50, e.g. 1.500')).toBeTruthy();
    expect(document.activeElement).toBe(name);
    expect(calls.some((c) => c.method === 'PATCH')).toBe(false);
    expect(field('About your business in English').value).toBe('We bake.');
    // Typing in the field clears its own message.
    type('Business name in English', 'Sugar Pearl Bakery');
    expect(screen.queryByText('Enter the business name in English (2 to 80 characters)')).toBeNull();
  });

  it("the server's refusals appear beside their fields, with what was typed kept", async () => {
    let answer: MockReply = {
      status: 400,
      body: {
        error: {
          code: 'VALIDATION_FAILED',
          message: 'bad',
          issues: [
            { path: 'body.iban', message: 'Invalid input' },
            { path: 'body.name.ar', message: 'Too small' },
          ],
        },
      },
    };
    renderProfile(shopProfile(), () => answer);
    await screen.findByLabelText('Business name in Arabic');
    type('Business name in Arabic', 'سكر');
    type('IBAN', 'BH67 BMAG 0000 1299 1234 56');
    save();
    expect(
      await screen.findByText('Enter a valid Bahrain IBAN: BH followed by 20 letters and digits'),
    ).toBeTruthy();
    expect(screen.getByText('Enter the business name in Arabic (2 to 80 characters)')).toBeTruthy();
    expect(field('IBAN').value).toBe('BH67 BMAG 0000 1299 1234 56');

    answer = apiError(400, 'INVALID_PHONE');
    type('Phone', '+973 1111 1111');
    save();
    expect(await screen.findByText('Enter a valid Bahrain phone number, e.g. +973 3600 1234')).toBeTruthy();
    expect(field('Phone').getAttribute('aria-invalid')).toBe('true');
  });

  it("says 'No user logged in' when the session ended while the form was open, keeping what was typed", async () => {
    renderProfile(shopProfile(), () => apiError(401, 'UNAUTHENTICATED'));
    await screen.findByLabelText('Business name in Arabic');
    type('Business name in Arabic', 'مخبز سكر البحرين');
    save();
    expect(await screen.findByText('No user logged in')).toBeTruthy();
    expect(field('Business name in Arabic').value).toBe('مخبز سكر البحرين');
  });

  it('Save is disabled while the change is on its way', async () => {
    let release: (reply: MockReply) => void = () => {};
    renderProfile(shopProfile(), () => new Promise<MockReply>((r) => (release = r)));
    await screen.findByLabelText('Delivery fee (BD)');
    type('Delivery fee (BD)', '3');
    save();
    const button = await screen.findByRole('button', { name: 'Saving…' });
    expect(button).toHaveProperty('disabled', true);
    await act(async () => release({ body: shopProfile({ deliveryFeeFils: 3000 }) }));
    expect(await screen.findByRole('button', { name: 'Save profile' })).toHaveProperty('disabled', false);
  });

  it('opening hours: Saturday first, a closed day sent as null (the contract is Sunday first)', async () => {
    const { calls } = renderProfile();
    await screen.findByLabelText('We keep regular opening hours');
    fireEvent.click(screen.getByLabelText('We keep regular opening hours'));
    expect(screen.getAllByLabelText(/opens at$/)[0]!.getAttribute('aria-label')).toBe('Saturday opens at');
    // Friday closed.
    const friday = screen.getByRole('group', { name: 'Friday' });
    fireEvent.click(within(friday).getByLabelText('Open'));
    fireEvent.change(screen.getByLabelText('Saturday closes at'), { target: { value: '01:00' } });
    save();
    await waitFor(() => expect(calls.some((c) => c.method === 'PATCH')).toBe(true));
    const sent = calls.find((c) => c.method === 'PATCH')!.body as { openingHours: unknown[] };
    expect(sent.openingHours[5]).toBeNull();
    expect(sent.openingHours[6]).toEqual({ opens: '09:00', closes: '01:00' });
    expect(sent.openingHours[0]).toEqual({ opens: '09:00', closes: '22:00' });
  });
});

describe('ProfilePage: logo', () => {
  function serveUpload(answer: () => { status: number; body: unknown }) {
    const shop = shopProfile();
    const posted: FormData[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const path = String(input);
        let reply: { status: number; body: unknown } = {
          status: 404,
          body: { error: { code: 'NOT_FOUND', message: '' } },
        };
        if (path === '/api/auth/session') reply = { status: 200, body: { user: retailerUser } };
        if (path === '/api/retailer/shop') reply = { status: 200, body: shop };
        if (path === '/api/retailer/shop/logo' && init?.method === 'POST') {
          posted.push(init.body as FormData);
          reply = answer();
        }
        return new Response(JSON.stringify(reply.body), { status: reply.status });
      }),
    );
    renderApp(<ProfilePage />);
    return posted;
  }

  it('uploads the chosen file as multipart "file" and shows the new logo', async () => {
    const posted = serveUpload(() => ({
      status: 200,
      body: shopProfile({ logoUrl: '/media/uploads/logo.webp' }),
    }));
    const input = (await screen.findByLabelText('Choose a logo')) as HTMLInputElement;
    const file = new File(['png'], 'logo.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [file] } });
    expect(await within(toastRegion()).findByText('Logo updated')).toBeTruthy();
    expect(posted[0]!.get('file')).toBe(file);
    expect(await screen.findByLabelText('Change logo')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Remove' })).toBeTruthy();
  });

  it("says the server's IMAGE_INVALID in place, and refuses a file over 5 MB before sending it", async () => {
    const posted = serveUpload(() => ({
      status: 400,
      body: { error: { code: 'IMAGE_INVALID', message: '' } },
    }));
    const input = (await screen.findByLabelText('Choose a logo')) as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['%PDF'], 'cv.png', { type: 'image/png' })] } });
    expect((await screen.findByRole('alert')).textContent).toContain('That file is not an image we can use.');
    expect(input.getAttribute('aria-invalid')).toBe('true');

    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'huge.jpg', { type: 'image/jpeg' });
    fireEvent.change(input, { target: { files: [big] } });
    expect((await screen.findByRole('alert')).textContent).toContain(
      'That image is too large. Choose one under 5 MB.',
    );
    expect(posted).toHaveLength(1);
  });
});

describe('ProfilePage: pause', () => {
  it('asks for a reason, then pauses until a Bahrain time (sent with +03:00)', async () => {
    const { calls } = renderProfile();
    await screen.findByRole('button', { name: 'Pause shop' });
    fireEvent.click(screen.getByRole('button', { name: 'Pause shop' }));
    expect(await screen.findByText('Tell customers why (up to 200 characters)')).toBeTruthy();
    expect(calls.some((c) => c.path === '/api/retailer/shop/pause')).toBe(false);

    type('Reason customers see', 'Closed for Eid');
    fireEvent.click(screen.getByLabelText('Automatically at a time I choose'));
    const reopen = screen.getByLabelText('Reopen on (Bahrain time)');
    fireEvent.change(reopen, { target: { value: '2099-01-02T09:30' } });
    fireEvent.click(screen.getByRole('button', { name: 'Pause shop' }));
    expect(await screen.findByText('Choose a time within the next 90 days')).toBeTruthy();
    const inTwoDays = bahrainInputValue(new Date(Date.now() + 2 * 86_400_000));
    fireEvent.change(reopen, { target: { value: inTwoDays } });
    fireEvent.click(screen.getByRole('button', { name: 'Pause shop' }));
    await waitFor(() => expect(calls.some((c) => c.path === '/api/retailer/shop/pause')).toBe(true));
    expect(calls.find((c) => c.path === '/api/retailer/shop/pause')!.body).toEqual({
      reason: 'Closed for Eid',
      until: `${inTwoDays}:00+03:00`,
    });
    expect(await screen.findByRole('button', { name: 'Reopen now' })).toBeTruthy();
    expect(screen.getByText(/Paused: “Closed for Eid”/)).toBeTruthy();
  });
});
