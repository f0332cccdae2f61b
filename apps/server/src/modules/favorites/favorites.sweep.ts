import { ROLES } from '@haflah/contracts';
import { eq } from 'drizzle-orm';
import { listingFor, type SweepTable } from '../../test-support/wrong-user-sweep.js';
import { favorites } from './favorites.schema.js';

/** The favorites' routes with an id in the wrong-user sweep (ADR 009, ADR 017). */
export const sweep: SweepTable = {
  'DELETE /api/favorites/:listingId': {
    owner: 'customer',
    strangers: ROLES,
    setup: {
      favorite: async (factories, owner, db) => {
        const listing = await listingFor(factories, 'product');
        await factories.favorite({ userId: owner.id, listingId: listing.id });
        return {
          url: `/api/favorites/${listing.id}`,
          read: () => db.select().from(favorites).where(eq(favorites.userId, owner.id)),
        };
      },
    },
  },
};
