import type { Db } from '../../db/client.js';
import { ownedList } from '../../db/owned-list.js';
import { paymentMethods } from './payments.schema.js';

export type PaymentMethodRow = typeof paymentMethods.$inferSelect;

/** A customer's saved cards and wallets: one default, changed under the customer's lock. */
export const createPaymentsRepository = (db: Db) => ownedList(db, paymentMethods, 'payment_methods');
export type PaymentsRepository = ReturnType<typeof createPaymentsRepository>;
