import { CODE_LENGTH } from '@haflah/contracts';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import { MAX_ATTEMPTS, type MailRepository } from './mail.repository.js';
import { isCodeEmail, SENT_CODE_EMAIL } from './mail.templates.js';

export interface MailSenderOptions {
  repo: MailRepository;
  /** smtp://user:pass@host:port; without it messages are kept for the development mailbox. */
  smtpUrl?: string;
  from: string;
  /** In production the log never shows a message body (it holds codes). */
  production: boolean;
  logger: FastifyBaseLogger;
}

const BATCH = 20;

/** The SMTP reply code of a refusal (nodemailer's `responseCode`); none for a connection error. */
function smtpCodeOf(err: unknown): number | undefined {
  const code = (err as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' ? code : undefined;
}

/** An email address anywhere in a text (an SMTP answer echoes the recipient: `550 <x@y>: unknown`). */
const ADDRESSES = /[^\s<>()[\]"',;:]+@[^\s<>()[\]"',;:]+/g;
/** A one-time code's worth of digits on their own. */
const CODES = new RegExp(`(?<![\\d.])\\d{${CODE_LENGTH}}(?![\\d.])`, 'g');

/**
 * What may be kept and logged of a failed delivery: its message with every email address and anything
 * shaped like a one-time code taken out, and cut to a length.
 */
export function scrubMailError(err: unknown): string {
  const message = err instanceof Error ? err.message : String(err);
  return message.replace(ADDRESSES, '[address]').replace(CODES, '[code]').slice(0, 500);
}

export function createMailSender({ repo, smtpUrl, from, production, logger }: MailSenderOptions) {
  const transport: Transporter | null = smtpUrl ? nodemailer.createTransport(smtpUrl) : null;
  let running: Promise<number> | null = null;
  /** Set when deliverPending is called during a run: the run then claims once more before it ends. */
  let again = false;

  async function deliverBatch(): Promise<number> {
    let delivered = 0;
    for (;;) {
      const batch = await repo.claimPending(BATCH);
      for (const m of batch) {
        // In production a sign-in code leaves the table once its message is done with (sent or failed
        // for good): the outbox then keeps who it went to and when, not the code.
        const keep = production && isCodeEmail(m) ? SENT_CODE_EMAIL : undefined;
        try {
          if (transport) {
            await transport.sendMail({ from, to: m.to, subject: m.subject, text: m.text, html: m.html });
            await repo.markDone(m.id, 'sent', keep);
          } else {
            if (production) logger.warn({ outboxId: m.id }, 'no SMTP_URL configured: email kept, not sent');
            else logger.info(`email to ${m.to} (development mailbox: /dev/mailbox)\n${m.subject}\n${m.text}`);
            await repo.markDone(m.id, 'kept', keep);
          }
          delivered++;
        } catch (err) {
          const smtpCode = smtpCodeOf(err);
          // A permanent refusal (5xx: no such mailbox, policy) fails the same way every time: not retried.
          const permanent = smtpCode !== undefined && smtpCode >= 500;
          const final = permanent || m.attempts >= MAX_ATTEMPTS;
          // The outbox id, never the error object: an SMTP answer names the recipient, and nodemailer's
          // error carries the envelope.
          const error = scrubMailError(err);
          logger.error(
            { outboxId: m.id, attempt: m.attempts, final, smtpCode, error },
            'email delivery failed',
          );
          await repo.markFailed(m.id, error, final, keep);
        }
      }
      if (batch.length < BATCH) return delivered;
    }
  }

  return {
    /**
     * Delivers what is pending now; concurrent calls share one run. A call made during a run (say, for
     * a code queued after the run's last claim) makes the run go round once more, so what it queued is
     * attempted before the returned promise settles, not at the next poll.
     */
    deliverPending(): Promise<number> {
      if (running) {
        again = true;
        return running;
      }
      running = (async () => {
        let delivered = 0;
        do {
          again = false;
          delivered += await deliverBatch();
        } while (again);
        return delivered;
      })().finally(() => {
        running = null;
      });
      return running;
    },
    async stop() {
      await running;
      transport?.close();
    },
  };
}

export type MailSender = ReturnType<typeof createMailSender>;
