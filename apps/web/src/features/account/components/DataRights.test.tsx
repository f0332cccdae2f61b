import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../../lib/i18n';
import { apiError, mockFetch } from '../../../test/mock-fetch';
import { renderApp } from '../../../test/utils';
import { DataRights } from './DataRights';

afterEach(async () => {
  vi.unstubAllGlobals();
  await act(() => setLanguage('en'));
});

async function refuseDeletion() {
  mockFetch(() => apiError(409, 'ACCOUNT_HAS_ACTIVE_ORDERS'));
  const onDeleted = vi.fn();
  renderApp(<DataRights onDeleted={onDeleted} />);
  fireEvent.click(screen.getByRole('button', { name: /delete my account/i }));
  fireEvent.click(screen.getByRole('button', { name: /yes, delete my account/i }));
  return onDeleted;
}

describe('deleting the account', () => {
  it('says why it was refused while orders are on their way, and stays signed in', async () => {
    const onDeleted = await refuseDeletion();
    expect(
      await screen.findByText(
        'You have orders a shop has already accepted. Your account can be deleted once they are delivered or cancelled.',
      ),
    ).toBeTruthy();
    expect(onDeleted).not.toHaveBeenCalled();
  });

  it('says it in Arabic', async () => {
    await act(() => setLanguage('ar'));
    mockFetch(() => apiError(409, 'ACCOUNT_HAS_ACTIVE_ORDERS'));
    renderApp(<DataRights onDeleted={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: 'حذف حسابي' }));
    fireEvent.click(screen.getByRole('button', { name: /نعم/ }));
    expect(await screen.findByText(/لديك طلبات قبلها المتجر بالفعل/)).toBeTruthy();
  });
});
