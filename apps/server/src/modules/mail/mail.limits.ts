import { createHash } from 'node:crypto';
import type { Db, Executor } from '../../db/client.js';
import { createAttemptsRepository, type Limit } from '../../platform/attempts.js';

const HOUR = 3600;
const DAY = 24 * HOUR;

/**
 * How much mail may go out, counted in PostgreSQL (platform/attempts.ts) so the limits hold across
 * nodes. Set well above what a real host or customer does in a day:
 * - invitations: 100 an hour per host account (a 500-guest wedding goes out over an afternoon), and
 *   3 a day to one address (the first, a resend, a reminder);
 * - order mail (confirmations, status changes) is the system's own, not a user's: bounded only per
 *   recipient, 30 an hour, so a loop in a workflow cannot flood a mailbox.
 * Sign-in codes are bounded by the auth module's per-email and per-address code limits.
 */
export const MAIL_LIMITS = {
  invitationsPerAccount: { max: 100, windowSeconds: HOUR },
  invitationsPerRecipient: { max: 3, windowSeconds: DAY },
  systemPerRecipient: { max: 30, windowSeconds: HOUR },
} as const;

/** A recipient as a limiter key: a hash of the address, so no key in the table is an email address. */
export const recipientKey = (email: string) =>
  createHash('sha256').update(email.trim().toLowerCase()).digest('base64url');

export type MailAllowance = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export function createMailLimits(db: Db) {
  const attempts = createAttemptsRepository(db);
  const take = async (limits: Limit[], executor?: Executor): Promise<MailAllowance> => {
    const result = await attempts.consume(limits, executor);
    return result.allowed ? { allowed: true } : result;
  };
  return {
    /** One invitation from `accountId` to `to`. */
    invitation(accountId: string, to: string) {
      return take([
        { key: `mail:invite:account:${accountId}`, ...MAIL_LIMITS.invitationsPerAccount },
        { key: `mail:invite:to:${recipientKey(to)}`, ...MAIL_LIMITS.invitationsPerRecipient },
      ]);
    },
    /** One order email to `to`, counted in the transaction that queues it when there is one. */
    system(to: string, executor?: Executor) {
      return take(
        [{ key: `mail:system:to:${recipientKey(to)}`, ...MAIL_LIMITS.systemPerRecipient }],
        executor,
      );
    },
  };
}

export type MailLimits = ReturnType<typeof createMailLimits>;
