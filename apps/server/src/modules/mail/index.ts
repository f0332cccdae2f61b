import type { FastifyPluginAsync } from 'fastify';
import type { ModuleContext } from '../../platform/module.js';
import { createMailRepository } from './mail.repository.js';
import { devMailboxRoutes } from './mail.routes.js';
import { createMailSender } from './mail.sender.js';
import { codeEmail, invitationEmail, orderConfirmationEmail, orderStatusEmail } from './mail.templates.js';

/** How often the outbox is polled for what failed or was queued by another node. */
const OUTBOX_POLL_MS = 5000;

/**
 * Email through an outbox table: messages are queued in the database, then delivered over SMTP, or kept
 * for the development mailbox when no SMTP_URL is set. Other modules never call it directly: it
 * subscribes to their events.
 */
export function createMailModule({ db, config, log, events, jobs, personalData }: ModuleContext) {
  const repo = createMailRepository(db);
  const mailer = createMailSender({
    repo,
    smtpUrl: config.SMTP_URL,
    from: config.MAIL_FROM,
    production: config.NODE_ENV === 'production',
    logger: log,
  });

  // Deliver right away; the outbox job retries failures and picks up work queued on other nodes.
  const deliverNow = () =>
    void mailer.deliverPending().catch((err) => log.error({ err }, 'email delivery failed'));
  events.subscribe('auth.code_issued', async ({ email, code }) => {
    await repo.enqueue(codeEmail(email, code));
    deliverNow();
  });
  // Order mail is queued in the order's own transaction: sent if, and only if, the order committed.
  events.subscribe('order.placed', async ({ receipt }, tx) => {
    await repo.enqueue(orderConfirmationEmail(receipt), tx?.executor);
    tx ? tx.afterCommit(deliverNow) : deliverNow();
  });
  events.subscribe('event.invitation_requested', async (invitation) => {
    await repo.enqueue(invitationEmail(invitation));
    deliverNow();
  });
  events.subscribe('order.status_changed', async ({ notice }, tx) => {
    const message = orderStatusEmail(notice);
    if (!message) return;
    await repo.enqueue(message, tx?.executor);
    tx ? tx.afterCommit(deliverNow) : deliverNow();
  });
  jobs.define({ name: 'mail.outbox', everyMs: OUTBOX_POLL_MS, run: () => mailer.deliverPending() });
  personalData.register({
    key: 'emails',
    export: async ({ email }) =>
      (await repo.listFor(email)).map((m) => ({
        subject: m.subject,
        status: m.status,
        createdAt: m.createdAt,
      })),
    erase: ({ email }) => repo.deleteFor(email),
  });

  const plugin: FastifyPluginAsync = async (app) => {
    // A developer tool: never in production.
    if (config.NODE_ENV !== 'production') await app.register(devMailboxRoutes(repo));
    app.addHook('onClose', () => mailer.stop());
  };
  return { mailer, plugin };
}

export type { MailSender } from './mail.sender.js';
