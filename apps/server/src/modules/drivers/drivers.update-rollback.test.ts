import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createBus } from '../../platform/bus.js';
import { useTestApp } from '../../test-support/test-app.js';
import { createAudit } from '../audit/index.js';
import type { AuthService } from '../auth/index.js';
import { createDriversPolicy } from './drivers.policy.js';
import { createDriversRepository } from './drivers.repository.js';
import { drivers } from './drivers.schema.js';
import { createDriversService } from './drivers.service.js';

const t = useTestApp();

describe('a failed driver change writes no audit row', () => {
  it('when a step after the audit row fails inside the transaction, the change and the row roll back', async () => {
    const repo = createDriversRepository(t.db);
    const bus = createBus();
    // What the change's transaction runs after the audit row (its event's NOTIFY) fails.
    bus.subscribe('driver.updated', () => {
      throw new Error('the realtime hub is unavailable');
    });
    const audit = createAudit(t.db);
    const service = createDriversService({
      audit,
      auth: {} as AuthService,
      db: t.db,
      repo,
      policy: createDriversPolicy(repo),
      bus,
      clock: () => new Date(),
    });
    const admin = await t.factories.user({ role: 'admin' });
    const { id } = await t.factories.driver({ status: 'available' });

    await expect(
      service.update(admin.actor, id, { isActive: false, maxOrders: 5 }, '10.0.0.9'),
    ).rejects.toThrow('the realtime hub is unavailable');
    expect(await audit.forTarget('driver', id)).toHaveLength(0);
    const [row] = await t.db.select().from(drivers).where(eq(drivers.id, id));
    expect(row).toMatchObject({ isActive: true, status: 'available', maxOrders: 3 });
  });
});
