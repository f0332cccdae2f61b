import type { Policy } from '../../platform/access.js';
import type { PaymentsRepository } from './payments.repository.js';

export type PaymentMethodAction =
  | 'payment_method.use'
  | 'payment_method.delete'
  | 'payment_method.make_default';

/** A saved card or wallet is its owner's alone: no role, admins included, sees or uses another's. */
export function createPaymentsPolicy(repo: PaymentsRepository): Policy<PaymentMethodAction> {
  return {
    can: (actor, _action, ids) => repo.owned(actor.id, ids),
  };
}
