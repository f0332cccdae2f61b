// The domain events this module publishes (ADR 017): the bus learns their names and payloads here.
import type { SupportTopic } from '@haflah/contracts';

/** What the mail module writes to a request's author: the receipt, or an admin's answer. */
export interface SupportNotice {
  /** The request's email address (the account's when it was sent signed in). */
  to: string;
  name: string | null;
  /** The language the email is written in (the site's when the request was sent). */
  locale: 'en' | 'ar';
  number: number;
  topic: SupportTopic;
}

declare module '../../platform/bus.js' {
  interface DomainEvents {
    /** A request arrived (published inside its transaction): its receipt is emailed, admins told. */
    'support.requested': { requestId: string; userId: string | null; notice: SupportNotice };
    /** An admin answered (inside the answer's transaction): the answer is emailed, its author told. */
    'support.answered': {
      requestId: string;
      userId: string | null;
      notice: SupportNotice & { answer: string };
    };
    /** An admin closed a request (inside its transaction). */
    'support.closed': { requestId: string; userId: string | null };
  }
}
