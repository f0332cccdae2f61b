import { describe, expect, it } from 'vitest';
import {
  brandFromPrefix,
  cardFieldsFromIssues,
  caretAfterFormat,
  emptyCard,
  formatCardNumber,
  formatExpiry,
  hasExpired,
  PAYMENT_MESSAGES,
  parseExpiry,
  validateCardForm,
  validateWalletForm,
} from './card-form';

const VISA = { number: '4242 4242 4242 4242', expiry: '03/29', cvc: '123', holderName: ' Noor Ali ' };

describe('formatCardNumber', () => {
  it.each([
    ['4242424242424242', '4242 4242 4242 4242'],
    ['4242-4242 42', '4242 4242 42'],
    ['٤٢٤٢٤٢٤٢', '4242 4242'],
    ['378282246310005', '3782 822463 10005'],
    ['3782822463100059999', '3782 822463 10005'],
    ['42424242424242424242424', '4242 4242 4242 4242 424'],
    ['abc', ''],
  ])('%s → %s', (typed, shown) => expect(formatCardNumber(typed)).toBe(shown));
});

describe('brandFromPrefix', () => {
  it.each([
    ['4', 'visa'],
    ['51', 'mastercard'],
    ['2221', 'mastercard'],
    ['2720', 'mastercard'],
    ['2721', null],
    ['34', 'amex'],
    ['37', 'amex'],
    ['6011', null],
    ['', null],
  ])('%s → %s', (digits, brand) => expect(brandFromPrefix(digits)).toBe(brand));
});

describe('caretAfterFormat', () => {
  it('keeps the caret after the same digit when spaces move', () => {
    // A letter typed in is dropped: the caret stays after the digit before it.
    expect(caretAfterFormat('4242 4X242', 7, '4242 4242')).toBe(6);
    // A digit typed at the end of a group pushes the next space along: the caret goes past it.
    expect(caretAfterFormat('42424 242', 5, '4242 4242')).toBe(6);
    expect(caretAfterFormat('4242 4242', 0, '4242 4242')).toBe(0);
  });
});

describe('formatExpiry', () => {
  it('adds the slash after the month while typing forward, not while deleting', () => {
    expect(formatExpiry('0', '')).toBe('0');
    expect(formatExpiry('03', '0')).toBe('03/');
    expect(formatExpiry('03', '03/')).toBe('03');
    expect(formatExpiry('03/2', '03/')).toBe('03/2');
    expect(formatExpiry('0327', '032')).toBe('03/27');
    expect(formatExpiry('03/279', '03/27')).toBe('03/27');
  });

  it('reads a lone month digit above 1, autofill years and Arabic-Indic digits', () => {
    expect(formatExpiry('4', '')).toBe('04/');
    expect(formatExpiry('3/', '3')).toBe('03/');
    expect(formatExpiry('03/2027', '')).toBe('03/27');
    expect(formatExpiry('٠٣/٢٧', '')).toBe('03/27');
  });
});

describe('parseExpiry', () => {
  it.each([
    ['03/27', { expMonth: 3, expYear: 2027 }],
    ['12/30', { expMonth: 12, expYear: 2030 }],
    ['13/27', null],
    ['00/27', null],
    ['03/2', null],
    ['', null],
  ])('%s', (value, parsed) => expect(parseExpiry(value)).toEqual(parsed));
});

describe('hasExpired', () => {
  it('is good through the last day of its month, in Bahrain', () => {
    // 28 February 2027, 22:00 UTC is already 1 March in Bahrain.
    const now = new Date('2027-02-28T22:00:00Z');
    expect(hasExpired(2, 2027, now)).toBe(true);
    expect(hasExpired(3, 2027, now)).toBe(false);
    expect(hasExpired(12, 2026, now)).toBe(true);
  });
});

describe('validateCardForm', () => {
  it('sends the digits, the month and year, the code and the trimmed name', () => {
    expect(validateCardForm(VISA, true)).toEqual({
      ok: true,
      data: {
        number: '4242424242424242',
        expMonth: 3,
        expYear: 2029,
        cvc: '123',
        holderName: 'Noor Ali',
        isDefault: true,
      },
    });
    const plain = validateCardForm(VISA, false);
    expect(plain.ok && 'isDefault' in plain.data).toBe(false);
  });

  it('says what each empty field needs', () => {
    expect(validateCardForm(emptyCard(), false)).toEqual({
      ok: false,
      errors: {
        fields: {
          number: PAYMENT_MESSAGES.numberRequired,
          expiry: PAYMENT_MESSAGES.expiryRequired,
          cvc: PAYMENT_MESSAGES.cvcRequired,
          holderName: PAYMENT_MESSAGES.holderNameRequired,
        },
      },
    });
  });

  it.each([
    ['a number that fails the Luhn check', { number: '4242 4242 4242 4241' }, 'number', 'cardNumber'],
    ['a number too short to be one', { number: '4242' }, 'number', 'cardNumber'],
    ['a brand we do not take (Discover)', { number: '6011 1111 1111 1117' }, 'number', 'cardBrand'],
    ['month 13', { expiry: '13/29' }, 'expiry', 'expiry'],
    ['a year of one digit', { expiry: '03/2' }, 'expiry', 'expiry'],
    ['a 2-digit code', { cvc: '12' }, 'cvc', 'cvc'],
    ['a 4-digit code on a Visa', { cvc: '1234' }, 'cvc', 'cvc'],
    ['a 3-digit code on an Amex', { number: '3782 822463 10005', cvc: '123' }, 'cvc', 'cvcAmex'],
    ['a one-letter name', { holderName: 'N' }, 'holderName', 'holderName'],
    ['a control character in the name', { holderName: 'Noor\u0007 Ali' }, 'holderName', 'controlCharacters'],
  ] as const)('refuses %s in place', (_name, change, field, message) => {
    const checked = validateCardForm({ ...VISA, ...change }, false);
    expect(checked.ok).toBe(false);
    expect(!checked.ok && checked.errors.fields).toEqual({ [field]: PAYMENT_MESSAGES[message] });
  });

  it('takes Arabic-Indic digits (the contract reads them as Latin)', () => {
    const checked = validateCardForm(
      { ...VISA, number: '٤٢٤٢ ٤٢٤٢ ٤٢٤٢ ٤٢٤٢', expiry: '٠٣/٢٩', cvc: '١٢٣' },
      false,
    );
    expect(checked).toMatchObject({
      ok: true,
      data: { number: '4242424242424242', cvc: '123', expMonth: 3 },
    });
  });
});

describe('cardFieldsFromIssues', () => {
  it("places the server's refusals on their fields", () => {
    expect(
      cardFieldsFromIssues([
        { path: 'body.number', message: 'card_brand' },
        { path: 'body.expMonth', message: 'Too big' },
        { path: 'body.cvc', message: 'Invalid' },
        { path: 'body.other', message: 'Invalid' },
      ]),
    ).toEqual({
      number: PAYMENT_MESSAGES.cardBrand,
      expiry: PAYMENT_MESSAGES.expiry,
      cvc: PAYMENT_MESSAGES.cvc,
    });
    expect(cardFieldsFromIssues([{ path: 'body.number', message: 'card_number' }])).toEqual({
      number: PAYMENT_MESSAGES.cardNumber,
    });
  });
});

describe('validateWalletForm', () => {
  it('needs a phone number, and sends it as typed for the server to check', () => {
    expect(validateWalletForm({ phone: ' ' }, false)).toEqual({
      ok: false,
      errors: { fields: { phone: PAYMENT_MESSAGES.phoneRequired } },
    });
    expect(validateWalletForm({ phone: 'call me' }, false)).toEqual({
      ok: false,
      errors: { fields: { phone: PAYMENT_MESSAGES.phone } },
    });
    expect(validateWalletForm({ phone: '٣٣٠٠ ٠٠٠١' }, true)).toEqual({
      ok: true,
      data: { phone: '3300 0001', isDefault: true },
    });
  });
});
