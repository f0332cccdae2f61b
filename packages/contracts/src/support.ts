import { z } from 'zod/mini';
import { emailSchema } from './auth.js';
import { idSchema, noControlCharacters, plainText } from './common.js';

/* -----------------------------------------------------------------------------------------------
 * Help & Support (issue 24 point 8): a customer's request, and the admins' answers. The routes and
 * their shapes are added with the support module.
 * --------------------------------------------------------------------------------------------- */

/** What a request is about (the /help form's topics, in the FAQ's order). */
export const SUPPORT_TOPICS = [
  'ordering',
  'booking',
  'delivery',
  'payment',
  'cancelling',
  'events',
  'account',
  'other',
] as const;
export const supportTopicSchema = z.enum(SUPPORT_TOPICS);
export type SupportTopic = z.infer<typeof supportTopicSchema>;

/** open: waiting for an admin; answered: an admin replied; closed: done (no more replies). */
export const SUPPORT_STATUSES = ['open', 'answered', 'closed'] as const;
export const supportStatusSchema = z.enum(SUPPORT_STATUSES);
export type SupportStatus = z.infer<typeof supportStatusSchema>;

/* -----------------------------------------------------------------------------------------------
 * The API (apps/server/src/modules/support).
 *
 *   POST /api/support/requests            body SupportRequestCreate → 201 SupportRequestCreated. Signed
 *                                          in (the account's email and name) or not (`email`, optional
 *                                          `name`). `orderId` only the signed-in customer's own order
 *                                          (404 otherwise; an anonymous request names none). 429
 *                                          RATE_LIMITED past SUPPORT_REQUEST_LIMIT per address, and per
 *                                          account. The receipt is emailed in `locale`.
 *   GET  /api/support/requests            → 200 SupportRequestsResponse: the signed-in user's own
 *                                          requests with the admins' answers, newest first (401 anonymous).
 *   GET  /api/support/requests/:id        → 200 SupportRequest: own only (404 otherwise).
 *   GET  /api/admin/support?status&q&after → 200 AdminSupportPage (admins only).
 *   GET  /api/admin/support/:id           → 200 AdminSupportRequest.
 *   POST /api/admin/support/:id/answer    body SupportAnswer → 200 AdminSupportRequest: a reply, status
 *                                          answered, the customer emailed in the request's language; one
 *                                          audit row support.answer. 409 SUPPORT_REQUEST_CLOSED when closed.
 *   POST /api/admin/support/:id/close     body SupportClose → 200 AdminSupportRequest: closed; one audit
 *                                          row support.close. 409 SUPPORT_REQUEST_CLOSED when closed already.
 *
 * Realtime: `{ type: 'support.changed', requestId }` to room `admin` and to the author's `user:<id>`
 * when a request arrives, is answered or is closed.
 * --------------------------------------------------------------------------------------------- */

export const SUPPORT_MESSAGE_MIN = 10;
export const SUPPORT_MESSAGE_MAX = 2000;
/** An admin's answer. */
export const SUPPORT_ANSWER_MAX = 2000;
export const SUPPORT_CLOSE_NOTE_MAX = 500;
export const SUPPORT_NAME_MAX = 80;
/** New requests per address, and per account, in the window (PostgreSQL-counted, across nodes). */
export const SUPPORT_REQUEST_LIMIT = { max: 5, windowSeconds: 3600 } as const;
export const SUPPORT_PAGE_SIZE = 20;

/** The languages a request's emails are written in (the site's). */
export const supportLocaleSchema = z.enum(['en', 'ar']);

export const supportRequestCreateSchema = z.object({
  topic: supportTopicSchema,
  /** The signed-in customer's own order it is about. */
  orderId: z.optional(idSchema),
  message: plainText(SUPPORT_MESSAGE_MAX, SUPPORT_MESSAGE_MIN),
  /** Where answers go: required when signed out, ignored when signed in (the account's). */
  email: z.optional(emailSchema),
  name: z.optional(plainText(SUPPORT_NAME_MAX)),
  /** The site's language when it was sent: its emails are written in it. */
  locale: supportLocaleSchema,
});
export type SupportRequestCreate = z.infer<typeof supportRequestCreateSchema>;

export const supportRequestCreatedSchema = z.object({ id: idSchema, number: z.int() });
export type SupportRequestCreated = z.infer<typeof supportRequestCreatedSchema>;

export const supportReplySchema = z.object({ id: idSchema, body: z.string(), at: z.iso.datetime() });
export type SupportReply = z.infer<typeof supportReplySchema>;

const orderRefSchema = z.nullable(z.object({ id: idSchema, number: z.int() }));

/** A request as its author sees it in /help. */
export const supportRequestSchema = z.object({
  id: idSchema,
  number: z.int(),
  topic: supportTopicSchema,
  status: supportStatusSchema,
  message: z.string(),
  /** The order it is about (null when none, or once the order is gone). */
  order: orderRefSchema,
  createdAt: z.iso.datetime(),
  closedAt: z.nullable(z.iso.datetime()),
  /** The admins' answers, oldest first. */
  replies: z.array(supportReplySchema),
});
export type SupportRequest = z.infer<typeof supportRequestSchema>;

export const supportRequestsResponseSchema = z.object({ requests: z.array(supportRequestSchema) });
export type SupportRequestsResponse = z.infer<typeof supportRequestsResponseSchema>;

export const supportRequestIdParamsSchema = z.object({ id: idSchema });

/** The admin list's filter: a status, or every request. */
export const SUPPORT_STATUS_FILTERS = ['open', 'answered', 'closed', 'all'] as const;
export type SupportStatusFilter = (typeof SUPPORT_STATUS_FILTERS)[number];

export const adminSupportQuerySchema = z.object({
  /** Default open: waiting for an admin. */
  status: z._default(z.enum(SUPPORT_STATUS_FILTERS), 'open'),
  /** A request number (with or without its '#') or part of the email address. */
  q: z.optional(z.string().check(z.maxLength(254), noControlCharacters())),
  /** The `nextCursor` of the previous page (the number of its last request). */
  after: z.optional(z.string().check(z.regex(/^\d{1,9}$/))),
});
export type AdminSupportQuery = z.infer<typeof adminSupportQuerySchema>;

export const adminSupportSummarySchema = z.object({
  id: idSchema,
  number: z.int(),
  topic: supportTopicSchema,
  status: supportStatusSchema,
  email: z.string(),
  name: z.nullable(z.string()),
  /** Sent signed in (an account), not only with an email. */
  hasAccount: z.boolean(),
  /** The message's first characters. */
  excerpt: z.string(),
  createdAt: z.iso.datetime(),
  replyCount: z.int(),
});
export type AdminSupportSummary = z.infer<typeof adminSupportSummarySchema>;

/** Newest first. */
export const adminSupportPageSchema = z.object({
  requests: z.array(adminSupportSummarySchema),
  nextCursor: z.nullable(z.string()),
});
export type AdminSupportPage = z.infer<typeof adminSupportPageSchema>;

/** A request as an admin sees it: the request, who sent it, the order, the answers. */
export const adminSupportRequestSchema = z.object({
  ...supportRequestSchema.shape,
  email: z.string(),
  name: z.nullable(z.string()),
  locale: supportLocaleSchema,
  /** The account that sent it, if any (null for a visitor, or once the account is deleted). */
  customer: z.nullable(
    z.object({ id: z.string(), email: z.string(), name: z.string(), createdAt: z.iso.datetime() }),
  ),
  updatedAt: z.iso.datetime(),
});
export type AdminSupportRequest = z.infer<typeof adminSupportRequestSchema>;

export const supportAnswerSchema = z.object({ message: plainText(SUPPORT_ANSWER_MAX, 1) });
export type SupportAnswer = z.infer<typeof supportAnswerSchema>;

export const supportCloseSchema = z.object({ note: z.optional(plainText(SUPPORT_CLOSE_NOTE_MAX)) });
export type SupportClose = z.infer<typeof supportCloseSchema>;
