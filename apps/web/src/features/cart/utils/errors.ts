import type { TFunction } from 'i18next';
import { type ClientErrorCode, errorKey, hasCode } from '../../../lib/errors';
import { loadStrings } from '../../../lib/i18n';

/** Server answers that say something more useful than the action's own failure message. */
const TOLD_AS_IS: readonly ClientErrorCode[] = [
  'TIME_SLOT_REQUIRED',
  'INVALID_TIME_SLOT',
  'SLOT_UNAVAILABLE',
  'HOLD_LIMIT',
  'CART_LIMIT',
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
  // A sentence in a lazy group this screen has not loaded (HOLD_LIMIT on the cart page) says the
  // action's own failure instead of its key.
  const key = errorKey(error, { codes, only: TOLD_AS_IS, fallback: fallbackKey });
  return t(key, { defaultValue: t(fallbackKey) });
}

/**
 * Loads the cart's strings before CART_LIMIT is told where they may not be loaded yet (a card on
 * Home, the time-slot dialog): its sentence lives in the cart's lazy group, not in Home's strings.
 */
export const cartStringsFor = (error: unknown): Promise<void> =>
  hasCode(error, 'CART_LIMIT') ? loadStrings('cart').catch(() => {}) : Promise.resolve();

/** A signed-out answer: told as information, with the sign-in dialog (spec §8, 'authentication'). */
export const isSignedOutError = (error: unknown) => hasCode(error, 'UNAUTHENTICATED');
