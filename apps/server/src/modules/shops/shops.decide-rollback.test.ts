import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createBus } from '../../platform/bus.js';
import { useTestApp } from '../../test-support/test-app.js';
import { createAudit } from '../audit/index.js';
import type { AuthService } from '../auth/index.js';
import { createShopsPolicy } from './shops.policy.js';
import { createShopsRepository } from './shops.repository.js';
import { shops } from './shops.schema.js';
import { createShopsService } from './shops.service.js';

const t = useTestApp();

describe('a failed decision, suspension or reinstatement writes no audit row', () => {
  it('when a step after the audit row fails inside the transaction, the change and the row roll back', async () => {
    const repo = createShopsRepository(t.db);
    const bus = createBus();
    // Something the decision's transaction runs after the audit row (its event's handlers) fails.
    bus.subscribe('shop.status_changed', () => {
      throw new Error('the outbox is unavailable');
    });
    const service = createShopsService({
      audit: createAudit(t.db),
      auth: {} as AuthService,
      db: t.db,
      repo,
      policy: createShopsPolicy(repo),
      bus,
      storage: { put: async () => '', remove: async () => {} } as never,
      attempts: { consume: async () => ({ allowed: true }) } as never,
      clock: () => new Date(),
    });
    const admin = await t.factories.user({ role: 'admin' });
    const shop = await t.factories.shop({ status: 'pending' });

    await expect(service.decide(admin, shop.id, { status: 'approved' }, '10.0.0.9')).rejects.toThrow(
      'the outbox is unavailable',
    );
    const audited = await t.db.execute<{ n: number }>(
      sql`select count(*)::int as n from audit_log where target_id = ${shop.id}`,
    );
    expect(Number(audited.rows[0]?.n)).toBe(0);
    const [row] = await t.db.select({ status: shops.status }).from(shops).where(eq(shops.id, shop.id));
    expect(row?.status).toBe('pending');

    // A suspension and a reinstatement fail the same way: nothing changes, no row.
    const approved = await t.factories.shop({ status: 'approved' });
    const suspended = await t.factories.shop({ status: 'suspended' });
    await expect(service.suspend(admin, approved.id, 'Complaints', '10.0.0.9')).rejects.toThrow();
    await expect(service.reinstate(admin, suspended.id, null, '10.0.0.9')).rejects.toThrow();
    for (const [id, status] of [
      [approved.id, 'approved'],
      [suspended.id, 'suspended'],
    ] as const) {
      const rows = await t.db.execute<{ n: number }>(
        sql`select count(*)::int as n from audit_log where target_id = ${id}`,
      );
      expect(Number(rows.rows[0]?.n)).toBe(0);
      const [after] = await t.db.select({ status: shops.status }).from(shops).where(eq(shops.id, id));
      expect(after?.status).toBe(status);
    }
  });
});
