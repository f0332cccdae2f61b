import type { Policy } from '../../platform/access.js';
import type { AddressesRepository } from './addresses.repository.js';

export type AddressAction = 'address.use' | 'address.update' | 'address.delete' | 'address.make_default';

/** An address is its owner's alone: no role, admins included, reads or changes another's. */
export function createAddressesPolicy(repo: AddressesRepository): Policy<AddressAction> {
  return {
    can: (actor, _action, ids) => repo.owned(actor.id, ids),
  };
}
