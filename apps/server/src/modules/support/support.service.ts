import {
  type AdminSupportPage,
  type AdminSupportQuery,
  type AdminSupportRequest,
  SUPPORT_PAGE_SIZE,
  SUPPORT_REQUEST_LIMIT,
  type SupportRequest,
  type SupportRequestCreate,
  type SupportRequestCreated,
} from '@haflah/contracts';
import type { Db } from '../../db/client.js';
import { AppError } from '../../http/errors.js';
import { type Actor, requireAccess } from '../../platform/access.js';
import type { createAttemptsRepository, Limit } from '../../platform/attempts.js';
import type { Bus } from '../../platform/bus.js';
import { inTransaction } from '../../platform/transaction.js';
import type { AuditService } from '../audit/index.js';
import type { SupportNotice } from './support.events.js';
import type { SupportPolicy } from './support.policy.js';
import type {
  SupportReplyRow,
  SupportRepository,
  SupportRequestRow,
  SupportRequestWithOrder,
} from './support.repository.js';

/** The limiter's keys: per address, and per account (SUPPORT_REQUEST_LIMIT each). */
export const supportLimits = (ip: string, userId: string | null): Limit[] => [
  { key: `support:ip:${ip}`, ...SUPPORT_REQUEST_LIMIT },
  ...(userId ? [{ key: `support:account:${userId}`, ...SUPPORT_REQUEST_LIMIT }] : []),
];

/** How much of a message the admin list shows. */
const EXCERPT_LENGTH = 140;

const noRequest = () => new AppError('NOT_FOUND', 'No such support request');

function toRequest(row: SupportRequestWithOrder, replies: readonly SupportReplyRow[]): SupportRequest {
  return {
    id: row.id,
    number: row.number,
    topic: row.topic,
    status: row.status,
    message: row.message,
    order: row.orderId && row.orderNumber != null ? { id: row.orderId, number: row.orderNumber } : null,
    createdAt: row.createdAt.toISOString(),
    closedAt: row.closedAt?.toISOString() ?? null,
    replies: replies
      .filter((r) => r.requestId === row.id)
      .map((r) => ({ id: r.id, body: r.body, at: r.at.toISOString() })),
  };
}

const noticeOf = (row: SupportRequestRow): SupportNotice => ({
  to: row.email,
  name: row.name,
  locale: row.locale,
  number: row.number,
  topic: row.topic,
});

/** Who sends a request: a signed-in user (their account's email and name), or nobody. */
export interface Sender {
  id: string;
  email: string;
  name: string;
}

interface Deps {
  db: Db;
  repo: SupportRepository;
  policy: SupportPolicy;
  audit: Pick<AuditService, 'record'>;
  bus: Bus;
  attempts: Pick<ReturnType<typeof createAttemptsRepository>, 'consume'>;
  clock: () => Date;
}

/** Help & Support (issue 24 point 8): customers' requests, and the admins' answers. */
export function createSupportService({ db, repo, policy, audit, bus, attempts, clock }: Deps) {
  async function detail(id: string): Promise<AdminSupportRequest> {
    const row = await repo.byId(id);
    if (!row) throw noRequest();
    const [replies, account] = await Promise.all([
      repo.repliesOf([id]),
      row.userId ? repo.account(row.userId) : undefined,
    ]);
    return {
      ...toRequest(row, replies),
      email: row.email,
      name: row.name,
      locale: row.locale,
      customer: account
        ? {
            id: account.id,
            email: account.email,
            name: account.name,
            createdAt: account.createdAt.toISOString(),
          }
        : null,
      updatedAt: row.updatedAt.toISOString(),
    };
  }

  return {
    /**
     * A new request from /help. Signed in, its answers go to the account's email; signed out, to the
     * `email` given. An order must be the sender's own (404 otherwise, and always when signed out).
     * Counted per address and per account (429 past the limit); the receipt's email and the admins'
     * notice are published in the insert's transaction.
     */
    async create(
      sender: Sender | null,
      input: SupportRequestCreate,
      ip: string,
    ): Promise<SupportRequestCreated> {
      if (input.orderId) {
        const own = sender ? await repo.ownOrders(sender.id, [input.orderId]) : new Set<string>();
        if (!own.has(input.orderId)) throw new AppError('NOT_FOUND', 'No such order');
      }
      const email = sender?.email ?? input.email;
      if (!email) throw new AppError('VALIDATION_FAILED', 'An email address is needed to answer you');
      const limited = await attempts.consume(supportLimits(ip, sender?.id ?? null));
      if (!limited.allowed)
        throw new AppError('RATE_LIMITED', 'Too many support requests', limited.retryAfterSeconds);
      const row = await inTransaction(db, async (tx, transaction) => {
        const inserted = await repo.insert(tx, {
          userId: sender?.id ?? null,
          email: email.toLowerCase(),
          name: sender?.name || input.name || null,
          locale: input.locale,
          topic: input.topic,
          orderId: input.orderId ?? null,
          message: input.message,
          ip,
        });
        await bus.publish(
          'support.requested',
          { requestId: inserted.id, userId: inserted.userId, notice: noticeOf(inserted) },
          transaction,
        );
        return inserted;
      });
      return { id: row.id, number: row.number };
    },

    /** The signed-in user's own requests with their answers, newest first. */
    async listOwn(actor: Actor): Promise<SupportRequest[]> {
      const rows = await repo.listOwn(actor.id);
      const replies = await repo.repliesOf(rows.map((r) => r.id));
      return rows.map((row) => toRequest(row, replies));
    },

    /** One of the user's own requests (another's, or none: 404). */
    async getOwn(actor: Actor, id: string): Promise<SupportRequest> {
      await requireAccess(policy, actor, 'support.read', [id], 'No such support request');
      const row = await repo.byId(id);
      if (!row) throw noRequest();
      return toRequest(row, await repo.repliesOf([id]));
    },

    /** The admin list: by status (open by default), a number or an email, newest first. */
    async page(query: AdminSupportQuery): Promise<AdminSupportPage> {
      const rows = await repo.page({
        status: query.status,
        q: query.q,
        before: query.after ? Number(query.after) : undefined,
        limit: SUPPORT_PAGE_SIZE + 1,
      });
      const page = rows.slice(0, SUPPORT_PAGE_SIZE);
      return {
        requests: page.map(({ request: r, replyCount }) => ({
          id: r.id,
          number: r.number,
          topic: r.topic,
          status: r.status,
          email: r.email,
          name: r.name,
          hasAccount: r.userId != null,
          excerpt: r.message.length > EXCERPT_LENGTH ? `${r.message.slice(0, EXCERPT_LENGTH)}…` : r.message,
          createdAt: r.createdAt.toISOString(),
          replyCount,
        })),
        nextCursor: rows.length > SUPPORT_PAGE_SIZE ? String(page.at(-1)!.request.number) : null,
      };
    },

    /** A request as an admin sees it. */
    async detail(actor: Actor, id: string): Promise<AdminSupportRequest> {
      await requireAccess(policy, actor, 'support.manage', [id], 'No such support request');
      return detail(id);
    },

    /**
     * An admin answers: a reply, status answered, the answer emailed in the request's language, its
     * author's /help and the console told; one audit row, all in one transaction under the request's
     * lock. A closed request answers 409 SUPPORT_REQUEST_CLOSED and writes nothing.
     */
    async answer(actor: Actor, id: string, message: string, ip: string | null): Promise<AdminSupportRequest> {
      await requireAccess(policy, actor, 'support.manage', [id], 'No such support request');
      await inTransaction(db, async (tx, transaction) => {
        const current = await repo.lockById(tx, id);
        if (!current) throw noRequest();
        if (current.status === 'closed')
          throw new AppError('SUPPORT_REQUEST_CLOSED', 'The request is closed');
        const reply = await repo.addReply(tx, { requestId: id, authorUserId: actor.id, body: message });
        const updated = await repo.update(tx, id, { status: 'answered', updatedAt: clock() });
        await audit.record(tx, {
          actor,
          ip,
          action: 'support.answer',
          target: { type: 'support_request', id },
          reason: null,
          before: { status: current.status },
          after: { status: updated.status, replyId: reply.id, answer: message },
        });
        await bus.publish(
          'support.answered',
          { requestId: id, userId: current.userId, notice: { ...noticeOf(current), answer: message } },
          transaction,
        );
      });
      return detail(id);
    },

    /**
     * An admin closes a request (with an optional note, kept in the audit row): no more answers. One
     * audit row in the same transaction; closing a closed one answers 409 and writes nothing.
     */
    async close(
      actor: Actor,
      id: string,
      note: string | null,
      ip: string | null,
    ): Promise<AdminSupportRequest> {
      await requireAccess(policy, actor, 'support.manage', [id], 'No such support request');
      await inTransaction(db, async (tx, transaction) => {
        const current = await repo.lockById(tx, id);
        if (!current) throw noRequest();
        if (current.status === 'closed')
          throw new AppError('SUPPORT_REQUEST_CLOSED', 'The request is closed already');
        const now = clock();
        const updated = await repo.update(tx, id, {
          status: 'closed',
          closedAt: now,
          closedBy: actor.id,
          updatedAt: now,
        });
        await audit.record(tx, {
          actor,
          ip,
          action: 'support.close',
          target: { type: 'support_request', id },
          reason: note || null,
          before: { status: current.status },
          after: { status: updated.status },
        });
        await bus.publish('support.closed', { requestId: id, userId: current.userId }, transaction);
      });
      return detail(id);
    },

    /** Requests waiting for an admin (status open), for the dashboard. */
    countOpen(): Promise<number> {
      return repo.countOpen();
    },
  };
}

export type SupportService = ReturnType<typeof createSupportService>;
