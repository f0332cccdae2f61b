import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/client.js';
import { createDriversRepository, type DriverRow } from './drivers.repository.js';
import type { drivers } from './drivers.schema.js';

type DriverFields = Omit<Partial<typeof drivers.$inferInsert>, 'id'>;
interface Account {
  id: string;
  name: string;
  email: string;
}

/**
 * Driver records, and drivers with their account: `user` makes the account with the driver role (the
 * auth module's builder, handed in by test-support: builders do not import each other).
 */
export function createDriversFactories<U extends Account>(
  db: Db,
  { user }: { user?: (options: { role: 'driver'; name: string; email?: string }) => Promise<U> } = {},
) {
  const repo = createDriversRepository(db);
  /** The record of an account (none when it has one already: the demo seed runs at every start). */
  const driverRecord = (account: Account, fields: DriverFields = {}) =>
    repo.insertBuilt({
      id: account.id,
      name: account.name,
      email: account.email,
      phone: '+97339001234',
      vehicleType: 'motorcycle',
      licensePlate: `${Math.floor(100000 + Math.random() * 900000)}`,
      ...fields,
    });
  return {
    driverRecord,

    /** A signed-in driver (offline, active, 0 of 3 orders unless told) with a random name and email. */
    async driver(fields: DriverFields = {}): Promise<U & { driver: DriverRow }> {
      if (!user) throw new Error('createDriversFactories: no user builder given');
      const name = fields.name ?? `Driver ${randomUUID().slice(0, 8)}`;
      const built = await user({ role: 'driver', name, email: fields.email });
      const row = await driverRecord(built, { ...fields, name });
      if (!row) throw new Error('driver record not written');
      return { ...built, driver: row };
    },
  };
}
