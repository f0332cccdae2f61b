import type { Policy } from '../../platform/access.js';
import type { ShopsRepository } from './shops.repository.js';

export type ShopAction = 'shop.read' | 'shop.manage' | 'shop.decide';
export type ShopsPolicy = Policy<ShopAction>;

/**
 * Who may see and change a shop (spec: a retailer updates only its own profile row). Its owner reads
 * and manages it (profile, logo, pause); an admin reads any shop and decides its approval. Everyone
 * else: as if the shop did not exist (404). The shop's realtime room follows `shop.read`.
 */
export function createShopsPolicy(repo: Pick<ShopsRepository, 'ofOwner' | 'existing'>): ShopsPolicy {
  return {
    async can(actor, action, ids) {
      if (action === 'shop.decide') return actor.role === 'admin' ? repo.existing(ids) : new Set();
      if (action === 'shop.read' && actor.role === 'admin') return repo.existing(ids);
      return actor.role === 'retailer' ? repo.ofOwner(actor.id, ids) : new Set();
    },
  };
}
