import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from '../db/client.js';

/**
 * Every domain event, by name, with its payload. Empty here: each module declares the events it
 * publishes in its own `<domain>.events.ts` by augmenting this interface
 * (`declare module '../../platform/bus.js' { interface DomainEvents { 'order.placed': … } }`), so the
 * bus knows every name and payload while this file holds only the machinery. Services publish after
 * their writes commit (or inside the transaction, with `InTransaction`); other modules subscribe (mail,
 * realtime, the catalogue). Payloads carry ids and the few facts a subscriber needs, never whole rows.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled in by each module (declaration merging).
export interface DomainEvents {}

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
