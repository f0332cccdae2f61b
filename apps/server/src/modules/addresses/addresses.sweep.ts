import { ROLES } from '@haflah/contracts';
import { eq } from 'drizzle-orm';
import type { OwnedSetup, SweepTable } from '../../test-support/wrong-user-sweep.js';
import { addresses } from './addresses.schema.js';

/** A customer's address: anyone signed in may call the routes, and only its owner touches it. */
const address = (path: (id: string) => string, body?: unknown): Record<string, OwnedSetup> => ({
  address: async (factories, owner, db) => {
    const row = await factories.address({ userId: owner.id });
    return {
      url: path(row.id),
      body,
      read: () => db.select().from(addresses).where(eq(addresses.id, row.id)),
    };
  },
});

const ADDRESS_BODY = {
  labelKind: 'work',
  governorate: 'northern',
  area: 'Saar',
  block: '527',
  road: '2715',
  building: '12',
  contactPhone: '3600 1234',
  isDefault: true,
};

/** The addresses' routes with an id in the wrong-user sweep (ADR 009, ADR 017). */
export const sweep: SweepTable = {
  'PUT /api/addresses/:id': {
    owner: 'customer',
    strangers: ROLES,
    setup: address((id) => `/api/addresses/${id}`, ADDRESS_BODY),
  },
  'POST /api/addresses/:id/default': {
    owner: 'customer',
    strangers: ROLES,
    setup: address((id) => `/api/addresses/${id}/default`),
  },
  'DELETE /api/addresses/:id': {
    owner: 'customer',
    strangers: ROLES,
    setup: address((id) => `/api/addresses/${id}`),
  },
};
