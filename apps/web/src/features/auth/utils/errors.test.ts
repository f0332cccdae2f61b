import i18n from 'i18next';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api';
import { RATE_LIMIT_TOASTS } from '../../../lib/sign-in-errors';
import { authErrorKey } from './errors';

const shown = (error: unknown) => i18n.t(authErrorKey(error));

describe('authErrorKey (spec §8 sign-in mapping)', () => {
  it('maps the server codes to the spec sentences', () => {
    expect(shown(new ApiError('INVALID_CREDENTIALS', 401, 'x'))).toBe('Invalid email or password');
    expect(shown(new ApiError('RATE_LIMITED', 429, 'x'))).toBe('Too many attempts. Please try again later');
    expect(shown(new ApiError('INVALID_PHONE', 400, 'x'))).toBe('Please enter a valid phone number');
    expect(shown(new ApiError('ALREADY_SIGNED_IN', 409, 'x'))).toBe(
      'You are already logged in with this email. Please sign out first.',
    );
    expect(shown(new ApiError('CODE_EXPIRED', 400, 'x'))).toBe('Code has expired');
    expect(shown(new ApiError('CODE_ATTEMPTS_EXCEEDED', 400, 'x'))).toBe('Please request a new code');
  });

  it('falls back to the generic sentence for anything else', () => {
    expect(shown(new ApiError('INTERNAL', 500, 'boom'))).toBe('An error occurred. Please try again');
    expect(shown(new ApiError('VALIDATION_FAILED', 400, 'x'))).toBe('An error occurred. Please try again');
    expect(shown(new Error('anything'))).toBe('An error occurred. Please try again');
    expect(shown(undefined)).toBe('An error occurred. Please try again');
  });

  it('has the rate-limit toasts of each action', () => {
    const toast = (a: keyof typeof RATE_LIMIT_TOASTS) =>
      `${i18n.t(RATE_LIMIT_TOASTS[a].title)} / ${i18n.t(RATE_LIMIT_TOASTS[a].description)}`;
    expect(toast('login')).toBe('Too Many Attempts / Please wait 30 minutes before trying again');
    expect(toast('register')).toBe('Registration failed / Please try again later');
    expect(toast('codeRequest')).toBe(
      'Too Many Attempts / Please wait 15 minutes before requesting another code',
    );
    expect(toast('resend')).toBe('Too Many Requests / Please wait before requesting another code');
  });

  it('has every message in Arabic too', () => {
    const keys = [
      ...[
        'INVALID_CREDENTIALS',
        'RATE_LIMITED',
        'EMAIL_TAKEN',
        'ALREADY_SIGNED_IN',
        'INVALID_PHONE',
        'INVALID_CODE',
        'INTERNAL',
      ].map((code) => authErrorKey(new ApiError(code as never, 400, ''))),
      ...Object.values(RATE_LIMIT_TOASTS).flatMap((v) => [v.title, v.description]),
    ];
    for (const key of keys) {
      expect(i18n.exists(key, { lng: 'ar', fallbackLng: [] }), key).toBe(true);
    }
  });
});
