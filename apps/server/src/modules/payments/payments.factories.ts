import type { Db } from '../../db/client.js';
import { paymentMethods } from './payments.schema.js';

/** A saved test card written directly (no gateway, no limit, no default rule): for setting a scene. */
export function createPaymentsFactories(db: Db) {
  return {
    async paymentMethod(values: { userId: string } & Partial<typeof paymentMethods.$inferInsert>) {
      const [row] = await db
        .insert(paymentMethods)
        .values({
          type: 'card',
          provider: 'test_gateway',
          token: `tgw_approved_${crypto.randomUUID().replaceAll('-', '')}`,
          brand: 'visa',
          last4: '4242',
          expMonth: 12,
          expYear: 2030,
          holderName: 'Noor Ali',
          ...values,
        })
        .returning();
      return row!;
    },
  };
}
