import type { TFunction } from 'i18next';
import { type ClientErrorCode, errorMessage, hasCode } from '../../../lib/errors';

/** Server answers that say something more useful than the action's own failure message. */
const TOLD_AS_IS: readonly ClientErrorCode[] = [
  'TIME_SLOT_REQUIRED',
  'INVALID_TIME_SLOT',
  'SLOT_UNAVAILABLE',
  // The shop is suspended or paused: nothing of it can be added now.
  'SHOP_UNAVAILABLE',
  'UNAUTHENTICATED',
  'RATE_LIMITED',
  'NETWORK',
];

/**
 * Spec §8 "Cart": a failed cart action says the server's message, or the action's own
 * ('Failed to update quantity', …) when the server's would mean nothing to the user; `codes` words a
 * few codes the action's own way.
 */
export function cartErrorText(
  t: TFunction,
  error: unknown,
  fallbackKey: string,
  codes?: Partial<Record<ClientErrorCode, string>>,
): string {
  return errorMessage(t, error, { codes, only: TOLD_AS_IS, fallback: fallbackKey });
}

/** A signed-out answer: told as information, with the sign-in dialog (spec §8, 'authentication'). */
export const isSignedOutError = (error: unknown) => hasCode(error, 'UNAUTHENTICATED');
