import { createHash } from 'node:crypto';
import type { CardBrand, PaymentOutcome } from '@haflah/contracts';

/** What a provider hands back for a card or wallet it now keeps: never the number itself. */
export interface Tokenized {
  token: string;
  brand: CardBrand | null;
  last4: string;
}

export interface CardDetails {
  /** Digits only. */
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
  holderName: string;
}

/** The answer to a movement of money. A failure is the provider's (try again); a decline is the card's. */
export type PaymentResult =
  | { ok: true; reference: string }
  | { ok: false; code: 'PAYMENT_DECLINED' | 'PAYMENT_FAILED' };

/** A movement on an authorisation: the same idempotency key always gets the first answer. */
export interface PaymentMovement {
  /** The authorisation's reference. */
  reference: string;
  amountFils: number;
  idempotencyKey: string;
}

/**
 * A payment provider (DESIGN.md, Money in, money out; ADR 016): cash on delivery and the card gateway
 * behind one interface, so checkout, cancellation and delivery never ask which one they hold. Only
 * workflows call these, never inside a database transaction, and every call carries an idempotency
 * key, so a retry after a crash moves no money twice.
 */
export interface PaymentProvider {
  readonly name: string;
  /** Reserves `amountFils`; the same idempotency key always gets the same answer. */
  authorize(input: {
    token: string | null;
    amountFils: number;
    idempotencyKey: string;
  }): Promise<PaymentResult>;
  /** Takes (part of) what was authorised. */
  capture(input: PaymentMovement): Promise<PaymentResult>;
  /** Releases an authorisation nothing was captured on (the checkout did not commit). */
  void(input: Omit<PaymentMovement, 'amountFils'>): Promise<PaymentResult>;
  /** Gives back (part of) what was captured. */
  refund(input: PaymentMovement): Promise<PaymentResult>;
}

/** A payment's reference from its idempotency key: the same key, the same reference (one payment). */
export const referenceFor = (prefix: string, idempotencyKey: string) =>
  `${prefix}_${createHash('sha256').update(idempotencyKey).digest('hex').slice(0, 24)}`;

/** A provider that keeps cards and wallets for us. */
export interface CardGateway extends PaymentProvider {
  /** True for the built-in test gateway: the client labels payments as test mode. */
  readonly testMode: boolean;
  /** Keeps the card; raises CARD_NOT_ACCEPTED when it will not take it. */
  tokenizeCard(card: CardDetails): Promise<Tokenized>;
  /** Links a BenefitPay wallet by its E.164 phone number; raises CARD_NOT_ACCEPTED when it will not. */
  linkWallet(phone: string): Promise<Tokenized>;
}

export type { PaymentOutcome };
