import { z } from 'zod/mini';
import { latinDigits, typedPhoneSchema } from './bahrain.js';
import { idSchema, plainText } from './common.js';

/**
 * How a customer pays (DESIGN.md, Payment habits). Cash on delivery is always there and is not saved;
 * cards and BenefitPay wallets are saved through the payment provider, which keeps the card itself:
 * we keep only its brand, last 4 digits, expiry, holder name and the provider's token.
 */
export const PAYMENT_METHOD_TYPES = ['card', 'benefitpay'] as const;
export type PaymentMethodType = (typeof PAYMENT_METHOD_TYPES)[number];
export const CARD_BRANDS = ['visa', 'mastercard', 'amex'] as const;
export type CardBrand = (typeof CARD_BRANDS)[number];

/** More than anyone needs, few enough for one small answer. */
export const MAX_PAYMENT_METHODS = 10;

/** Issue messages the client translates. */
export const CARD_NUMBER_ISSUE = 'card_number';
export const CARD_BRAND_ISSUE = 'card_brand';

/** A card number as typed: spaces and dashes allowed, Arabic-Indic digits read as Latin. */
export const cardDigits = (input: string) => latinDigits(input).replace(/[\s-]/g, '');

/** The Luhn checksum every card number carries (ISO/IEC 7812). */
export function luhnValid(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** The card's scheme from its number, or null for one we do not take. */
export function cardBrand(digits: string): CardBrand | null {
  if (/^4\d{12}(\d{3})?(\d{3})?$/.test(digits)) return 'visa';
  if (/^(5[1-5]\d{2}|222[1-9]|22[3-9]\d|2[3-6]\d{2}|27[01]\d|2720)\d{12}$/.test(digits)) return 'mastercard';
  if (/^3[47]\d{13}$/.test(digits)) return 'amex';
  return null;
}

export const cardNumberSchema = z.pipe(
  z.pipe(plainText(40), z.transform(cardDigits)),
  z.string().check(
    z.refine(luhnValid, { message: CARD_NUMBER_ISSUE }),
    z.refine((d) => !luhnValid(d) || cardBrand(d) !== null, { message: CARD_BRAND_ISSUE }),
  ),
);

/**
 * A card to save. The number and the security code go to the payment provider and nowhere else: not
 * to the database, not to the log. Whether it has expired is the server's call (its clock).
 */
export const addCardRequestSchema = z.object({
  number: cardNumberSchema,
  expMonth: z.number().check(z.int(), z.gte(1), z.lte(12)),
  expYear: z.number().check(z.int(), z.gte(2000), z.lte(2100)),
  cvc: z.pipe(
    z.pipe(
      z.string().check(z.maxLength(8)),
      z.transform((s) => latinDigits(s).trim()),
    ),
    z.string().check(z.regex(/^\d{3,4}$/)),
  ),
  holderName: plainText(60, 2),
  isDefault: z.optional(z.boolean()),
});
export type AddCardRequest = z.input<typeof addCardRequestSchema>;

/** A BenefitPay wallet, linked by the Bahrain mobile number it belongs to. */
export const addBenefitPayRequestSchema = z.object({
  phone: typedPhoneSchema,
  isDefault: z.optional(z.boolean()),
});
export type AddBenefitPayRequest = z.input<typeof addBenefitPayRequestSchema>;

export const paymentMethodSchema = z.object({
  id: idSchema,
  type: z.enum(PAYMENT_METHOD_TYPES),
  /** Cards only. */
  brand: z.nullable(z.enum(CARD_BRANDS)),
  /** The card's last 4 digits, or the wallet phone number's. */
  last4: z.string(),
  expMonth: z.nullable(z.number()),
  expYear: z.nullable(z.number()),
  holderName: z.nullable(z.string()),
  isDefault: z.boolean(),
});
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

export const paymentMethodsResponseSchema = z.object({
  methods: z.array(paymentMethodSchema),
  /** True while payments go through the built-in test gateway: the client says so, plainly. */
  testMode: z.boolean(),
});
export type PaymentMethodsResponse = z.infer<typeof paymentMethodsResponseSchema>;

export const paymentMethodParamsSchema = z.object({ id: idSchema });

/**
 * The built-in test gateway's documented cards and wallets (README): the outcome a payment with each
 * gets. Any other number is refused while in test mode (CARD_NOT_ACCEPTED).
 */
export const TEST_CARDS = {
  '4242424242424242': 'approved',
  '5555555555554444': 'approved',
  '378282246310005': 'approved',
  '4000000000000002': 'declined',
  '4000000000000119': 'failed',
} as const satisfies Record<string, PaymentOutcome>;
export const TEST_WALLETS = {
  '+97333000001': 'approved',
  '+97333000002': 'declined',
  '+97333000003': 'failed',
} as const satisfies Record<string, PaymentOutcome>;
export type PaymentOutcome = 'approved' | 'declined' | 'failed';
