// The domain events this module publishes (ADR 017): the bus learns their names and payloads here.
export {};

declare module '../../platform/bus.js' {
  interface DomainEvents {
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
}
