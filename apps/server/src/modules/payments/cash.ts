import { type PaymentProvider, referenceFor } from './gateway.js';

/**
 * Cash on delivery: always available, nothing to authorise up front. The driver collects the cash on
 * delivery (the capture); a cancelled order was never paid, so there is nothing to refund.
 */
export function createCashProvider(): PaymentProvider {
  return {
    name: 'cash',
    async authorize({ idempotencyKey }) {
      return { ok: true, reference: referenceFor('cod', idempotencyKey) };
    },
    async capture({ reference }) {
      return { ok: true, reference };
    },
    async void({ reference }) {
      return { ok: true, reference };
    },
    async refund({ reference }) {
      return { ok: true, reference };
    },
  };
}
