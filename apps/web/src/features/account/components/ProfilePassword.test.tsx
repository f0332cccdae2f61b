import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { customerUser } from '../../../test/fixtures';
import { apiError, type MockReply, mockFetch } from '../../../test/mock-fetch';
import { renderApp, toastRegion } from '../../../test/utils';
import { ChangePasswordCard } from './ProfilePassword';

afterEach(() => vi.unstubAllGlobals());

const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

function open(reply: () => MockReply) {
  const api = mockFetch((call) => {
    if (call.path === '/api/auth/password/change') return reply();
    throw new Error(`unexpected ${call.path}`);
  });
  const utils = renderApp(<ChangePasswordCard />);
  fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
  // The form says first that the other devices will be signed out.
  expect(screen.getByText('Changing your password signs you out on all your other devices.')).toBeTruthy();
  return { ...utils, api };
}

const submit = () =>
  fireEvent.click(
    within(screen.getByRole('region', { name: 'Password' })).getByRole('button', { name: 'Change password' }),
  );

describe('ChangePasswordCard', () => {
  it('sends the current and the new password, and says the other devices were signed out', async () => {
    const { api, queryClient } = open(() => ({ body: { user: customerUser } }));
    fill('Current password', 'Haflah-demo-1');
    fill('New password', 'new-party-22');
    fill('Confirm new password', 'new-party-22');
    submit();
    expect(await within(toastRegion()).findByText('You were signed out on your other devices.')).toBeTruthy();
    expect(api.calls).toEqual([
      {
        method: 'POST',
        path: '/api/auth/password/change',
        body: { currentPassword: 'Haflah-demo-1', newPassword: 'new-party-22' },
      },
    ]);
    expect(queryClient.getQueryData(['session'])).toEqual(customerUser);
    // Closed again.
    await waitFor(() => expect(screen.queryByLabelText('Current password')).toBeNull());
  });

  it('a wrong current password is said beside it', async () => {
    open(() => apiError(401, 'INVALID_CREDENTIALS'));
    fill('Current password', 'not-it-at-all');
    fill('New password', 'new-party-22');
    fill('Confirm new password', 'new-party-22');
    submit();
    expect(await screen.findByText('Your current password is incorrect')).toBeTruthy();
    expect(screen.getByLabelText('Current password').getAttribute('aria-invalid')).toBe('true');
  });

  it("checks registration's rules and the repeat before sending", () => {
    const { api } = open(() => ({ body: { user: customerUser } }));
    submit();
    expect(screen.getByText('Please fill in all required fields')).toBeTruthy();
    fill('Current password', 'Haflah-demo-1');
    fill('New password', 'short');
    fill('Confirm new password', 'short');
    submit();
    expect(screen.getByText('Password must be at least 8 characters')).toBeTruthy();
    fill('New password', 'new-party-22');
    fill('Confirm new password', 'new-party-2');
    submit();
    expect(screen.getByText('Passwords do not match')).toBeTruthy();
    expect(api.calls).toHaveLength(0);
  });
});
