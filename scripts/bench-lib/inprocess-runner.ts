import type { BenchSettings, LatencyKey, Measurement, Runner } from './types.js';

/** What `op` resolves to when the operation ran but is not one the case counts (e.g. a refused order). */
export const NOT_COUNTED = Symbol('not counted');

/**
 * What an in-process runner measures: one operation, given a running counter to pick its input and
 * the index of the worker running it (0 … connections - 1: a worker can be one customer).
 */
export interface InProcessTarget {
  op(i: number, worker: number): Promise<unknown>;
  /** Work before each operation that is not part of it (refilling a cart): not timed, still in the window. */
  untimed?(i: number, worker: number): Promise<void>;
  /** Results of a fixed set of operations, for cross-checking the two sides of a case. */
  sample?(): Promise<unknown>;
  /**
   * After the measured run, before close: checks of what the run left behind (problems count as
   * failures), lines for the report, and a sample for the cross-check when `sample` has none.
   */
  after?(): Promise<{ problems?: string[]; notes?: string[]; sample?: unknown }>;
  close(): Promise<void>;
}

export interface InProcessRunnerOptions {
  label: string;
  /** Built lazily: the database only exists once the bench has prepared it. */
  open(settings: BenchSettings): Promise<InProcessTarget>;
}

const PERCENTILES: [LatencyKey, number][] = [
  ['p50', 0.5],
  ['p90', 0.9],
  ['p95', 0.95],
  ['p97_5', 0.975],
  ['p99', 0.99],
];

/** Nearest-rank percentiles of latencies in ms, rounded to 0.01 ms. */
export function percentiles(latencies: number[]): Measurement['latencyMs'] {
  if (!latencies.length) return {};
  const sorted = Float64Array.from(latencies).sort();
  return Object.fromEntries(
    PERCENTILES.map(([key, q]) => {
      const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
      return [key, Math.round((sorted[rank] as number) * 100) / 100];
    }),
  );
}

/**
 * A closed loop in this process: `settings.connections` workers each run the operation back to back
 * (as autocannon's connections do for HTTP cases), first for the warm-up (discarded), then for the
 * measured window. CPU per operation is this process's, load loop included, which costs both sides
 * of a case the same.
 */
export function inProcessRunner(options: InProcessRunnerOptions): Runner {
  return {
    label: options.label,
    async run(settings: BenchSettings): Promise<Measurement> {
      const target = await options.open(settings);
      try {
        const sample = await target.sample?.();
        let counter = 0;
        let failures = 0;
        let firstFailure = '';

        const phase = async (seconds: number) => {
          const latencies: number[] = [];
          const deadline = performance.now() + seconds * 1000;
          const worker = async (_: unknown, w: number) => {
            while (performance.now() < deadline) {
              const i = counter++;
              try {
                await target.untimed?.(i, w);
                const started = performance.now();
                const result = await target.op(i, w);
                if (result !== NOT_COUNTED) latencies.push(performance.now() - started);
              } catch (err) {
                failures++;
                firstFailure ||= err instanceof Error ? err.message : String(err);
              }
            }
          };
          const began = performance.now();
          await Promise.all(Array.from({ length: settings.connections }, worker));
          return { latencies, elapsed: (performance.now() - began) / 1000 };
        };

        if (settings.warmupSeconds > 0) await phase(settings.warmupSeconds);
        const cpuBefore = process.cpuUsage();
        const { latencies, elapsed } = await phase(settings.seconds);
        const cpu = process.cpuUsage(cpuBefore);
        const after = await target.after?.();
        const problems = after?.problems ?? [];
        if (problems.length) {
          failures += problems.length;
          firstFailure ||= problems[0] as string;
        }
        return {
          rate: latencies.length / elapsed,
          latencyMs: percentiles(latencies),
          total: latencies.length,
          failures,
          failureDetail: failures
            ? `${failures} failed operations or checks, first: ${firstFailure}` +
              (problems.length > 1 ? `; all checks: ${problems.join('; ')}` : '')
            : '',
          cpuMsPerOp: latencies.length ? (cpu.user + cpu.system) / 1000 / latencies.length : undefined,
          notes: after?.notes,
          sample: sample ?? after?.sample,
        };
      } finally {
        await target.close();
      }
    },
  };
}
