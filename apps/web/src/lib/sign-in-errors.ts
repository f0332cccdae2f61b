import type { ErrorOverrides } from './errors';

/**
 * Spec §8 "Sign-in mapping": what an account call (sign-in, registration, codes, profile, the staff
 * sign-ins) says when it fails. The auth, account and staff features all answer with it.
 */
export const SIGN_IN_ERRORS = {
  codes: {
    INVALID_CREDENTIALS: 'auth.errors.invalidCredentials',
    RATE_LIMITED: 'auth.errors.rateLimited',
    EMAIL_TAKEN: 'auth.errors.emailTaken',
    ALREADY_SIGNED_IN: 'auth.errors.alreadySignedIn',
    INVALID_PHONE: 'auth.validation.phone',
    INVALID_CODE: 'auth.errors.invalidCode',
    CODE_EXPIRED: 'auth.code.expired',
    CODE_ATTEMPTS_EXCEEDED: 'auth.errors.requestNewCode',
  },
  // The spec has no sentence of its own for anything else an account call meets.
  only: ['NETWORK'],
  fallback: 'auth.errors.generic',
} as const satisfies ErrorOverrides;

/** Spec §8 toasts: each action words its rate-limit toast differently. */
export type RateLimitedAction = 'login' | 'register' | 'codeRequest' | 'resend';
export interface ToastWords {
  title: string;
  description: string;
}
export const RATE_LIMIT_TOASTS: Record<RateLimitedAction, ToastWords> = {
  login: { title: 'auth.toast.tooManyAttempts', description: 'auth.toast.wait30Minutes' },
  register: { title: 'auth.toast.registrationFailed', description: 'auth.toast.tryLater' },
  codeRequest: { title: 'auth.toast.tooManyAttempts', description: 'auth.toast.wait15Minutes' },
  resend: { title: 'auth.toast.tooManyRequests', description: 'auth.toast.waitBeforeResend' },
};
