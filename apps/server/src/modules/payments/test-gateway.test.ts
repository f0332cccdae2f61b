import { TEST_CARDS } from '@haflah/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.js';
import { createTestDatabase } from '../../test-support/test-db.js';
import { createCashProvider } from './cash.js';
import type { CardGateway } from './gateway.js';
import { testGatewayOperations } from './payments.schema.js';
import { createTestGateway } from './test-gateway.js';

const card = (number: string) => ({ number, expMonth: 12, expYear: 2030, cvc: '123', holderName: 'Noor' });

let database: Database;
let gateway: CardGateway;
beforeAll(async () => {
  database = await createTestDatabase();
  gateway = createTestGateway({ db: database.db });
});
afterAll(() => database.close());

describe('the test gateway', () => {
  it.each(Object.entries(TEST_CARDS))('card %s: a payment is %s', async (number, outcome) => {
    const saved = await gateway.tokenizeCard(card(number));
    expect(saved.last4).toBe(number.slice(-4));
    expect(saved.token).not.toContain(number);
    const paid = await gateway.authorize({ token: saved.token, amountFils: 12_500, idempotencyKey: 'k1' });
    expect(paid).toEqual(
      outcome === 'approved'
        ? { ok: true, reference: expect.stringMatching(/^tgw_auth_/) }
        : { ok: false, code: outcome === 'declined' ? 'PAYMENT_DECLINED' : 'PAYMENT_FAILED' },
    );
  });

  it('gives the same reference for the same idempotency key, another for another', async () => {
    const { token } = await gateway.tokenizeCard(card('4242424242424242'));
    const once = await gateway.authorize({ token, amountFils: 1000, idempotencyKey: 'same' });
    const again = await gateway.authorize({ token, amountFils: 1000, idempotencyKey: 'same' });
    const other = await gateway.authorize({ token, amountFils: 1000, idempotencyKey: 'other' });
    expect(again).toEqual(once);
    expect(other).not.toEqual(once);
  });

  it('honours idempotency keys: the same refund again answers the first result and moves nothing again', async () => {
    const { token } = await gateway.tokenizeCard(card('4242424242424242'));
    const auth = await gateway.authorize({ token, amountFils: 9000, idempotencyKey: 'order-1' });
    if (!auth.ok) throw new Error('not authorised');
    const captured = await gateway.capture({
      reference: auth.reference,
      amountFils: 9000,
      idempotencyKey: 'c1',
    });
    expect(captured).toEqual({ ok: true, reference: expect.stringMatching(/^tgw_cap_/) });
    const refund = { reference: auth.reference, amountFils: 9000, idempotencyKey: 'r1' };
    const first = await gateway.refund(refund);
    // Another instance (a restarted server) over the same store.
    const restarted = createTestGateway({ db: database.db });
    expect(await restarted.refund(refund)).toEqual(first);
    expect(await gateway.refund({ ...refund, amountFils: 1 })).toEqual(first);
    const other = await gateway.refund({ ...refund, idempotencyKey: 'r2' });
    expect(other).not.toEqual(first);
    const refunds = await database.db.select().from(testGatewayOperations);
    expect(
      refunds
        .filter((r) => r.operation === 'refund')
        .map((r) => r.idempotencyKey)
        .sort(),
    ).toEqual(['r1', 'r2']);
  });

  it('refuses any other card, wallet or token', async () => {
    await expect(gateway.tokenizeCard(card('4111111111111111'))).rejects.toMatchObject({
      code: 'CARD_NOT_ACCEPTED',
    });
    await expect(gateway.linkWallet('+97336001234')).rejects.toMatchObject({ code: 'CARD_NOT_ACCEPTED' });
    expect(await gateway.authorize({ token: 'tok_live_x', amountFils: 1, idempotencyKey: 'k' })).toEqual({
      ok: false,
      code: 'PAYMENT_FAILED',
    });
  });
});

describe('cash on delivery', () => {
  it('is always authorised, once per idempotency key', async () => {
    const cash = createCashProvider();
    const a = await cash.authorize({ token: null, amountFils: 5000, idempotencyKey: 'checkout-1' });
    expect(a).toEqual({ ok: true, reference: expect.stringMatching(/^cod_/) });
    expect(await cash.authorize({ token: null, amountFils: 5000, idempotencyKey: 'checkout-1' })).toEqual(a);
  });
});
