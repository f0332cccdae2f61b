import { ROLES } from '@haflah/contracts';
import { eq } from 'drizzle-orm';
import type { OwnedSetup, SweepTable } from '../../test-support/wrong-user-sweep.js';
import { paymentMethods } from './payments.schema.js';

/** A customer's saved card: only its owner may use, change or remove it. */
const savedCard = (path: (id: string) => string): Record<string, OwnedSetup> => ({
  card: async (factories, owner, db) => {
    const row = await factories.paymentMethod({ userId: owner.id });
    return {
      url: path(row.id),
      read: () => db.select().from(paymentMethods).where(eq(paymentMethods.id, row.id)),
    };
  },
});

/** The payment methods' routes with an id in the wrong-user sweep (ADR 009, ADR 017). */
export const sweep: SweepTable = {
  'POST /api/payment-methods/:id/default': {
    owner: 'customer',
    strangers: ROLES,
    setup: savedCard((id) => `/api/payment-methods/${id}/default`),
  },
  'DELETE /api/payment-methods/:id': {
    owner: 'customer',
    strangers: ROLES,
    setup: savedCard((id) => `/api/payment-methods/${id}`),
  },
};
