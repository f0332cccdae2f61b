import type { Db } from '../../db/client.js';
import { ownedList } from '../../db/owned-list.js';
import { addresses } from './addresses.schema.js';

export type AddressRow = typeof addresses.$inferSelect;
/** What the service writes: everything but who owns it and the bookkeeping columns. */
export type AddressValues = Omit<typeof addresses.$inferInsert, 'id' | 'userId' | 'createdAt' | 'updatedAt'>;

/** A customer's addresses: one default, changed under the customer's lock (db/owned-list.ts). */
export const createAddressesRepository = (db: Db) => ownedList(db, addresses, 'addresses');
export type AddressesRepository = ReturnType<typeof createAddressesRepository>;
