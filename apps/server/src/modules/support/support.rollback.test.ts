import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createBus } from '../../platform/bus.js';
import { useTestApp } from '../../test-support/test-app.js';
import { createAudit } from '../audit/index.js';
import { createSupportPolicy } from './support.policy.js';
import { createSupportRepository } from './support.repository.js';
import { supportReplies, supportRequests } from './support.schema.js';
import { createSupportService } from './support.service.js';

const t = useTestApp();

/** The service with a bus whose handlers of `event` fail (as an outbox that cannot be written would). */
function failingOn(event: 'support.answered' | 'support.closed') {
  const repo = createSupportRepository(t.db);
  const bus = createBus();
  bus.subscribe(event, () => {
    throw new Error('the outbox is unavailable');
  });
  return createSupportService({
    db: t.db,
    repo,
    policy: createSupportPolicy(repo),
    audit: createAudit(t.db),
    bus,
    attempts: { consume: async () => ({ allowed: true, recorded: [] }) },
    clock: () => new Date(),
  });
}

const auditRows = async (id: string) =>
  Number(
    (await t.db.execute<{ n: number }>(sql`select count(*)::int as n from audit_log where target_id = ${id}`))
      .rows[0]?.n,
  );

describe('a failed answer or close writes nothing', () => {
  it('an answer whose email cannot be queued leaves no reply, no audit row and the request open', async () => {
    const admin = await t.factories.user({ role: 'admin' });
    const request = await t.factories.supportRequest();
    await expect(
      failingOn('support.answered').answer(admin, request.id, 'Hello', '10.0.0.9'),
    ).rejects.toThrow('the outbox is unavailable');
    expect(await auditRows(request.id)).toBe(0);
    expect(await t.db.select().from(supportReplies).where(eq(supportReplies.requestId, request.id))).toEqual(
      [],
    );
    const [row] = await t.db.select().from(supportRequests).where(eq(supportRequests.id, request.id));
    expect(row?.status).toBe('open');
  });

  it('a close that fails after its audit row leaves the request as it was, with no row', async () => {
    const admin = await t.factories.user({ role: 'admin' });
    const request = await t.factories.supportRequest({ status: 'answered' });
    await expect(failingOn('support.closed').close(admin, request.id, null, '10.0.0.9')).rejects.toThrow(
      'the outbox is unavailable',
    );
    expect(await auditRows(request.id)).toBe(0);
    const [row] = await t.db.select().from(supportRequests).where(eq(supportRequests.id, request.id));
    expect(row).toMatchObject({ status: 'answered', closedAt: null });
  });
});
