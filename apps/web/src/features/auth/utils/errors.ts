import { ApiError } from '../../../lib/api';

/**
 * Spec §8 "Sign-in mapping": what the user reads when an auth call fails. The server answers with
 * codes; a few more of them get a precise sentence, everything unknown the generic one.
 */
export function authErrorKey(error: unknown): string {
  if (!(error instanceof ApiError)) return 'auth.errors.generic';
  switch (error.code) {
    case 'INVALID_CREDENTIALS':
      return 'auth.errors.invalidCredentials';
    case 'RATE_LIMITED':
      return 'auth.errors.rateLimited';
    case 'EMAIL_TAKEN':
      return 'auth.errors.emailTaken';
    case 'ALREADY_SIGNED_IN':
      return 'auth.errors.alreadySignedIn';
    case 'INVALID_PHONE':
      return 'auth.validation.phone';
    case 'INVALID_CODE':
      return 'auth.errors.invalidCode';
    case 'CODE_EXPIRED':
      return 'auth.code.expired';
    case 'CODE_ATTEMPTS_EXCEEDED':
      return 'auth.errors.requestNewCode';
    case 'NETWORK':
      return 'errors.NETWORK';
    default:
      return 'auth.errors.generic';
  }
}

export const isRateLimited = (error: unknown) => error instanceof ApiError && error.code === 'RATE_LIMITED';

/** Spec §8 toasts: each action words its rate-limit toast differently. */
export type RateLimitedAction = 'login' | 'register' | 'codeRequest' | 'resend';
export const RATE_LIMIT_TOASTS: Record<RateLimitedAction, { title: string; description: string }> = {
  login: { title: 'auth.toast.tooManyAttempts', description: 'auth.toast.wait30Minutes' },
  register: { title: 'auth.toast.registrationFailed', description: 'auth.toast.tryLater' },
  codeRequest: { title: 'auth.toast.tooManyAttempts', description: 'auth.toast.wait15Minutes' },
  resend: { title: 'auth.toast.tooManyRequests', description: 'auth.toast.waitBeforeResend' },
};
