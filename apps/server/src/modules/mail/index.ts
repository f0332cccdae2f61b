import type { FastifyPluginAsync } from 'fastify';
import { AppError } from '../../http/errors.js';
import type { InTransaction } from '../../platform/bus.js';
import type { ModuleContext } from '../../platform/module.js';
import { defineModule } from '../../platform/module.js';
import { createMailLimits } from './mail.limits.js';
import { createMailRepository, type NewMessage } from './mail.repository.js';
import { devMailboxRoutes } from './mail.routes.js';
import type { MailSender } from './mail.sender.js';
import { createMailSender } from './mail.sender.js';
import {
  codeEmail,
  invitationEmail,
  orderConfirmationEmail,
  orderStatusEmail,
  paymentFailedEmail,
  reviewReplyEmail,
  shopDecisionEmail,
  supportAnswerEmail,
  supportReceiptEmail,
} from './mail.templates.js';

/** How often the outbox is polled for what failed or was queued by another node. */
const OUTBOX_POLL_MS = 5000;

/**
 * Email through an outbox table: messages are queued in the database, then delivered over SMTP, or kept
 * for the development mailbox when no SMTP_URL is set. Other modules never call it directly: it
 * subscribes to their events.
 */
export function createMailModule({ db, config, log, bus, jobs, personalData }: ModuleContext) {
  const repo = createMailRepository(db);
  const limits = createMailLimits(db);
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
  bus.subscribe('auth.code_issued', async ({ email, code }) => {
    await repo.enqueue(codeEmail(email, code));
    deliverNow();
  });
  /**
   * Order mail is the system's own: over its per-recipient bound it is dropped (logged, by event name
   * only), never refused, so a checkout or a status change never fails for an email.
   */
  async function enqueueSystem(message: NewMessage, event: string, tx?: InTransaction) {
    const allowed = await limits.system(message.to, tx?.executor);
    if (!allowed.allowed) {
      log.warn({ event }, 'order email dropped: too many to one recipient this hour');
      return;
    }
    await repo.enqueue(message, tx?.executor);
    tx ? tx.afterCommit(deliverNow) : deliverNow();
  }
  // Order mail is queued in the order's own transaction: sent if, and only if, the order committed.
  bus.subscribe('order.placed', ({ receipt }, tx) =>
    enqueueSystem(orderConfirmationEmail(receipt), 'order.placed', tx),
  );
  // A host's invitations are counted per account and per recipient; over either, the host is told.
  bus.subscribe('event.invitation_requested', async (invitation) => {
    const allowed = await limits.invitation(invitation.hostId, invitation.to);
    if (!allowed.allowed)
      throw new AppError('RATE_LIMITED', 'Too many invitations', allowed.retryAfterSeconds);
    await repo.enqueue(invitationEmail(invitation));
    deliverNow();
  });
  bus.subscribe('order.status_changed', async ({ notice }, tx) => {
    const message = orderStatusEmail(notice);
    if (message) await enqueueSystem(message, 'order.status_changed', tx);
  });
  bus.subscribe('order.payment_failed', async ({ notice }, tx) => {
    const message = paymentFailedEmail(notice);
    if (message) await enqueueSystem(message, 'order.payment_failed', tx);
  });
  // An admin's decision on a shop, to its owner: queued in the decision's transaction.
  bus.subscribe('shop.status_changed', async ({ notice }, tx) => {
    const message = shopDecisionEmail(notice);
    if (message) await enqueueSystem(message, 'shop.status_changed', tx);
  });
  // A support request's receipt and an admin's answer, in the request's language: queued in its transaction.
  bus.subscribe('support.requested', ({ notice }, tx) =>
    enqueueSystem(supportReceiptEmail(notice), 'support.requested', tx),
  );
  bus.subscribe('support.answered', ({ notice }, tx) =>
    enqueueSystem(supportAnswerEmail(notice), 'support.answered', tx),
  );
  // A shop's reply to a review, to the reviewer (while the account exists): queued in the reply's transaction.
  bus.subscribe('review.replied', async ({ notice }, tx) => {
    if (notice) await enqueueSystem(reviewReplyEmail(notice), 'review.replied', tx);
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

export const mailModule = defineModule({
  name: 'mail',
  needs: [],
  build: (ctx) => {
    const { mailer, plugin } = createMailModule(ctx);
    return { plugin, provides: { mailer } };
  },
});

declare module '../../platform/module.js' {
  interface Services {
    mailer: MailSender;
  }
}
