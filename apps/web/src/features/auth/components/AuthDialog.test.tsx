import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18n from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { customerUser } from '../../../test/fixtures';
import { apiError, type MockReply, mockFetch } from '../../../test/mock-fetch';
import { renderApp, toastRegion } from '../../../test/utils';
import AuthDialog from './AuthDialog';

const user = { ...customerUser, email: 'customer@haflah.demo', name: 'Fatima Ali' };

function renderDialog(mode: 'login' | 'register' = 'login', reason?: string, title?: string) {
  const onOpenChange = vi.fn();
  const utils = renderApp(
    <AuthDialog open initialMode={mode} reason={reason} title={title} onOpenChange={onOpenChange} />,
  );
  return { ...utils, onOpenChange, dialog: screen.getByRole('dialog') };
}
/** Labels of optional fields end in '(optional)'. */
const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}( \\(optional\\))?$`));
const fill = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
// The modal dialog hides the rest of the page (the toast region too) from assistive technology;
// what a toast says there is also said inside the dialog.
const toasts = () => toastRegion({ hidden: true });

afterEach(() => vi.unstubAllGlobals());

describe('AuthDialog', () => {
  it("signs in with a password and says 'Welcome Back'", async () => {
    const api = mockFetch(() => ({ body: { user } }));
    const { onOpenChange, queryClient } = renderDialog();
    fill('Email', ' Customer@Haflah.demo ');
    fill('Password', 'Haflah-demo-1');
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(api.calls[0]).toEqual({
      method: 'POST',
      path: '/api/auth/login',
      body: { email: 'customer@haflah.demo', password: 'Haflah-demo-1' },
    });
    expect(queryClient.getQueryData(['session'])).toEqual(user);
    expect(within(toasts()).getByText('Welcome Back')).toBeTruthy();
    expect(within(toasts()).getByText('Successfully signed in')).toBeTruthy();
  });

  it("shows 'Invalid email or password' for wrong credentials", async () => {
    mockFetch(() => apiError(401, 'INVALID_CREDENTIALS'));
    renderDialog();
    fill('Email', 'customer@haflah.demo');
    fill('Password', 'wrong');
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Invalid email or password');
  });

  it('shows the rate-limit message and toast', async () => {
    mockFetch(() => apiError(429, 'RATE_LIMITED'));
    renderDialog();
    fill('Email', 'customer@haflah.demo');
    fill('Password', 'wrong');
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(
      await within(screen.getByRole('dialog')).findByText('Too many attempts. Please try again later'),
    ).toBeTruthy();
    expect(within(toasts()).getByText('Please wait 30 minutes before trying again')).toBeTruthy();
  });

  it('checks the register form before sending anything', async () => {
    const api = mockFetch(() => ({ body: { user } }));
    renderDialog('register');
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(screen.getByRole('alert').textContent).toBe('Please fill in all required fields');
    fill('Full name', 'Fatima 2');
    fill('Email', 'fatima@');
    fill('Password', 'Sunny-days-8');
    fill('Phone', 'call me');
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    const alerts = screen.getAllByRole('alert').map((a) => a.textContent);
    expect(alerts).toEqual([
      'Name contains invalid characters',
      'Please enter a valid email address',
      'Please enter a valid phone number',
    ]);
    expect(api.calls).toHaveLength(0);
    expect(field('Phone').getAttribute('placeholder')).toBe('+973 3600 1234');
  });

  it('switches between modes and methods, keeping what was typed', () => {
    renderDialog();
    fill('Email', 'fatima@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Email code' }));
    expect(screen.getByRole('button', { name: 'Send Code' })).toBeTruthy();
    expect((field('Email') as HTMLInputElement).value).toBe('fatima@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Create one' }));
    expect(screen.getByRole('heading', { name: 'Create Account' })).toBeTruthy();
    expect(screen.getByLabelText('Full name')).toBeTruthy();
  });

  it('asks for a code, then shows the verify step with its countdown', async () => {
    const api = mockFetch(() => ({ body: { expiresInSeconds: 120 } }));
    renderDialog('register');
    fireEvent.click(screen.getByRole('button', { name: 'Email code' }));
    fill('Full name', 'Fatima_Ali');
    fill('Email', 'fatima@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Send Code' }));
    expect(screen.getByRole('alert').textContent).toBe('Name can only contain letters, spaces, and hyphens');
    fill('Full name', 'Fatima Ali');
    fill('Location', 'Riffa');
    fireEvent.click(screen.getByRole('button', { name: 'Send Code' }));
    await screen.findByLabelText('Verification code');
    expect(api.calls[0]?.body).toEqual({
      name: 'Fatima Ali',
      email: 'fatima@example.com',
      location: 'Riffa',
      mode: 'register',
    });
    expect(screen.getByText('Code expires in 2:00')).toBeTruthy();
    expect(within(toasts()).getByText('Please check your email for the verification code')).toBeTruthy();
  });

  it('says why it opened when a page asked for sign-in', () => {
    const { dialog } = renderDialog('login', 'cart.loginRequired');
    const description = document.getElementById(dialog.getAttribute('aria-describedby') ?? '');
    expect(description?.textContent).toBe('User must be logged in to add items to cart');
  });

  it('says in its title why it opened for the cart, in English and Arabic', async () => {
    const { dialog, unmount } = renderDialog('login', 'cart.loginRequired', 'cart.signInTitle');
    expect(within(dialog).getByRole('heading', { name: 'Sign in to add to your cart' })).toBeTruthy();
    unmount();
    await act(() => i18n.changeLanguage('ar'));
    try {
      const arabic = renderDialog('login', 'cart.loginRequired', 'cart.signInTitle').dialog;
      expect(within(arabic).getByRole('heading', { name: 'سجّل دخولك لتضيف إلى سلتك' })).toBeTruthy();
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
  });
});

describe('forgot password', () => {
  /** The server: a code for any email; `reset` answers the reset. */
  function server(reset: () => MockReply = () => ({ body: { user } })) {
    return mockFetch((call) => {
      if (call.path === '/api/auth/password/forgot') return { body: { expiresInSeconds: 120 } };
      if (call.path === '/api/auth/password/reset') return reset();
      throw new Error(`unexpected ${call.path}`);
    });
  }

  async function toResetStep() {
    fill('Email', 'customer@haflah.demo');
    fireEvent.click(screen.getByRole('button', { name: 'Forgot password?' }));
    expect(screen.getByRole('heading', { name: 'Reset your password' })).toBeTruthy();
    // What was typed in the sign-in form is kept.
    expect((field('Email') as HTMLInputElement).value).toBe('customer@haflah.demo');
    fireEvent.click(screen.getByRole('button', { name: 'Send Code' }));
    return screen.findByLabelText('Verification code');
  }

  it('emails a code, then the code and a new password typed twice sign in', async () => {
    const api = server();
    const { onOpenChange, queryClient } = renderDialog();
    const code = await toResetStep();
    expect(api.calls[0]).toEqual({
      method: 'POST',
      path: '/api/auth/password/forgot',
      body: { email: 'customer@haflah.demo' },
    });
    expect(screen.getByText('Code expires in 2:00')).toBeTruthy();
    expect(within(toasts()).getByText('If an account uses this email, a code is on its way.')).toBeTruthy();

    fireEvent.change(code, { target: { value: '123456' } });
    fill('New password', 'new-party-22');
    fill('Confirm new password', 'new-party-23');
    fireEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(screen.getByText('Passwords do not match')).toBeTruthy();
    fill('Confirm new password', 'new-party-22');
    fireEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(api.calls[1]).toEqual({
      method: 'POST',
      path: '/api/auth/password/reset',
      body: { email: 'customer@haflah.demo', code: '123456', password: 'new-party-22' },
    });
    expect(queryClient.getQueryData(['session'])).toEqual(user);
    expect(within(toasts()).getByText('Password changed')).toBeTruthy();
  });

  it("holds the new password to registration's rules before sending", async () => {
    const api = server();
    renderDialog();
    fireEvent.change(await toResetStep(), { target: { value: '123456' } });
    fill('New password', 'short');
    fill('Confirm new password', 'short');
    fireEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(screen.getByText('Password must be at least 8 characters')).toBeTruthy();
    expect(api.calls).toHaveLength(1);
  });

  it('a wrong code is said beside the code, which is cleared', async () => {
    server(() => apiError(400, 'INVALID_CODE'));
    const { onOpenChange } = renderDialog();
    const code = (await toResetStep()) as HTMLInputElement;
    fireEvent.change(code, { target: { value: '123456' } });
    fill('New password', 'new-party-22');
    fill('Confirm new password', 'new-party-22');
    fireEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText("That code isn't right. Please try again")).toBeTruthy();
    expect(code.value).toBe('');
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it('Back returns to the sign-in form', async () => {
    server();
    renderDialog();
    fireEvent.click(screen.getByRole('button', { name: 'Forgot password?' }));
    fireEvent.click(screen.getByRole('button', { name: 'Back to sign in' }));
    expect(screen.getByRole('heading', { name: 'Welcome Back' })).toBeTruthy();
  });
});
