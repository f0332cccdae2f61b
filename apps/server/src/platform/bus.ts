import type { LocalizedText, OrderStatus } from '@haflah/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from '../db/client.js';

/** What an order confirmation says: the facts mail needs, so mail never reads the orders' tables. */
export interface OrderReceipt {
  /** The customer's email address. */
  to: string;
  orders: {
    number: number;
    shop: LocalizedText;
    lines: {
      name: LocalizedText;
      quantity: number;
      totalFils: number;
      start: Date | null;
      hours: number | null;
    }[];
    subtotalFils: number;
    deliveryFeeFils: number;
    vatFils: number;
    totalFils: number;
  }[];
  totalFils: number;
  vatFils: number;
  paymentType: 'cash' | 'card' | 'benefitpay';
}

/** What a status-change email says. */
export interface OrderStatusNotice {
  /** The customer's email address (null when the account is gone). */
  to: string | null;
  number: number;
  shop: LocalizedText;
  status: OrderStatus;
  totalFils: number;
}

/**
 * Every domain event, by name, with its payload: the one place they are typed. Services publish after
 * their writes commit; other modules subscribe (mail now; realtime, notifications later). Payloads
 * carry ids and the few facts a subscriber needs, never whole rows.
 */
export interface DomainEvents {
  /** A one-time sign-in code was issued; mail delivers it. The code is a secret: never log it. */
  'auth.code_issued': { email: string; code: string };
  /** An account and its personal data were deleted (Bahrain PDPL). */
  'account.deleted': { userId: string };
  /** A session was ended (signed out, or refused by a staff area): sockets opened with it close. */
  'session.ended': { userId: string };
  /** A user's role changed (today only at boot: ADMIN_EMAIL, demo accounts): their sockets close. */
  'account.role_changed': { userId: string };
  /** A retailer signed up; the shop waits for an admin's approval. */
  'shop.applied': { shopId: string; ownerUserId: string };
  /** A driver signed up. */
  'driver.registered': { userId: string };
  /** Something in a user's cart changed (added, resized, removed): their other tabs and devices refetch. */
  'cart.changed': { userId: string };
  /** A time slot was held in someone's cart. */
  'cart.hold_placed': { userId: string; listingId: string; cartItemId: string };
  /** A checkout placed its orders (one per shop); published inside its transaction. */
  'order.placed': { userId: string; checkoutId: string; orderIds: string[]; receipt: OrderReceipt };
  /** An order moved to another status; published inside the transaction that moved it. */
  'order.status_changed': {
    orderId: string;
    userId: string | null;
    retailerId: string;
    notice: OrderStatusNotice;
  };
  /**
   * An order's payment could not be completed after its last try (ADR 016): it is flagged for an
   * admin, and the customer is told. Published inside the transaction that flagged it.
   */
  'order.payment_failed': { orderId: string; userId: string | null; notice: OrderStatusNotice };
  /** A guest answered (or changed their answer), a guest was removed or the event cancelled. */
  'event.rsvp_changed': { eventId: string; hostId: string };
  /** A host asked to email a guest their invitation. `link` opens it: never log it. */
  'event.invitation_requested': {
    /** The host asking: mail counts invitations per account. */
    hostId: string;
    to: string;
    guestName: string;
    title: string;
    date: string;
    time: string;
    link: string;
  };
}

/**
 * The transaction an event is published in: handlers write through `executor`, so what they record
 * (an outbox row, a NOTIFY) commits or rolls back with the change itself, and `afterCommit` runs work
 * that must wait for the commit (sending what the outbox now holds).
 */
export interface InTransaction {
  executor: Executor;
  afterCommit(work: () => void): void;
}

export type EventName = keyof DomainEvents;
export type Handler<K extends EventName> = (
  payload: DomainEvents[K],
  transaction?: InTransaction,
) => Promise<void> | void;

/**
 * A small in-process bus. Handlers run in subscription order and are awaited, so a publisher knows its
 * side effects happened; a failing handler does not stop the others, is logged, and its error is
 * re-thrown to the publisher once all have run. It is not a queue: work that must survive a crash goes
 * through an outbox table (as mail does), which a handler writes.
 */
export function createBus(log?: Pick<FastifyBaseLogger, 'error'>) {
  const handlers = new Map<EventName, Handler<never>[]>();

  return {
    subscribe<K extends EventName>(name: K, handler: Handler<K>): () => void {
      const list = handlers.get(name) ?? [];
      list.push(handler as Handler<never>);
      handlers.set(name, list);
      return () => {
        const current = handlers.get(name) ?? [];
        handlers.set(
          name,
          current.filter((h) => h !== handler),
        );
      };
    },

    /** Runs the handlers; with `transaction`, inside it (a failing handler then fails the change). */
    async publish<K extends EventName>(
      name: K,
      payload: DomainEvents[K],
      transaction?: InTransaction,
    ): Promise<void> {
      const errors: unknown[] = [];
      for (const handler of handlers.get(name) ?? []) {
        try {
          await (handler as Handler<K>)(payload, transaction);
        } catch (err) {
          // The event name only: payloads can hold personal data or secrets (codes).
          log?.error({ err, event: name }, 'event handler failed');
          errors.push(err);
        }
      }
      if (errors.length === 1) throw errors[0];
      if (errors.length > 1) throw new AggregateError(errors, `${errors.length} handlers of ${name} failed`);
    },
  };
}

export type Bus = ReturnType<typeof createBus>;
