import type { TFunction } from 'i18next';
import { ApiError } from '../../../lib/api';

/** Server answers that say something more useful than the action's own failure message. */
const TOLD_AS_IS = new Set([
  'TIME_SLOT_REQUIRED',
  'INVALID_TIME_SLOT',
  'SLOT_UNAVAILABLE',
  'UNAUTHENTICATED',
  'RATE_LIMITED',
  'NETWORK',
]);

/**
 * Spec §8 "Cart": a failed cart action says the server's message, or the action's own
 * ('Failed to update quantity', …) when the server's would mean nothing to the user.
 */
export function cartErrorText(t: TFunction, error: unknown, fallbackKey: string): string {
  if (error instanceof ApiError && TOLD_AS_IS.has(error.code)) return t(`errors.${error.code}`);
  return t(fallbackKey);
}

/** A signed-out answer: told as information, with the sign-in dialog (spec §8, 'authentication'). */
export const isSignedOutError = (error: unknown) =>
  error instanceof ApiError && error.code === 'UNAUTHENTICATED';
