import { randomBytes } from 'node:crypto';
import { cardBrand, type PaymentOutcome, TEST_CARDS, TEST_WALLETS } from '@haflah/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { AppError } from '../../http/errors.js';
import {
  type CardGateway,
  type PaymentMovement,
  type PaymentResult,
  referenceFor,
  type Tokenized,
} from './gateway.js';
import { testGatewayOperations } from './payments.schema.js';

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
 *
 * Like a real provider it honours idempotency keys: a capture, void or refund is kept in its own table
 * (`test_gateway_operations`, its "idempotency store"), so the same key again answers the first
 * result and moves nothing again, whichever node asks and after any restart.
 */
export function createTestGateway({ db }: { db: Db }): CardGateway {
  /** The first answer for this key: recorded now, or the one recorded before. */
  async function once(
    operation: 'capture' | 'void' | 'refund',
    input: Omit<PaymentMovement, 'amountFils'> & { amountFils?: number },
    reference: string,
  ): Promise<PaymentResult> {
    const [made] = await db
      .insert(testGatewayOperations)
      .values({
        idempotencyKey: input.idempotencyKey,
        operation,
        paymentReference: input.reference,
        amountFils: input.amountFils ?? 0,
        ok: true,
        result: reference,
      })
      .onConflictDoNothing({ target: testGatewayOperations.idempotencyKey })
      .returning();
    const row =
      made ??
      (
        await db
          .select()
          .from(testGatewayOperations)
          .where(eq(testGatewayOperations.idempotencyKey, input.idempotencyKey))
      )[0]!;
    return row.ok
      ? { ok: true, reference: row.result }
      : { ok: false, code: row.result as 'PAYMENT_DECLINED' | 'PAYMENT_FAILED' };
  }

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

    capture: (input) => once('capture', input, referenceFor('tgw_cap', input.idempotencyKey)),
    void: (input) => once('void', input, referenceFor('tgw_void', input.idempotencyKey)),
    refund: (input) => once('refund', input, referenceFor('tgw_ref', input.idempotencyKey)),
  };
}
