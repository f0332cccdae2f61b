import { type AddCardRequest, MAX_PAYMENT_METHODS, type PaymentMethodsResponse } from '@haflah/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { call } from '../../test-support/http.js';
import { useTestApp } from '../../test-support/test-app.js';

/** 1 March 2027, 09:00 in Bahrain: cards expiring February 2027 have expired, March 2027 not yet. */
const t = useTestApp({ clock: () => new Date('2027-03-01T06:00:00Z') });

const customer = () => t.factories.user({ role: 'customer' });
const VISA: AddCardRequest = {
  number: '4242 4242 4242 4242',
  expMonth: 3,
  expYear: 2027,
  cvc: '123',
  holderName: 'Noor Ali',
};

const addCard = (cookie: string, body: unknown) =>
  call(t.app, 'POST', '/api/payment-methods/cards', body, { cookie });
const methodsOf = async (cookie: string): Promise<PaymentMethodsResponse> => {
  const res = await call(t.app, 'GET', '/api/payment-methods', undefined, { cookie });
  expect(res.statusCode).toBe(200);
  return res.json();
};

/** Every text value in the database, whatever table or column it is in. */
async function everyStoredText(): Promise<string> {
  const { rows } = await t.db.execute<{ table_name: string; column_name: string }>(sql`
    select table_name, column_name from information_schema.columns
     where table_schema = 'public' and data_type in ('text', 'character varying', 'jsonb', 'json')`);
  const values: string[] = [];
  for (const { table_name, column_name } of rows) {
    const found = await t.db.execute<{ v: string | null }>(
      sql`select ${sql.identifier(column_name)}::text as v from ${sql.identifier(table_name)}`,
    );
    for (const row of found.rows) if (row.v) values.push(row.v);
  }
  return values.join('\n');
}

describe('payment methods API', () => {
  it('needs a signed-in user for every route', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    for (const [method, url] of [
      ['GET', '/api/payment-methods'],
      ['POST', '/api/payment-methods/cards'],
      ['POST', '/api/payment-methods/benefitpay'],
      ['POST', `/api/payment-methods/${id}/default`],
      ['DELETE', `/api/payment-methods/${id}`],
    ] as const) {
      const res = await call(t.app, method, url, method === 'POST' ? {} : undefined);
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('starts empty and says it is in test mode', async () => {
    const { cookie } = await customer();
    expect(await methodsOf(cookie)).toEqual({ methods: [], testMode: true });
  });

  it('saves a test card as brand, last 4, expiry and holder; the number and CVV are stored nowhere', async () => {
    const { cookie } = await customer();
    const number = '5555555555554444';
    const cvc = '987';
    const res = await addCard(cookie, { ...VISA, number, cvc, holderName: ' Fatema Hasan ' });
    expect(res.statusCode).toBe(201);
    expect(res.json().methods).toEqual([
      expect.objectContaining({
        type: 'card',
        brand: 'mastercard',
        last4: '4444',
        expMonth: 3,
        expYear: 2027,
        holderName: 'Fatema Hasan',
        isDefault: true,
      }),
    ]);
    const stored = await everyStoredText();
    expect(stored).toContain('Fatema Hasan');
    expect(stored).not.toContain(number);
    expect(stored).not.toContain('5555 5555 5555 4444');
    expect(stored).not.toMatch(new RegExp(`\\b${cvc}\\b`));
    // Nor does any answer carry them (the CVV as a whole number: a method's random id may hold '987').
    expect(JSON.stringify(await methodsOf(cookie))).not.toMatch(new RegExp(`555555555555|\\b${cvc}\\b|tgw_`));
  });

  it.each([
    ['a number that fails the Luhn check', { number: '4242 4242 4242 4241' }, 'VALIDATION_FAILED', 400],
    ['a brand we do not take', { number: '6011 1111 1111 1117' }, 'VALIDATION_FAILED', 400],
    ['a 2-digit security code', { cvc: '12' }, 'VALIDATION_FAILED', 400],
    ['month 13', { expMonth: 13 }, 'VALIDATION_FAILED', 400],
    ['no holder name', { holderName: ' ' }, 'VALIDATION_FAILED', 400],
    ['an expired card (February 2027)', { expMonth: 2, expYear: 2027 }, 'CARD_EXPIRED', 422],
    ['a real card number in test mode', { number: '4111 1111 1111 1111' }, 'CARD_NOT_ACCEPTED', 422],
  ])('refuses %s (%s) and saves nothing', async (_name, change, code, status) => {
    const { cookie } = await customer();
    const res = await addCard(cookie, { ...VISA, ...change });
    expect(res.statusCode).toBe(status);
    expect(res.json().error.code).toBe(code);
    expect((await methodsOf(cookie)).methods).toEqual([]);
  });

  it('takes Arabic-Indic digits in the number and code', async () => {
    const { cookie } = await customer();
    const res = await addCard(cookie, { ...VISA, number: '٤٢٤٢ ٤٢٤٢ ٤٢٤٢ ٤٢٤٢', cvc: '١٢٣' });
    expect(res.statusCode).toBe(201);
    expect(res.json().methods[0]).toMatchObject({ brand: 'visa', last4: '4242' });
  });

  it('links a BenefitPay test wallet by its Bahrain number, and refuses other numbers', async () => {
    const { cookie } = await customer();
    const linked = await call(
      t.app,
      'POST',
      '/api/payment-methods/benefitpay',
      { phone: '3300 0001' },
      { cookie },
    );
    expect(linked.statusCode).toBe(201);
    expect(linked.json().methods).toEqual([
      expect.objectContaining({ type: 'benefitpay', brand: null, last4: '0001', expMonth: null }),
    ]);
    for (const [phone, code] of [
      ['3600 1234', 'CARD_NOT_ACCEPTED'],
      ['+966 50 123 4567', 'INVALID_PHONE'],
    ]) {
      const res = await call(t.app, 'POST', '/api/payment-methods/benefitpay', { phone }, { cookie });
      expect(res.json().error.code, phone).toBe(code);
    }
  });

  it('keeps one default: the first, then the one asked for; deleting it promotes the newest', async () => {
    const { cookie } = await customer();
    await addCard(cookie, VISA);
    await addCard(cookie, { ...VISA, number: '378282246310005', cvc: '1234' });
    let methods = (await addCard(cookie, { ...VISA, number: '4000000000000002', isDefault: true })).json()
      .methods as PaymentMethodsResponse['methods'];
    expect(methods.map((m) => [m.last4, m.isDefault])).toEqual([
      ['0002', true],
      ['0005', false],
      ['4242', false],
    ]);
    const visa = methods.find((m) => m.last4 === '4242')!;
    methods = (
      await call(t.app, 'POST', `/api/payment-methods/${visa.id}/default`, undefined, { cookie })
    ).json().methods;
    expect(methods[0]).toMatchObject({ last4: '4242', isDefault: true });
    methods = (await call(t.app, 'DELETE', `/api/payment-methods/${visa.id}`, undefined, { cookie })).json()
      .methods;
    expect(methods.map((m) => [m.last4, m.isDefault])).toEqual([
      ['0002', true],
      ['0005', false],
    ]);
  });

  it(`stops at ${MAX_PAYMENT_METHODS} with PAYMENT_METHOD_LIMIT`, async () => {
    const { cookie, id } = await customer();
    for (let i = 1; i < MAX_PAYMENT_METHODS; i++) await t.factories.paymentMethod({ userId: id });
    expect((await addCard(cookie, VISA)).statusCode).toBe(201);
    const res = await addCard(cookie, VISA);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('PAYMENT_METHOD_LIMIT');
  });

  it("answers 404 for another customer's payment method and leaves it", async () => {
    const owner = await customer();
    const [card] = (await addCard(owner.cookie, VISA)).json().methods;
    const stranger = await customer();
    for (const [method, url] of [
      ['POST', `/api/payment-methods/${card.id}/default`],
      ['DELETE', `/api/payment-methods/${card.id}`],
    ] as const) {
      const res = await call(t.app, method, url, undefined, { cookie: stranger.cookie });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await methodsOf(owner.cookie)).methods).toEqual([card]);
  });

  it('is in the data export without its token', async () => {
    const { cookie } = await customer();
    await addCard(cookie, VISA);
    const exported = await call(t.app, 'GET', '/api/account/export', undefined, { cookie });
    expect(exported.json().paymentMethods).toEqual([expect.objectContaining({ last4: '4242' })]);
    expect(exported.body).not.toContain('tgw_');
  });
});
