import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { Db } from '../../db/client.js';
import type { Builders, BuiltUser } from '../../test-support/builders.js';
import type { OwnedSetup, SweepTable } from '../../test-support/wrong-user-sweep.js';
import { deliveries, deliveryOffers } from './deliveries.schema.js';

type Stage = 'offered' | 'accepted' | 'picked_up';

/**
 * A delivery of a product order at a new shop, at `stage` for `owner` (a driver, online): offered to
 * them (a pending offer), accepted by them, or picked up by them (the order shipped).
 */
async function deliveryFor(factories: Builders, owner: BuiltUser, stage: Stage) {
  await factories.driverRecord(owner, { status: 'available', currentOrders: stage === 'offered' ? 0 : 1 });
  const shop = await factories.shop();
  const listing = await factories.listing({ shopId: shop.id, categoryId: (await factories.category()).id });
  const customer = await factories.user({ role: 'customer' });
  const order = await factories.order({
    userId: customer.id,
    shopId: shop.id,
    listingId: listing.id,
    status: stage === 'picked_up' ? 'shipped' : 'processing',
  });
  const row =
    stage === 'offered'
      ? await factories.delivery(order.id)
      : await factories.delivery(order.id, { status: stage, driverId: owner.id });
  if (stage === 'offered') await factories.deliveryOffer(row.id, owner.id);
  return { row, order };
}

const read = (db: Db, id: string) => async () => ({
  delivery: await db.select().from(deliveries).where(eq(deliveries.id, id)),
  offers: await db.select().from(deliveryOffers).where(eq(deliveryOffers.deliveryId, id)),
});

const at = (stage: Stage, path: (id: string) => string, body?: unknown): Record<string, OwnedSetup> => ({
  delivery: async (factories, owner, db) => {
    const { row, order } = await deliveryFor(factories, owner, stage);
    const sent = typeof body === 'function' ? body(row, order) : body;
    return { url: path(row.id), body: sent, read: read(db, row.id) };
  },
});

const driverOnly = { owner: 'driver', strangers: ['driver'] } as const;

/**
 * The deliveries' routes with an id in the wrong-user sweep (ADR 009, ADR 017): another driver gets 404
 * for a delivery neither offered to them nor theirs, and changes nothing. Other roles are refused the
 * driver area (403) before any id is read.
 */
export const sweep: SweepTable = {
  'GET /api/driver/deliveries/:id': {
    ...driverOnly,
    setup: at('offered', (id) => `/api/driver/deliveries/${id}`),
  },
  'POST /api/driver/deliveries/:id/accept': {
    ...driverOnly,
    setup: at('offered', (id) => `/api/driver/deliveries/${id}/accept`),
  },
  'POST /api/driver/deliveries/:id/decline': {
    ...driverOnly,
    setup: at('offered', (id) => `/api/driver/deliveries/${id}/decline`),
  },
  'POST /api/driver/deliveries/:id/pickup': {
    ...driverOnly,
    setup: at('accepted', (id) => `/api/driver/deliveries/${id}/pickup`),
  },
  'POST /api/driver/deliveries/:id/deliver': {
    ...driverOnly,
    setup: at(
      'picked_up',
      (id) => `/api/driver/deliveries/${id}/deliver`,
      (row: { code: string; cashDueFils: number }) => ({
        proof: 'code',
        code: row.code,
        cashReceivedFils: row.cashDueFils,
      }),
    ),
  },
  'POST /api/driver/deliveries/:id/photo': {
    ...driverOnly,
    setup: {
      delivery: async (factories, owner, db) => {
        const { row } = await deliveryFor(factories, owner, 'picked_up');
        const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#36c' } })
          .png()
          .toBuffer();
        const boundary = 'sweepdoorphoto';
        const body = Buffer.concat([
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="door.png"\r\nContent-Type: image/png\r\n\r\n`,
          ),
          png,
          Buffer.from(`\r\n--${boundary}--\r\n`),
        ]);
        return {
          url: `/api/driver/deliveries/${row.id}/photo`,
          body,
          headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
          read: read(db, row.id),
        };
      },
    },
  },
};
