import { ROLES } from '@haflah/contracts';
import { eq } from 'drizzle-orm';
import type { SweepTable } from '../../test-support/wrong-user-sweep.js';
import { supportRequests } from './support.schema.js';

const ADMIN_WHY = 'an admin handles any support request; every other role is refused the admin area';

/** The support routes with an id in the wrong-user sweep (ADR 009, ADR 017). */
export const sweep: SweepTable = {
  'GET /api/support/requests/:id': {
    owner: 'customer',
    // Its author only: an admin reads requests in the admin area, not through /help's route.
    strangers: ROLES,
    setup: {
      request: async (factories, owner, db) => {
        const row = await factories.supportRequest({ userId: owner.id, email: owner.email });
        return {
          url: `/api/support/requests/${row.id}`,
          read: () => db.select().from(supportRequests).where(eq(supportRequests.id, row.id)),
        };
      },
    },
  },
  'GET /api/admin/support/:id': { onlyRole: 'admin', why: ADMIN_WHY },
  'POST /api/admin/support/:id/answer': { onlyRole: 'admin', why: ADMIN_WHY },
  'POST /api/admin/support/:id/close': { onlyRole: 'admin', why: ADMIN_WHY },
};
