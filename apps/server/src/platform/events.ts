import type { FastifyBaseLogger } from 'fastify';

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
  /** A retailer signed up; the shop waits for an admin's approval. */
  'shop.applied': { shopId: string; ownerUserId: string };
  /** A driver signed up. */
  'driver.registered': { userId: string };
  /** Something in a user's cart changed (added, resized, removed): their other tabs and devices refetch. */
  'cart.changed': { userId: string };
  /** A time slot was held in someone's cart. */
  'cart.hold_placed': { userId: string; listingId: string; cartItemId: string };
}

export type EventName = keyof DomainEvents;
export type Handler<K extends EventName> = (payload: DomainEvents[K]) => Promise<void> | void;

/**
 * A small in-process bus. Handlers run in subscription order and are awaited, so a publisher knows its
 * side effects happened; a failing handler does not stop the others, is logged, and its error is
 * re-thrown to the publisher once all have run. It is not a queue: work that must survive a crash goes
 * through an outbox table (as mail does), which a handler writes.
 */
export function createEventBus(log?: Pick<FastifyBaseLogger, 'error'>) {
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

    async publish<K extends EventName>(name: K, payload: DomainEvents[K]): Promise<void> {
      const errors: unknown[] = [];
      for (const handler of handlers.get(name) ?? []) {
        try {
          await (handler as Handler<K>)(payload);
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

export type EventBus = ReturnType<typeof createEventBus>;
