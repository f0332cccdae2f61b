import type { Db } from '../../db/client.js';
import { addresses } from './addresses.schema.js';

/** An address written directly (no limit, no default rule): for setting the scene of a test. */
export function createAddressesFactories(db: Db) {
  return {
    async address(values: { userId: string } & Partial<typeof addresses.$inferInsert>) {
      const [row] = await db
        .insert(addresses)
        .values({
          labelKind: 'home',
          governorate: 'capital',
          area: 'Adliya',
          block: '338',
          road: '3803',
          building: '1205',
          contactPhone: '+97336001234',
          ...values,
        })
        .returning();
      return row!;
    },
  };
}
