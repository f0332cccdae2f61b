import type { SupportStatusFilter } from '@haflah/contracts';
import { and, asc, desc, eq, ilike, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Db, Executor, Tx } from '../../db/client.js';
import { escapeLike } from '../../db/sql.js';
import { user } from '../auth/index.js';
import { customerOrderIds, orders } from '../orders/index.js';
import { supportReplies, supportRequests } from './support.schema.js';

export type SupportRequestRow = typeof supportRequests.$inferSelect;
export type NewSupportRequest = typeof supportRequests.$inferInsert;
export type SupportReplyRow = typeof supportReplies.$inferSelect;

/** A request with its order's number (null without one). */
export type SupportRequestWithOrder = SupportRequestRow & { orderNumber: number | null };

const withOrder = {
  request: supportRequests,
  orderNumber: orders.number,
};
const flatten = (r: { request: SupportRequestRow; orderNumber: number | null }): SupportRequestWithOrder => ({
  ...r.request,
  orderNumber: r.orderNumber,
});

/** The admin list's filter. */
export interface SupportPageFilter {
  status: SupportStatusFilter;
  q?: string;
  /** Requests numbered below this (the previous page's last). */
  before?: number;
  limit: number;
}

/** Help & Support's rows: requests and the admins' replies. */
export function createSupportRepository(db: Db) {
  return {
    async insert(tx: Tx, values: NewSupportRequest): Promise<SupportRequestRow> {
      const [row] = await tx.insert(supportRequests).values(values).returning();
      return row!;
    },

    /** The request, locked for an admin's answer or close (FOR UPDATE). */
    async lockById(tx: Tx, id: string): Promise<SupportRequestRow | undefined> {
      const [row] = await tx.select().from(supportRequests).where(eq(supportRequests.id, id)).for('update');
      return row;
    },

    async update(tx: Tx, id: string, values: Partial<NewSupportRequest>): Promise<SupportRequestRow> {
      const [row] = await tx
        .update(supportRequests)
        .set(values)
        .where(eq(supportRequests.id, id))
        .returning();
      return row!;
    },

    async addReply(tx: Tx, values: typeof supportReplies.$inferInsert): Promise<SupportReplyRow> {
      const [row] = await tx.insert(supportReplies).values(values).returning();
      return row!;
    },

    /** Which of `ids` are requests `userId` sent. */
    async ofAuthor(userId: string, ids: readonly string[]): Promise<Set<string>> {
      const rows = await db
        .select({ id: supportRequests.id })
        .from(supportRequests)
        .where(and(eq(supportRequests.userId, userId), inArray(supportRequests.id, [...ids])));
      return new Set(rows.map((r) => r.id));
    },

    async existing(ids: readonly string[]): Promise<Set<string>> {
      const rows = await db
        .select({ id: supportRequests.id })
        .from(supportRequests)
        .where(inArray(supportRequests.id, [...ids]));
      return new Set(rows.map((r) => r.id));
    },

    /** Which of `orderIds` are `userId`'s own orders (read through the orders module's table). */
    ownOrders(userId: string, orderIds: readonly string[]): Promise<Set<string>> {
      return customerOrderIds(db, userId, orderIds);
    },

    /** The requests `userId` sent, newest first. */
    async listOwn(userId: string): Promise<SupportRequestWithOrder[]> {
      const rows = await db
        .select(withOrder)
        .from(supportRequests)
        .leftJoin(orders, eq(orders.id, supportRequests.orderId))
        .where(eq(supportRequests.userId, userId))
        .orderBy(desc(supportRequests.number));
      return rows.map(flatten);
    },

    async byId(id: string): Promise<SupportRequestWithOrder | undefined> {
      const [row] = await db
        .select(withOrder)
        .from(supportRequests)
        .leftJoin(orders, eq(orders.id, supportRequests.orderId))
        .where(eq(supportRequests.id, id));
      return row && flatten(row);
    },

    /** The replies to these requests, oldest first. */
    repliesOf(requestIds: readonly string[]): Promise<SupportReplyRow[]> {
      if (requestIds.length === 0) return Promise.resolve([]);
      return db
        .select()
        .from(supportReplies)
        .where(inArray(supportReplies.requestId, [...requestIds]))
        .orderBy(asc(supportReplies.at), asc(supportReplies.id));
    },

    /** The account that sent a request (for the admin's view). */
    async account(userId: string) {
      const [row] = await db
        .select({ id: user.id, email: user.email, name: user.name, createdAt: user.createdAt })
        .from(user)
        .where(eq(user.id, userId));
      return row;
    },

    /** A page of the admin list, newest first: a status (or all), a number or part of an email. */
    async page(filter: SupportPageFilter) {
      const where: SQL[] = [];
      if (filter.status !== 'all') where.push(eq(supportRequests.status, filter.status));
      if (filter.before !== undefined) where.push(lt(supportRequests.number, filter.before));
      const q = filter.q?.trim();
      if (q) {
        const number = /^#?\s*(\d{1,9})$/.exec(q)?.[1];
        const email = ilike(supportRequests.email, `%${escapeLike(q.toLowerCase())}%`);
        where.push(number ? or(eq(supportRequests.number, Number(number)), email)! : email);
      }
      return db
        .select({
          request: supportRequests,
          replyCount: sql<number>`(select count(*)::int from ${supportReplies} where ${supportReplies.requestId} = ${supportRequests.id})`,
        })
        .from(supportRequests)
        .where(and(...where))
        .orderBy(desc(supportRequests.number))
        .limit(filter.limit);
    },

    /** Requests waiting for an admin (the dashboard). */
    async countOpen(): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(supportRequests)
        .where(eq(supportRequests.status, 'open'));
      return row?.n ?? 0;
    },

    /** The requests an account sent, or sent from its email signed out (data export and erasure). */
    ofSubject(subject: { id: string; email: string }, executor: Executor = db) {
      return executor
        .select()
        .from(supportRequests)
        .where(bySubject(subject))
        .orderBy(asc(supportRequests.number));
    },

    /** Deletes them (their replies go with them: ON DELETE CASCADE). */
    async eraseSubject(subject: { id: string; email: string }): Promise<void> {
      await db.delete(supportRequests).where(bySubject(subject));
    },
  };
}

const bySubject = (subject: { id: string; email: string }) =>
  or(eq(supportRequests.userId, subject.id), eq(supportRequests.email, subject.email.toLowerCase()))!;

export type SupportRepository = ReturnType<typeof createSupportRepository>;
