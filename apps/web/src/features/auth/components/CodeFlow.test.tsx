import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { customerUser } from '../../../test/fixtures';
import { apiError, mockFetch } from '../../../test/mock-fetch';
import { renderApp, toastRegion } from '../../../test/utils';
import { CodeVerifyStep } from './CodeFlow';

const user = { ...customerUser, email: 'fatima@example.com', name: 'Fatima Ali' };

function renderStep(deadlineInMs = 120_000) {
  const onDone = vi.fn();
  const onBack = vi.fn();
  const utils = renderApp(
    <CodeVerifyStep
      sent={{
        request: { email: 'fatima@example.com', mode: 'register', name: 'Fatima Ali' },
        deadline: Date.now() + deadlineInMs,
      }}
      onBack={onBack}
      onDone={onDone}
    />,
  );
  const input = screen.getByLabelText('Verification code') as HTMLInputElement;
  return { ...utils, input, onDone, onBack };
}

const type = (input: HTMLInputElement, value: string) => fireEvent.change(input, { target: { value } });
const toasts = () => toastRegion();

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('CodeVerifyStep', () => {
  it('is one numeric one-time-code input of 6 digits', () => {
    const { input } = renderStep();
    expect(input.inputMode).toBe('numeric');
    expect(input.getAttribute('autocomplete')).toBe('one-time-code');
    expect(input.maxLength).toBe(6);
  });

  it('keeps digits only and auto-submits when the 6th digit is typed', async () => {
    const api = mockFetch(() => ({ body: { user } }));
    const { input, onDone, queryClient } = renderStep();
    type(input, '12a3');
    expect(input.value).toBe('123');
    type(input, '12345');
    expect(api.calls).toHaveLength(0);
    type(input, '123456');
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(api.calls).toEqual([
      {
        method: 'POST',
        path: '/api/auth/code/verify',
        body: { email: 'fatima@example.com', name: 'Fatima Ali', code: '123456' },
      },
    ]);
    expect(queryClient.getQueryData(['session'])).toEqual(user);
    expect(within(toasts()).getByText('Email verified successfully')).toBeTruthy();
  });

  it('clears the entered code after a failed verification', async () => {
    mockFetch(() => apiError(400, 'INVALID_CODE'));
    const { input } = renderStep();
    type(input, '000000');
    await screen.findByText("That code isn't right. Please try again");
    expect(input.value).toBe('');
    expect(input.disabled).toBe(false);
  });

  it('after 5 failed verifications asks for a new code, and Resend starts over', async () => {
    const api = mockFetch(({ path }) =>
      path === '/api/auth/code' ? { body: { expiresInSeconds: 120 } } : apiError(400, 'INVALID_CODE'),
    );
    const { input } = renderStep();
    const resend = screen.getByRole('button', { name: 'Resend code' }) as HTMLButtonElement;
    expect(resend.disabled).toBe(true);
    for (let i = 1; i <= 5; i++) {
      type(input, `00000${i}`);
      await waitFor(() => expect(api.calls).toHaveLength(i));
      await waitFor(() => expect(input.value).toBe(''));
    }
    await within(toasts()).findByText('Too Many Attempts');
    expect(within(toasts()).getByText('Please request a new code')).toBeTruthy();
    expect(input.disabled).toBe(true);
    expect(resend.disabled).toBe(false);

    fireEvent.click(resend);
    await within(toasts()).findByText('A new verification code has been sent');
    expect(api.calls.at(-1)).toMatchObject({
      path: '/api/auth/code',
      body: { email: 'fatima@example.com', mode: 'register', name: 'Fatima Ali' },
    });
    expect(input.disabled).toBe(false);
    expect(resend.disabled).toBe(true);
    expect(screen.getByText('Code expires in 2:00')).toBeTruthy();
  });

  it("shows 'Code has expired' once the countdown ends, and only then enables Resend", () => {
    const { input } = renderStep(0);
    expect(screen.getByText('Code has expired')).toBeTruthy();
    expect(input.disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Resend code' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('Back returns to the request step', () => {
    const { onBack } = renderStep();
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(onBack).toHaveBeenCalled();
  });
});
