import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.js';
import { jobLeases } from './jobs.schema.js';

export interface Job {
  /** Unique across the app: the lease row's key. */
  name: string;
  everyMs: number;
  run(): Promise<unknown>;
}

/**
 * Background work (hold sweeps, the mail outbox, later event completion). Every node ticks every job,
 * and each tick is claimed in PostgreSQL first, so across nodes a job runs once per interval. Switched
 * on by config (JOBS_ENABLED), never by NODE_ENV: tests leave it off and run jobs by hand with `runNow`.
 */
export function createJobs({ db, log, enabled }: { db: Db; log: FastifyBaseLogger; enabled: boolean }) {
  const jobs = new Map<string, Job>();
  const timers: NodeJS.Timeout[] = [];
  const running = new Set<Promise<unknown>>();

  /** True when this node took the tick: `run_after` was due and this statement moved it on. */
  async function claim(job: Job): Promise<boolean> {
    const next = sql`now() + make_interval(secs => ${job.everyMs / 1000})`;
    const claimed = await db
      .insert(jobLeases)
      .values({ name: job.name, runAfter: next })
      .onConflictDoUpdate({
        target: jobLeases.name,
        set: { runAfter: next },
        setWhere: sql`${jobLeases.runAfter} <= now()`,
      })
      .returning({ name: jobLeases.name });
    return claimed.length > 0;
  }

  async function tick(job: Job): Promise<boolean> {
    if (!(await claim(job))) return false;
    await job.run();
    return true;
  }

  function track(p: Promise<unknown>) {
    running.add(p);
    void p.finally(() => running.delete(p));
  }

  return {
    define(job: Job) {
      if (jobs.has(job.name)) throw new Error(`duplicate job ${job.name}`);
      jobs.set(job.name, job);
    },

    /** A claimed tick of one job; false when another node (or an earlier tick) holds the interval. */
    tick(name: string): Promise<boolean> {
      const job = jobs.get(name);
      if (!job) throw new Error(`unknown job ${name}`);
      return tick(job);
    },

    start() {
      if (!enabled) return;
      for (const job of jobs.values()) {
        const timer = setInterval(() => {
          track(tick(job).catch((err) => log.error({ err, job: job.name }, 'background job failed')));
        }, job.everyMs);
        timer.unref();
        timers.push(timer);
      }
    },

    async stop() {
      for (const timer of timers.splice(0)) clearInterval(timer);
      await Promise.allSettled([...running]);
    },
  };
}

export type Jobs = ReturnType<typeof createJobs>;
