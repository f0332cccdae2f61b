import { bahrainDate, bahrainToUtc, ROLES } from '@haflah/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { listingFor, type OwnedSetup, type SweepTable } from '../../test-support/wrong-user-sweep.js';
import { blocks, cartItems } from './cart.schema.js';

const HOUR = 3_600_000;

/** Two days ahead, on the hour: a span the hold rules accept, whatever the time of the run. */
const holdStart = () => new Date(Math.ceil((Date.now() + 2 * 24 * HOUR) / HOUR) * HOUR);

/** 10:00 in Bahrain three days ahead: a start the time-slot rules accept whenever the run is. */
const reholdStart = () => bahrainToUtc(bahrainDate(new Date(Date.now() + 3 * 24 * HOUR)), '10:00');

const cartLine = (db: Db, id: string) => db.select().from(cartItems).where(eq(cartItems.id, id));

/** A cart line of each kind: a product on its own, and a hold on a time slot. */
const cartLines = (body: unknown): Record<string, OwnedSetup> => ({
  'product line': async (factories, owner, db) => {
    const listing = await listingFor(factories, 'product');
    const line = await factories.productLine({ userId: owner.id, listingId: listing.id });
    return { url: `/api/cart/items/${line.id}`, body, read: () => cartLine(db, line.id) };
  },
  hold: async (factories, owner, db) => {
    const listing = await listingFor(factories, 'rental');
    const line = await factories.hold({ userId: owner.id, listingId: listing.id, start: holdStart() });
    return { url: `/api/cart/items/${line.id}`, body, read: () => cartLine(db, line.id) };
  },
});

/**
 * The cart's routes with an id in the wrong-user sweep (ADR 009, ADR 017). A cart is its owner's
 * alone, admins included (cart.policy.ts), and any signed-in role may call the cart.
 */
export const sweep: SweepTable = {
  'PATCH /api/cart/items/:id': { owner: 'customer', strangers: ROLES, setup: cartLines({ quantity: 2 }) },
  'DELETE /api/cart/items/:id': { owner: 'customer', strangers: ROLES, setup: cartLines(undefined) },
  'PUT /api/cart/items/:id/slot': {
    owner: 'customer',
    strangers: ROLES,
    setup: {
      hold: async (factories, owner, db) => {
        const listing = await listingFor(factories, 'rental');
        const line = await factories.hold({ userId: owner.id, listingId: listing.id, start: holdStart() });
        const body = { start: reholdStart().toISOString(), hours: 2, quantity: 1 };
        return { url: `/api/cart/items/${line.id}/slot`, body, read: () => cartLine(db, line.id) };
      },
    },
  },
  // A shop's blocked time is its owner's alone (schedule.policy.ts); other roles never reach the
  // retailer area (403, staffArea).
  'DELETE /api/retailer/blocks/:id': {
    owner: 'retailer',
    setup: {
      block: async (factories, owner, db) => {
        const shop = await factories.shop({ ownerUserId: owner.id });
        const category = await factories.category();
        const listing = await factories.listing({ shopId: shop.id, categoryId: category.id, kind: 'rental' });
        const [block] = await db
          .insert(blocks)
          .values({ shopId: shop.id, listingId: listing.id, startsAt: holdStart(), endsAt: reholdStart() })
          .returning({ id: blocks.id });
        const read = () => db.select().from(blocks).where(eq(blocks.id, block!.id));
        return { url: `/api/retailer/blocks/${block!.id}`, read };
      },
    },
  },
};
