import type { Db, Executor } from '../../db/client.js';
import { paymentMethods, testGatewayOperations } from './payments.schema.js';

/** The references the providers give (a payment's, a capture's, a refund's), for rows set as a scene. */
export { referenceFor } from './gateway.js';

/**
 * A saved test card written directly (no gateway, no limit, no default rule), and what the test
 * gateway keeps of captures and refunds it made: for setting a scene.
 */
export function createPaymentsFactories(db: Db | Executor) {
  return {
    /** The test gateway's idempotency store, as its captures and refunds leave it (multi-row). */
    async gatewayOperations(rows: (typeof testGatewayOperations.$inferInsert)[]): Promise<void> {
      for (let i = 0; i < rows.length; i += 2000)
        await db.insert(testGatewayOperations).values(rows.slice(i, i + 2000));
    },

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
