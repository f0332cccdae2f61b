import type { Policy } from '../../platform/access.js';
import type { SupportRepository } from './support.repository.js';

export type SupportAction = 'support.read' | 'support.manage';
export type SupportPolicy = Policy<SupportAction>;

/**
 * Who may see a support request. `support.read` (/help's own list and request): its author only, the
 * account that sent it, whatever its role. `support.manage` (the admin area's view, answer and close):
 * any admin. Everyone else, another customer included: as if it did not exist (404).
 */
export function createSupportPolicy(repo: Pick<SupportRepository, 'ofAuthor' | 'existing'>): SupportPolicy {
  return {
    async can(actor, action, ids) {
      if (action === 'support.manage') return actor.role === 'admin' ? repo.existing(ids) : new Set();
      return repo.ofAuthor(actor.id, ids);
    },
  };
}
