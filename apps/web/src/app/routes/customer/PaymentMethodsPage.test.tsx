import type { AddBenefitPayRequest, AddCardRequest, PaymentMethod } from '@haflah/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../../../lib/i18n';
import { customerUser } from '../../../test/fixtures';
import { apiError, type MockCall, type MockReply, mockFetch } from '../../../test/mock-fetch';
import { renderApp } from '../../../test/utils';
import PaymentMethodsPage from './PaymentMethodsPage';

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

function card(n: number, over: Partial<PaymentMethod> = {}): PaymentMethod {
  return {
    id: uuid(n),
    type: 'card',
    brand: 'visa',
    last4: '4242',
    expMonth: 3,
    expYear: 2027,
    holderName: 'Noor Ali',
    isDefault: false,
    ...over,
  };
}
const wallet = (n: number, over: Partial<PaymentMethod> = {}): PaymentMethod => ({
  id: uuid(n),
  type: 'benefitpay',
  brand: null,
  last4: '0001',
  expMonth: null,
  expYear: null,
  holderName: null,
  isDefault: false,
  ...over,
});

type Handler = (call: MockCall) => MockReply | undefined;

/**
 * A small payments server with the API's rules: every answer is the whole list (default first, then
 * newest) with testMode; the first method is the default; removing the default promotes the newest
 * left. `override` can answer a call first (refusals).
 */
function paymentServer(
  initial: PaymentMethod[] = [],
  {
    signedIn = true,
    testMode = true,
    override,
  }: { signedIn?: boolean; testMode?: boolean; override?: Handler } = {},
) {
  let list = [...initial];
  let next = 100;
  const answer = (status = 200) => ({
    status,
    body: { methods: [...list.filter((m) => m.isDefault), ...list.filter((m) => !m.isDefault)], testMode },
  });
  const makeDefault = (id: string) => {
    list = list.map((m) => ({ ...m, isDefault: m.id === id }));
  };
  const added = (method: PaymentMethod, isDefault?: boolean) => {
    list = [method, ...list];
    if (list.length === 1 || isDefault) makeDefault(method.id);
    return answer(201);
  };
  const mock = mockFetch((call) => {
    const own = override?.(call);
    if (own) return own;
    if (call.path === '/api/auth/session') return { body: { user: signedIn ? customerUser : null } };
    if (call.path === '/api/payment-methods') return answer();
    if (call.path === '/api/payment-methods/cards') {
      const body = call.body as AddCardRequest;
      const number = String(body.number);
      return added(
        card(next++, {
          brand: number.startsWith('5') ? 'mastercard' : number.startsWith('3') ? 'amex' : 'visa',
          last4: number.slice(-4),
          expMonth: body.expMonth,
          expYear: body.expYear,
          holderName: body.holderName,
        }),
        body.isDefault,
      );
    }
    if (call.path === '/api/payment-methods/benefitpay') {
      const body = call.body as AddBenefitPayRequest;
      return added(wallet(next++, { last4: body.phone.replace(/\D/g, '').slice(-4) }), body.isDefault);
    }
    const [, id, action] = /^\/api\/payment-methods\/([^/]+)(?:\/(\w+))?$/.exec(call.path) ?? [];
    const found = list.find((m) => m.id === id);
    if (!id || !found) return apiError(404, 'NOT_FOUND');
    if (action === 'default') makeDefault(id);
    else if (call.method === 'DELETE') {
      list = list.filter((m) => m.id !== id);
      if (found.isDefault && list[0]) makeDefault(list[0].id);
    }
    return answer();
  });
  return { ...mock, list: () => list };
}

const sent = (calls: MockCall[]) => calls.filter((c) => c.method !== 'GET');

/** The message shown under a field (its aria-describedby), or null. */
function messageOf(el: HTMLElement): string | null {
  const ids = el.getAttribute('aria-describedby')?.split(' ') ?? [];
  const error = ids.map((id) => document.getElementById(id)).find((e) => e?.getAttribute('role') === 'alert');
  return error?.textContent ?? null;
}
const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const fill = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const rows = () =>
  within(screen.getByRole('list', { name: 'Your payment methods' }))
    .getAllByRole('heading')
    .map((h) => h.textContent);
const row = (name: string) => screen.getByRole('heading', { name }).closest('li') as HTMLElement;

async function openCardForm() {
  fireEvent.click(await screen.findByRole('button', { name: 'Add card' }));
  return screen.findByRole('dialog', { name: 'Add a card' });
}
function fillCard(over: Record<string, string> = {}) {
  const values: Record<string, string> = {
    'Card number': '4242 4242 4242 4242',
    'Expiry date': '03/29',
    'Security code': '123',
    'Name on card': 'Noor Ali',
    ...over,
  };
  for (const [label, value] of Object.entries(values)) fill(label, value);
}
const saveCard = () => fireEvent.click(screen.getByRole('button', { name: 'Save card' }));

afterEach(() => act(() => setLanguage('en')));

describe('PaymentMethodsPage', () => {
  it('asks a signed-out visitor to sign in, and asks the server for nothing', async () => {
    const { calls } = paymentServer([], { signedIn: false });
    renderApp(<PaymentMethodsPage />);
    await screen.findByRole('heading', { name: 'Sign in to see your payment methods' });
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeTruthy();
    expect(calls.some((c) => c.path.startsWith('/api/payment-methods'))).toBe(false);
    expect(document.title).toBe('Payment Methods · Haflah');
  });

  it('lists cash on delivery first, then the saved cards and wallets with the default badge', async () => {
    paymentServer([
      card(1, { isDefault: true }),
      wallet(2),
      card(3, { brand: 'amex', last4: '0005', holderName: 'Sara' }),
    ]);
    renderApp(<PaymentMethodsPage />);
    await screen.findByRole('heading', { name: 'Visa •••• 4242' });
    expect(rows()).toEqual(['Cash on delivery', 'Visa •••• 4242', 'BenefitPay •••• 0001', 'Amex •••• 0005']);
    const cash = row('Cash on delivery');
    expect(within(cash).getByText('Pay the driver when your order arrives')).toBeTruthy();
    // Cash on delivery is never saved: nothing to remove or make default.
    expect(within(cash).queryAllByRole('button')).toEqual([]);
    const visa = row('Visa •••• 4242');
    expect(within(visa).getByText('Default')).toBeTruthy();
    expect(within(visa).getByText(/^Expires/).textContent).toBe('Expires 03/27');
    expect(within(visa).getByText('Noor Ali')).toBeTruthy();
    expect(within(visa).queryByRole('button', { name: /Make default/ })).toBeNull();
    expect(within(row('BenefitPay •••• 0001')).queryByText('Default')).toBeNull();
    // Numbers and expiry dates read left to right in every language.
    expect(within(visa).getByText('•••• 4242').getAttribute('dir')).toBe('ltr');
    expect(within(visa).getByText('03/27').getAttribute('dir')).toBe('ltr');
    expect(screen.getByText('3 of 10 saved')).toBeTruthy();
  });

  it('shows the test-mode banner with the test numbers only in test mode', async () => {
    paymentServer([card(1, { isDefault: true })]);
    const first = renderApp(<PaymentMethodsPage />);
    const banner = (await screen.findByRole('heading', { name: 'Test mode' })).closest(
      'section',
    ) as HTMLElement;
    expect(within(banner).getByText(/No real money moves/)).toBeTruthy();
    for (const number of ['4242 4242 4242 4242', '4000 0000 0000 0002', '4000 0000 0000 0119', '3300 0001'])
      expect(within(banner).getByText(number)).toBeTruthy();
    expect(within(banner).getByText('Approved')).toBeTruthy();
    expect(within(banner).getByText('Declined')).toBeTruthy();
    expect(within(banner).getByText('Fails')).toBeTruthy();
    first.unmount();

    paymentServer([card(1, { isDefault: true })], { testMode: false });
    renderApp(<PaymentMethodsPage />);
    await screen.findByRole('heading', { name: 'Visa •••• 4242' });
    expect(screen.queryByRole('heading', { name: 'Test mode' })).toBeNull();
    expect(screen.queryByText('4000 0000 0000 0002')).toBeNull();
  });

  it('with nothing saved, keeps cash on delivery and offers to add a card or BenefitPay', async () => {
    paymentServer([]);
    renderApp(<PaymentMethodsPage />);
    await screen.findByRole('heading', { name: 'No cards or wallets saved yet' });
    expect(rows()).toEqual(['Cash on delivery']);
    expect(screen.getByRole('button', { name: 'Add card' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add BenefitPay' })).toBeTruthy();
  });

  it('says when the list failed to load, and Try Again loads it', async () => {
    let fail = true;
    paymentServer([card(1, { isDefault: true })], {
      override: (call) =>
        call.path === '/api/payment-methods' && fail ? apiError(500, 'INTERNAL') : undefined,
    });
    renderApp(<PaymentMethodsPage />);
    await screen.findByText("We couldn't load your payment methods.");
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    await screen.findByRole('heading', { name: 'Visa •••• 4242' });
  });

  it('refuses a mistyped number and a brand we do not take in place, sending nothing', async () => {
    const { calls } = paymentServer([]);
    renderApp(<PaymentMethodsPage />);
    await openCardForm();
    fillCard({ 'Card number': '4242424242424241' });
    expect(field('Card number').value).toBe('4242 4242 4242 4241');
    saveCard();
    expect(messageOf(field('Card number'))).toBe('Check the card number');
    expect(field('Card number').getAttribute('aria-invalid')).toBe('true');
    // Focus goes to the field to fix.
    expect(document.activeElement).toBe(field('Card number'));

    fill('Card number', '6011 1111 1111 1117');
    expect(messageOf(field('Card number'))).toBeNull();
    saveCard();
    expect(messageOf(field('Card number'))).toBe('We accept Visa, Mastercard and Amex');
    // Everything else typed is still there.
    expect(field('Expiry date').value).toBe('03/29');
    expect(field('Security code').value).toBe('123');
    expect(field('Name on card').value).toBe('Noor Ali');
    expect(sent(calls)).toEqual([]);
  });

  it('shows the brand as the number is typed, and formats Arabic-Indic digits as Latin', async () => {
    paymentServer([]);
    renderApp(<PaymentMethodsPage />);
    const dialog = await openCardForm();
    fill('Card number', '٥٥٥٥٥٥');
    expect(field('Card number').value).toBe('5555 55');
    expect(within(dialog).getByText('Card type: Mastercard')).toBeTruthy();
    fill('Card number', '378282246310005');
    expect(field('Card number').value).toBe('3782 822463 10005');
    expect(within(dialog).getByText('Card type: Amex')).toBeTruthy();
    expect(within(dialog).getByText('The 4 digits on the front')).toBeTruthy();
    fill('Expiry date', '٠٣');
    expect(field('Expiry date').value).toBe('03/');
    expect(field('Card number').getAttribute('autocomplete')).toBe('cc-number');
    expect(field('Card number').getAttribute('inputmode')).toBe('numeric');
    expect(field('Security code').getAttribute('autocomplete')).toBe('cc-csc');
    expect(field('Name on card').getAttribute('autocomplete')).toBe('cc-name');
  });

  it("shows the server's CARD_EXPIRED at the expiry date, keeping what was typed", async () => {
    const { calls } = paymentServer([], {
      override: (call) =>
        call.path === '/api/payment-methods/cards' ? apiError(422, 'CARD_EXPIRED') : undefined,
    });
    renderApp(<PaymentMethodsPage />);
    await openCardForm();
    fillCard({ 'Expiry date': '01/25' });
    saveCard();
    await waitFor(() => expect(messageOf(field('Expiry date'))).toBe('This card has expired.'));
    expect(field('Expiry date').getAttribute('aria-invalid')).toBe('true');
    expect(messageOf(field('Card number'))).toBeNull();
    expect(field('Card number').value).toBe('4242 4242 4242 4242');
    expect(field('Security code').value).toBe('123');
    expect(sent(calls)[0]?.body).toEqual({
      number: '4242424242424242',
      expMonth: 1,
      expYear: 2025,
      cvc: '123',
      holderName: 'Noor Ali',
      isDefault: true,
    });
  });

  it('shows CARD_NOT_ACCEPTED at the number, the limit and a lost connection above the button', async () => {
    let code = 'CARD_NOT_ACCEPTED';
    paymentServer([card(1, { isDefault: true })], {
      override: (call) => {
        if (call.path !== '/api/payment-methods/cards') return undefined;
        if (code === 'NETWORK') throw new TypeError('Failed to fetch');
        return apiError(code === 'CARD_NOT_ACCEPTED' ? 422 : 409, code);
      },
    });
    renderApp(<PaymentMethodsPage />);
    const dialog = await openCardForm();
    fillCard({ 'Card number': '4111 1111 1111 1111' });
    saveCard();
    await waitFor(() =>
      expect(messageOf(field('Card number'))).toBe(
        'This card can’t be used here. In test mode, use one of the test cards.',
      ),
    );
    code = 'PAYMENT_METHOD_LIMIT';
    saveCard();
    await within(dialog).findByText('You can keep up to 10 payment methods. Delete one to add another.');
    expect(messageOf(field('Card number'))).toBeNull();
    code = 'NETWORK';
    saveCard();
    await within(dialog).findByText('Could not reach the server. Check your connection');
    expect(field('Card number').value).toBe('4111 1111 1111 1111');
    expect(field('Expiry date').value).toBe('03/29');
    expect(field('Security code').value).toBe('123');
    expect(field('Name on card').value).toBe('Noor Ali');
  });

  it('saves a card, closes the form and forgets the number and the code', async () => {
    const { calls, list } = paymentServer([wallet(1, { isDefault: true })]);
    const { queryClient } = renderApp(<PaymentMethodsPage />);
    await openCardForm();
    expect(
      (screen.getByRole('checkbox', { name: 'Make this my default payment method' }) as HTMLInputElement)
        .checked,
    ).toBe(false);
    fillCard({ 'Card number': '5555 5555 5555 4444', 'Security code': '987' });
    saveCard();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent(calls)[0]?.body).not.toHaveProperty('isDefault');
    expect(list()).toHaveLength(2);
    expect(rows()).toEqual(['Cash on delivery', 'BenefitPay •••• 0001', 'Mastercard •••• 4444']);
    expect(await screen.findByText('Card saved')).toBeTruthy();
    // Nothing the app keeps holds the number or the code any more.
    await waitFor(() =>
      expect(
        JSON.stringify(
          queryClient
            .getMutationCache()
            .getAll()
            .map((m) => m.state),
        ),
      ).not.toMatch(/5555555555554444|987/),
    );
    await openCardForm();
    expect(field('Card number').value).toBe('');
    expect(field('Security code').value).toBe('');
  });

  it('links a BenefitPay wallet; a bad number and a wallet that is not accepted are said at the phone', async () => {
    const refuse: Record<string, MockReply> = {
      '+966501234567': apiError(400, 'INVALID_PHONE'),
      '3600 1234': apiError(422, 'CARD_NOT_ACCEPTED'),
    };
    const { calls } = paymentServer([card(1, { isDefault: true })], {
      override: (call) =>
        call.path === '/api/payment-methods/benefitpay'
          ? refuse[(call.body as AddBenefitPayRequest).phone]
          : undefined,
    });
    renderApp(<PaymentMethodsPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Add BenefitPay' }));
    const dialog = await screen.findByRole('dialog', { name: 'Link BenefitPay' });
    const phone = () => within(dialog).getByLabelText('BenefitPay mobile number') as HTMLInputElement;
    const link = () => fireEvent.click(within(dialog).getByRole('button', { name: 'Link BenefitPay' }));
    expect(phone().getAttribute('type')).toBe('tel');
    link();
    expect(messageOf(phone())).toBe('Enter your BenefitPay mobile number');

    fireEvent.change(phone(), { target: { value: '+966501234567' } });
    link();
    await waitFor(() => expect(messageOf(phone())).toBe('Enter a Bahrain mobile number, e.g. 3600 1234'));
    fireEvent.change(phone(), { target: { value: '3600 1234' } });
    link();
    await waitFor(() =>
      expect(messageOf(phone())).toBe(
        'This wallet can’t be used here. In test mode, use one of the test wallets.',
      ),
    );
    expect(phone().value).toBe('3600 1234');

    fireEvent.change(phone(), { target: { value: '٣٣٠٠ ٠٠٠١' } });
    expect(phone().value).toBe('3300 0001');
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Make this my default payment method' }));
    link();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent(calls).at(-1)?.body).toEqual({ phone: '3300 0001', isDefault: true });
    expect(rows()).toEqual(['Cash on delivery', 'BenefitPay •••• 0001', 'Visa •••• 4242']);
    expect(within(row('BenefitPay •••• 0001')).getByText('Default')).toBeTruthy();
  });

  it('makes another method the default', async () => {
    const { calls } = paymentServer([card(1, { isDefault: true }), wallet(2)]);
    renderApp(<PaymentMethodsPage />);
    await screen.findByRole('heading', { name: 'BenefitPay •••• 0001' });
    fireEvent.click(screen.getByRole('button', { name: 'Make default BenefitPay •••• 0001' }));
    await waitFor(() =>
      expect(rows()).toEqual(['Cash on delivery', 'BenefitPay •••• 0001', 'Visa •••• 4242']),
    );
    expect(sent(calls)).toEqual([
      { method: 'POST', path: `/api/payment-methods/${uuid(2)}/default`, body: undefined },
    ]);
    expect(within(row('BenefitPay •••• 0001')).getByText('Default')).toBeTruthy();
    expect(within(row('Visa •••• 4242')).queryByText('Default')).toBeNull();
    expect(await screen.findByText('BenefitPay •••• 0001 is now your default')).toBeTruthy();
  });

  it('asks before removing, and Keep it keeps it', async () => {
    const { calls } = paymentServer([card(1, { isDefault: true }), wallet(2)]);
    renderApp(<PaymentMethodsPage />);
    await screen.findByRole('heading', { name: 'Visa •••• 4242' });
    fireEvent.click(screen.getByRole('button', { name: 'Remove Visa •••• 4242' }));
    const confirm = within(row('Visa •••• 4242')).getByRole('alert');
    expect(confirm.textContent).toContain('Remove Visa •••• 4242? To pay with it again');
    expect(document.activeElement).toBe(within(confirm).getByRole('button', { name: 'Keep it' }));
    expect(sent(calls)).toEqual([]);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Keep it' }));
    expect(within(row('Visa •••• 4242')).queryByRole('alert')).toBeNull();
    expect(sent(calls)).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Remove Visa •••• 4242' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, remove' }));
    await waitFor(() => expect(rows()).toEqual(['Cash on delivery', 'BenefitPay •••• 0001']));
    expect(sent(calls)).toEqual([
      { method: 'DELETE', path: `/api/payment-methods/${uuid(1)}`, body: undefined },
    ]);
    // The newest other became the default, as the server says.
    expect(within(row('BenefitPay •••• 0001')).getByText('Default')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Payment Methods', level: 1 }));
  });

  it('speaks Arabic, with card numbers and dates left to right and Latin digits', async () => {
    act(() => setLanguage('ar'));
    paymentServer([card(1, { isDefault: true })]);
    renderApp(<PaymentMethodsPage />);
    await screen.findByRole('heading', { name: 'فيزا •••• 4242' });
    expect(screen.getByRole('heading', { name: 'وسائل الدفع', level: 1 })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'الدفع عند الاستلام' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'وضع الاختبار' })).toBeTruthy();
    const visa = row('فيزا •••• 4242');
    expect(within(visa).getByText('03/27').getAttribute('dir')).toBe('ltr');
    expect(within(visa).getByText('الافتراضية')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'إضافة بطاقة' }));
    const dialog = await screen.findByRole('dialog', { name: 'إضافة بطاقة' });
    const number = within(dialog).getByLabelText('رقم البطاقة') as HTMLInputElement;
    expect(number.getAttribute('dir')).toBe('ltr');
    fireEvent.change(number, { target: { value: '٤٢٤٢٤٢٤٢٤٢٤٢٤٢٤١' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'حفظ البطاقة' }));
    expect(messageOf(number)).toBe('تحقّق من رقم البطاقة');
  });
});
