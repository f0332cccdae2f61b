import type { SupportStatus, SupportTopic } from '@haflah/contracts';
import type { Db } from '../../db/client.js';
import { supportReplies, supportRequests } from './support.schema.js';

/**
 * A support request written directly (as /help would leave it), in any status: for setting the scene
 * of a test or the demo, never for proving what sending one does.
 */
export function createSupportFactories(db: Db) {
  return {
    async supportRequest(
      values: {
        userId?: string | null;
        email?: string;
        name?: string | null;
        locale?: 'en' | 'ar';
        topic?: SupportTopic;
        orderId?: string | null;
        message?: string;
        status?: SupportStatus;
        /** Admin answers to add (by `authorUserId`). */
        replies?: { authorUserId: string; body: string }[];
      } = {},
    ) {
      const status = values.status ?? 'open';
      const [row] = await db
        .insert(supportRequests)
        .values({
          userId: values.userId ?? null,
          email: values.email ?? `visitor-${crypto.randomUUID().slice(0, 8)}@example.com`,
          name: values.name ?? null,
          locale: values.locale ?? 'en',
          topic: values.topic ?? 'other',
          orderId: values.orderId ?? null,
          message: values.message ?? 'Could you tell me how delivery works on a Friday?',
          status,
          ...(status === 'closed' ? { closedAt: new Date(), closedBy: 'factory' } : {}),
        })
        .returning();
      for (const reply of values.replies ?? [])
        await db.insert(supportReplies).values({ requestId: row!.id, ...reply });
      return row!;
    },
  };
}
