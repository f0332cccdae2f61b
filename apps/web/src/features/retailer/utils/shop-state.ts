import type { ShopProfile } from '@haflah/contracts';

/**
 * Where the shop stands for customers, in one word: an approved shop that is paused is closed to
 * them as surely as one still waiting for approval.
 */
export type ShopState = 'pending' | 'rejected' | 'paused' | 'live';

export function shopState(shop: Pick<ShopProfile, 'status' | 'pause'>): ShopState {
  if (shop.status === 'pending') return 'pending';
  if (shop.status === 'rejected') return 'rejected';
  return shop.pause ? 'paused' : 'live';
}
