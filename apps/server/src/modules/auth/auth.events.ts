// The domain events this module publishes (ADR 017): the bus learns their names and payloads here.
export {};

declare module '../../platform/bus.js' {
  interface DomainEvents {
    /** A one-time sign-in code was issued; mail delivers it. The code is a secret: never log it. */
    'auth.code_issued': { email: string; code: string };
    /** An account and its personal data were deleted (Bahrain PDPL). */
    'account.deleted': { userId: string };
    /** A session was ended (signed out, or refused by a staff area): sockets opened with it close. */
    'session.ended': { userId: string };
    /** A user's role changed (today only at boot: ADMIN_EMAIL, demo accounts): their sockets close. */
    'account.role_changed': { userId: string };
  }
}
