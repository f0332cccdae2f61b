import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../db/client.js';
import { createTestDatabase } from '../test-support/test-db.js';
import { createJobs } from './jobs.js';
import { jobLeases } from './jobs.schema.js';

const silent = { error: vi.fn() } as unknown as Parameters<typeof createJobs>[0]['log'];

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

/** Two nodes' job runners on one database, each with the same job. */
function twoNodes(name: string, everyMs: number) {
  const runs = { a: 0, b: 0 };
  const node = (key: 'a' | 'b') => {
    const jobs = createJobs({ db: database.db, log: silent, enabled: false });
    jobs.define({
      name,
      everyMs,
      run: async () => {
        runs[key]++;
      },
    });
    return jobs;
  };
  return { a: node('a'), b: node('b'), runs };
}

describe('background jobs', () => {
  it('runs a tick once across nodes: the node that claims the interval runs it, the other skips', async () => {
    const { a, b, runs } = twoNodes('test.once', 60_000);
    const claimed = await Promise.all([a.tick('test.once'), b.tick('test.once'), a.tick('test.once')]);
    expect(claimed.filter(Boolean)).toHaveLength(1);
    expect(runs.a + runs.b).toBe(1);
    // Still inside the interval: nobody runs it again.
    expect(await b.tick('test.once')).toBe(false);
  });

  it('runs again once the interval has passed', async () => {
    const { a, b, runs } = twoNodes('test.interval', 60_000);
    expect(await a.tick('test.interval')).toBe(true);
    await database.db
      .update(jobLeases)
      .set({ runAfter: sql`now() - interval '1 second'` })
      .where(eq(jobLeases.name, 'test.interval'));
    expect(await b.tick('test.interval')).toBe(true);
    expect(runs).toEqual({ a: 1, b: 1 });
  });

  it('a job that fails keeps its claim: the next try waits for the next interval, not a busy loop', async () => {
    const jobs = createJobs({ db: database.db, log: silent, enabled: false });
    const run = vi.fn().mockRejectedValue(new Error('boom'));
    jobs.define({ name: 'test.failing', everyMs: 60_000, run });
    await expect(jobs.tick('test.failing')).rejects.toThrow('boom');
    expect(await jobs.tick('test.failing')).toBe(false);
    expect(run).toHaveBeenCalledOnce();
  });

  it('refuses two jobs with one name and ticks of unknown jobs', () => {
    const jobs = createJobs({ db: database.db, log: silent, enabled: false });
    jobs.define({ name: 'test.dup', everyMs: 1000, run: async () => {} });
    expect(() => jobs.define({ name: 'test.dup', everyMs: 1000, run: async () => {} })).toThrow(/duplicate/);
    expect(() => jobs.tick('test.nope')).toThrow(/unknown job/);
  });

  it('switched off by config: start() schedules nothing', async () => {
    vi.useFakeTimers();
    try {
      const jobs = createJobs({ db: database.db, log: silent, enabled: false });
      const run = vi.fn();
      jobs.define({ name: 'test.off', everyMs: 10, run });
      jobs.start();
      await vi.advanceTimersByTimeAsync(100);
      expect(run).not.toHaveBeenCalled();
      await jobs.stop();
    } finally {
      vi.useRealTimers();
    }
  });
});
