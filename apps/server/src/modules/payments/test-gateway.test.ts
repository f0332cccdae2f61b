import { TEST_CARDS } from '@haflah/contracts';
import { describe, expect, it } from 'vitest';
import { createCashProvider } from './cash.js';
import { createTestGateway } from './test-gateway.js';

const card = (number: string) => ({ number, expMonth: 12, expYear: 2030, cvc: '123', holderName: 'Noor' });

describe('the test gateway', () => {
  const gateway = createTestGateway();

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
