import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import { MAX_ATTEMPTS, type MailRepository } from './mail.repository.js';

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
        try {
          if (transport) {
            await transport.sendMail({ from, to: m.to, subject: m.subject, text: m.text, html: m.html });
            await repo.markDone(m.id, 'sent');
          } else {
            if (production) logger.warn({ to: m.to }, 'no SMTP_URL configured: email kept, not sent');
            else logger.info(`email to ${m.to} (development mailbox: /dev/mailbox)\n${m.subject}\n${m.text}`);
            await repo.markDone(m.id, 'kept');
          }
          delivered++;
        } catch (err) {
          const final = m.attempts >= MAX_ATTEMPTS;
          logger.error({ err, to: m.to, attempt: m.attempts, final }, 'email delivery failed');
          await repo.markFailed(m.id, (err as Error).message, final);
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
