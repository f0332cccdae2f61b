import {
  type addBenefitPayRequestSchema,
  type addCardRequestSchema,
  MAX_PAYMENT_METHODS,
  type oneTimeCardSchema,
  type PaymentMethod,
  type PaymentMethodsResponse,
} from '@haflah/contracts';
import type { z } from 'zod/mini';
import { AppError } from '../../http/errors.js';
import { type Actor, type Policy, requireAccess } from '../../platform/access.js';
import { normalizeBahrainPhone } from '../../platform/phone.js';
import type { CardGateway, Tokenized } from './gateway.js';
import type { PaymentMethodAction } from './payments.policy.js';
import type { PaymentMethodRow, PaymentsRepository } from './payments.repository.js';

type AddCard = z.output<typeof addCardRequestSchema>;
type AddBenefitPay = z.output<typeof addBenefitPayRequestSchema>;
type OneTimeCard = z.output<typeof oneTimeCardSchema>;

const NOT_FOUND = 'Payment method not found';

export function toPaymentMethod(row: PaymentMethodRow): PaymentMethod {
  return {
    id: row.id,
    type: row.type,
    brand: row.brand,
    last4: row.last4,
    expMonth: row.expMonth,
    expYear: row.expYear,
    holderName: row.holderName,
    isDefault: row.isDefault,
  };
}

/** A card is good through the last day of its expiry month (in Bahrain, UTC+3). */
export function cardExpired(expMonth: number, expYear: number, now: Date): boolean {
  const bahrain = new Date(now.getTime() + 3 * 3_600_000);
  const year = bahrain.getUTCFullYear();
  const month = bahrain.getUTCMonth() + 1;
  return expYear < year || (expYear === year && expMonth < month);
}

/**
 * Saved payment methods. The card number and security code are handed to the gateway and dropped:
 * only its token and what the customer recognises the card by are stored. Cash on delivery needs
 * nothing saved and is always offered at checkout.
 */
export function createPaymentsService(deps: {
  repo: PaymentsRepository;
  policy: Policy<PaymentMethodAction>;
  gateway: CardGateway;
  clock: () => Date;
}) {
  const { repo, policy, gateway } = deps;
  const list = async (userId: string): Promise<PaymentMethodsResponse> => ({
    methods: (await repo.list(userId)).map(toPaymentMethod),
    testMode: gateway.testMode,
  });

  /** Stores what the gateway kept, the first one (or one asked to be) as the default. */
  async function save(
    actor: Actor,
    saved: Tokenized & Pick<PaymentMethodRow, 'type' | 'expMonth' | 'expYear' | 'holderName'>,
    makeDefault: boolean | undefined,
  ) {
    const values = { ...saved, provider: gateway.name };
    if (!(await repo.add(actor.id, values, { max: MAX_PAYMENT_METHODS, makeDefault })))
      throw new AppError('PAYMENT_METHOD_LIMIT', `At most ${MAX_PAYMENT_METHODS} payment methods`);
    return list(actor.id);
  }

  return {
    list: (actor: Actor) => list(actor.id),

    /** A saved method to pay with now, with the gateway's token; an expired card is refused. */
    async forPayment(actor: Actor, id: string) {
      await requireAccess(policy, actor, 'payment_method.use', [id], NOT_FOUND);
      const row = await repo.get(actor.id, id);
      if (!row) throw new AppError('NOT_FOUND', NOT_FOUND);
      if (row.expMonth != null && row.expYear != null && cardExpired(row.expMonth, row.expYear, deps.clock()))
        throw new AppError('CARD_EXPIRED', 'This card has expired');
      return { method: toPaymentMethod(row), token: row.token, provider: gateway };
    },

    /**
     * A card for one payment ("pay once"): the gateway keeps it for this payment, and no row is
     * written, so nothing of it stays with the account; an expired card is refused.
     */
    async forOneTimeCard(card: OneTimeCard) {
      if (cardExpired(card.expMonth, card.expYear, deps.clock()))
        throw new AppError('CARD_EXPIRED', 'This card has expired');
      const tokenized = await gateway.tokenizeCard({ ...card, holderName: card.holderName.trim() });
      const method: Pick<PaymentMethod, 'type' | 'brand' | 'last4' | 'isDefault'> & { id: string | null } = {
        id: null,
        type: 'card',
        brand: tokenized.brand,
        last4: tokenized.last4,
        isDefault: false,
      };
      return { method, token: tokenized.token, provider: gateway };
    },

    /**
     * The gateway declined this saved method: it is no longer the default (checkout then starts from
     * cash). No other one is made the default for the customer: that is their choice to make.
     */
    async stopBeingDefault(actor: Actor, id: string) {
      await requireAccess(policy, actor, 'payment_method.use', [id], NOT_FOUND);
      await repo.locked(actor.id, (ops) => ops.update(id, { isDefault: false }));
    },

    async addCard(actor: Actor, input: AddCard) {
      if (cardExpired(input.expMonth, input.expYear, deps.clock()))
        throw new AppError('CARD_EXPIRED', 'This card has expired');
      const { expMonth, expYear, holderName } = input;
      const tokenized = await gateway.tokenizeCard({ ...input, holderName: holderName.trim() });
      return save(
        actor,
        { ...tokenized, type: 'card', expMonth, expYear, holderName: holderName.trim() },
        input.isDefault,
      );
    },

    async addBenefitPay(actor: Actor, input: AddBenefitPay) {
      const tokenized = await gateway.linkWallet(normalizeBahrainPhone(input.phone));
      return save(
        actor,
        { ...tokenized, type: 'benefitpay', expMonth: null, expYear: null, holderName: null },
        input.isDefault,
      );
    },

    async makeDefault(actor: Actor, id: string) {
      await requireAccess(policy, actor, 'payment_method.make_default', [id], NOT_FOUND);
      if (!(await repo.setDefault(actor.id, id))) throw new AppError('NOT_FOUND', NOT_FOUND);
      return list(actor.id);
    },

    async remove(actor: Actor, id: string) {
      await requireAccess(policy, actor, 'payment_method.delete', [id], NOT_FOUND);
      if (!(await repo.remove(actor.id, id))) throw new AppError('NOT_FOUND', NOT_FOUND);
      return list(actor.id);
    },
  };
}
export type PaymentsService = ReturnType<typeof createPaymentsService>;
