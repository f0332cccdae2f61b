import { createHash } from 'node:crypto';
import type { PaymentProvider } from './gateway.js';

/**
 * Cash on delivery: always available, nothing to authorise up front. The driver collects the cash on
 * delivery (the capture); a cancelled order was never paid, so there is nothing to refund.
 */
export function createCashProvider(): PaymentProvider {
  return {
    name: 'cash',
    async authorize({ idempotencyKey }) {
      return {
        ok: true,
        reference: `cod_${createHash('sha256').update(idempotencyKey).digest('hex').slice(0, 24)}`,
      };
    },
    async capture(reference) {
      return { ok: true, reference };
    },
    async refund(reference) {
      return { ok: true, reference };
    },
  };
}
