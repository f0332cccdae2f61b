import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18n from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { driverRecord, driverUser, serveDriver } from '../../../features/driver/test/driver-fixtures';
import { apiError, type MockReply } from '../../../test/mock-fetch';
import { renderApp, toastRegion } from '../../../test/utils';
import SettingsPage from './SettingsPage';

afterEach(async () => {
  vi.unstubAllGlobals();
  await act(() => i18n.changeLanguage('en'));
});

const LOADING = { timeout: 5000 };

function serve(patch: (body: Record<string, unknown>) => MockReply = () => ({ body: driverRecord() })) {
  return serveDriver((call) => {
    if (call.method === 'GET' && call.path === '/api/driver/me')
      return { body: { user: driverUser, driver: driverRecord() } };
    if (call.method === 'PATCH' && call.path === '/api/driver/me')
      return patch(call.body as Record<string, unknown>);
  });
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));

describe('the driver’s settings', () => {
  it('shows the record, and saves only what changed (PATCH /api/driver/me)', async () => {
    const { calls } = serve((body) => ({
      body: driverRecord({ vehicleType: 'van', licensePlate: String(body.licensePlate).toUpperCase() }),
    }));
    renderApp(<SettingsPage />, { path: '/driver/settings' });
    await waitFor(() => field('Full name'), LOADING);
    expect(field('Full name').value).toBe('Yusuf Ahmed');
    expect(field('Phone').value).toBe('+973 3900 1234');
    expect((screen.getByRole('radio', { name: 'Motorcycle' }) as HTMLInputElement).checked).toBe(true);
    expect(field('Licence plate number').value).toBe('123456');

    fireEvent.click(screen.getByRole('radio', { name: 'Van' }));
    fireEvent.change(field('Licence plate number'), { target: { value: 'ab 1234' } });
    save();
    await waitFor(() => within(toastRegion()).getByText('Your details were saved'), LOADING);
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({
      vehicleType: 'van',
      licensePlate: 'ab 1234',
    });
    expect(field('Licence plate number').value).toBe('AB 1234');
  });

  it('nothing changed: nothing sent', async () => {
    const { calls } = serve();
    renderApp(<SettingsPage />, { path: '/driver/settings' });
    await waitFor(() => field('Full name'), LOADING);
    save();
    await waitFor(() => within(toastRegion()).getByText('Nothing has changed'), LOADING);
    expect(calls.some((c) => c.method === 'PATCH')).toBe(false);
  });

  it('a bad plate or an empty name is told beside its field, and nothing is sent', async () => {
    const { calls } = serve();
    renderApp(<SettingsPage />, { path: '/driver/settings' });
    await waitFor(() => field('Full name'), LOADING);
    fireEvent.change(field('Full name'), { target: { value: '' } });
    fireEvent.change(field('Licence plate number'), { target: { value: '12#45' } });
    save();
    expect(field('Licence plate number').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Enter the plate number: letters and digits, up to 10 characters')).toBeTruthy();
    expect(field('Full name').getAttribute('aria-invalid')).toBe('true');
    expect(calls.some((c) => c.method === 'PATCH')).toBe(false);
  });

  it('the server refusing the phone says so beside it; any other failure is “Failed to update profile”', async () => {
    let reply: MockReply = apiError(400, 'INVALID_PHONE');
    serve(() => reply);
    renderApp(<SettingsPage />, { path: '/driver/settings' });
    await waitFor(() => field('Full name'), LOADING);
    fireEvent.change(field('Phone'), { target: { value: '3999 9999' } });
    save();
    await waitFor(() => expect(field('Phone').getAttribute('aria-invalid')).toBe('true'), LOADING);

    reply = apiError(500, 'INTERNAL');
    fireEvent.change(field('Phone'), { target: { value: '3600 1234' } });
    save();
    await waitFor(() => screen.getByText('Failed to update profile'), LOADING);
  });

  it('a failure to load says the spec’s sentence, with Try again', async () => {
    serveDriver((call) => (call.path === '/api/driver/me' ? apiError(500, 'INTERNAL') : undefined));
    renderApp(<SettingsPage />, { path: '/driver/settings' });
    await waitFor(() => screen.getByText('Failed to load driver profile'), LOADING);
    expect(screen.getByRole('button', { name: /try again/i })).toBeTruthy();
  });

  it('has the language switch, and reads in Arabic', async () => {
    serve();
    renderApp(<SettingsPage />, { path: '/driver/settings' });
    await waitFor(() => field('Full name'), LOADING);
    fireEvent.click(screen.getByRole('button', { name: /Switch language to Arabic/ }));
    await waitFor(() => screen.getByRole('heading', { name: 'الإعدادات' }), LOADING);
    expect(screen.getByRole('button', { name: 'حفظ التغييرات' })).toBeTruthy();
  });
});
