import type { ShopProfile } from '@haflah/contracts';

/**
 * Where the shop stands for customers, in one word: an approved shop that is paused is closed to
 * them as surely as one still waiting for approval or suspended by an admin.
 */
export type ShopState = 'pending' | 'rejected' | 'suspended' | 'paused' | 'live';

export function shopState(shop: Pick<ShopProfile, 'status' | 'pause'>): ShopState {
  if (shop.status === 'pending') return 'pending';
  if (shop.status === 'rejected') return 'rejected';
  if (shop.status === 'suspended') return 'suspended';
  return shop.pause ? 'paused' : 'live';
}
