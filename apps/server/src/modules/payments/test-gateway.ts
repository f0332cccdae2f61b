import { randomBytes } from 'node:crypto';
import { cardBrand, type PaymentOutcome, TEST_CARDS, TEST_WALLETS } from '@haflah/contracts';
import { AppError } from '../../http/errors.js';
import { type CardGateway, type PaymentResult, referenceFor, type Tokenized } from './gateway.js';

const OUTCOMES: readonly PaymentOutcome[] = ['approved', 'declined', 'failed'];

const notAccepted = () =>
  new AppError('CARD_NOT_ACCEPTED', 'Test mode: only the documented test cards and wallets are accepted');

/** A token that carries the outcome its payments get, as a real gateway's records would. */
function issue(outcome: PaymentOutcome, brand: Tokenized['brand'], last4: string): Tokenized {
  return { token: `tgw_${outcome}_${randomBytes(12).toString('hex')}`, brand, last4 };
}

function outcomeOf(token: string | null): PaymentOutcome | undefined {
  const outcome = token?.split('_')[1] as PaymentOutcome | undefined;
  return token?.startsWith('tgw_') && outcome && OUTCOMES.includes(outcome) ? outcome : undefined;
}

const result = (outcome: PaymentOutcome | undefined, ref: string): PaymentResult =>
  outcome === 'approved'
    ? { ok: true, reference: ref }
    : { ok: false, code: outcome === 'declined' ? 'PAYMENT_DECLINED' : 'PAYMENT_FAILED' };

/**
 * The built-in test gateway (DESIGN.md, README "Test payments"): no money moves and nothing leaves
 * the server. Only the documented test cards and wallets are taken, each with a fixed outcome:
 * approved, declined (the card's bank says no) or failed (the gateway could not answer).
 */
export function createTestGateway(): CardGateway {
  return {
    name: 'test_gateway',
    testMode: true,

    async tokenizeCard(card) {
      const outcome = TEST_CARDS[card.number as keyof typeof TEST_CARDS];
      if (!outcome) throw notAccepted();
      return issue(outcome, cardBrand(card.number), card.number.slice(-4));
    },

    async linkWallet(phone) {
      const outcome = TEST_WALLETS[phone as keyof typeof TEST_WALLETS];
      if (!outcome) throw notAccepted();
      return issue(outcome, null, phone.slice(-4));
    },

    async authorize({ token, idempotencyKey }) {
      return result(outcomeOf(token), referenceFor('tgw_auth', idempotencyKey));
    },

    async capture(ref) {
      return { ok: true, reference: ref };
    },

    async refund(ref) {
      return { ok: true, reference: `${ref}_refund` };
    },
  };
}
