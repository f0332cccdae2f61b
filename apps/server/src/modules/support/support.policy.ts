import type { Policy } from '../../platform/access.js';
import type { SupportRepository } from './support.repository.js';

export type SupportAction = 'support.read' | 'support.manage';
export type SupportPolicy = Policy<SupportAction>;

/**
 * Who may see a support request: its author (the account that sent it) reads it; an admin reads,
 * answers and closes any. Everyone else, another customer included: as if it did not exist (404).
 */
export function createSupportPolicy(repo: Pick<SupportRepository, 'ofAuthor' | 'existing'>): SupportPolicy {
  return {
    async can(actor, action, ids) {
      if (actor.role === 'admin') return repo.existing(ids);
      if (action === 'support.manage') return new Set();
      return repo.ofAuthor(actor.id, ids);
    },
  };
}
