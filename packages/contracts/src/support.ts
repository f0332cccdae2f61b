import { z } from 'zod/mini';

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
