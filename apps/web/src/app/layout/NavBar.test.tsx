import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { closeSignIn, type SignInDialogState, useSignInDialog } from '../../lib/sign-in-dialog';
import { customerUser } from '../../test/fixtures';
import { mockFetch } from '../../test/mock-fetch';
import { address } from '../../test/order-fixtures';
import { renderApp } from '../../test/utils';
import { NavBar } from './NavBar';

function server(signedIn: boolean) {
  let list = [address(1, { isDefault: true }), address(2, { labelKind: 'work', area: 'Juffair' })];
  return mockFetch((call) => {
    if (call.path === '/api/auth/session') return { body: { user: signedIn ? customerUser : null } };
    const chosen = /^\/api\/addresses\/([^/]+)\/default$/.exec(call.path)?.[1];
    if (chosen) list = list.map((a) => ({ ...a, isDefault: a.id === chosen }));
    if (call.path.startsWith('/api/addresses'))
      return {
        body: { addresses: [...list.filter((a) => a.isDefault), ...list.filter((a) => !a.isDefault)] },
      };
    return { status: 404, body: { error: { code: 'NOT_FOUND', message: 'NOT_FOUND' } } };
  });
}

let signIn: SignInDialogState | null = null;
function SignInProbe() {
  signIn = useSignInDialog();
  return null;
}

const locationButtons = () => screen.getAllByRole('button', { name: 'Manama, Bahrain, change' });

afterEach(() => {
  closeSignIn();
  vi.unstubAllGlobals();
});

describe("the header's location", () => {
  it('signed out: says Manama is the default and offers sign-in to save addresses', async () => {
    const { calls } = server(false);
    renderApp(
      <>
        <NavBar cartCount={0} />
        <SignInProbe />
      </>,
    );
    await screen.findByRole('button', { name: 'Sign In' });
    // On a phone it sits under the search, from `sm` up beside the logo: one of them shows.
    expect(locationButtons()).toHaveLength(2);
    fireEvent.click(locationButtons()[0] as HTMLElement);
    const sheet = await screen.findByRole('dialog', { name: 'Delivery location' });
    expect(within(sheet).getByText(/shown for Manama, Bahrain, the default location/)).toBeTruthy();
    fireEvent.click(within(sheet).getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Delivery location' })).toBeNull());
    expect(signIn?.open).toBe(true);
    expect(calls.some((c) => c.path.startsWith('/api/addresses'))).toBe(false);
  });

  it('signed in: lists the saved addresses, and choosing one makes it the default', async () => {
    const { calls } = server(true);
    renderApp(<NavBar cartCount={0} />);
    await screen.findByRole('link', { name: 'Hi, A' });
    fireEvent.click(locationButtons()[0] as HTMLElement);
    const sheet = await screen.findByRole('dialog', { name: 'Delivery location' });
    const radios = await within(sheet).findAllByRole('radio');
    expect(radios).toHaveLength(2);
    expect((radios[0] as HTMLInputElement).checked).toBe(true);
    fireEvent.click(radios[1] as HTMLElement);
    await waitFor(() =>
      expect(
        calls.some((c) => c.method === 'POST' && c.path === `/api/addresses/${address(2).id}/default`),
      ).toBe(true),
    );
    await waitFor(() =>
      expect((within(sheet).getAllByRole('radio')[0] as HTMLInputElement).checked).toBe(true),
    );
    expect(within(sheet).getAllByRole('radio')[0]?.closest('label')?.textContent).toContain('Juffair');
    expect(within(sheet).getByRole('link', { name: 'Manage addresses' }).getAttribute('href')).toBe(
      '/address-manager',
    );
  });
});
