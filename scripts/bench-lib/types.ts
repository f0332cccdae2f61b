export interface BenchSettings {
  /** Measured seconds per run (BENCH_SECONDS). */
  seconds: number;
  /** Unmeasured warm-up seconds before each run (BENCH_WARMUP_SECONDS). */
  warmupSeconds: number;
  /** Concurrent connections / workers (BENCH_CONNECTIONS). */
  connections: number;
  /** Database pool size, equal for the app and its baseline (BENCH_POOL_SIZE). */
  poolSize: number;
  /** Rounds per case (BENCH_ROUNDS): app and baseline alternate, medians are reported. */
  rounds: number;
}

export type LatencyKey = 'p50' | 'p90' | 'p95' | 'p97_5' | 'p99';

export interface Measurement {
  /** Operations per second over the measured window. */
  rate: number;
  latencyMs: Partial<Record<LatencyKey, number>>;
  /** Operations completed in the measured window. */
  total: number;
  /** Failed operations (non-2xx, errors, timeouts), warm-up included; must be 0. */
  failures: number;
  failureDetail: string;
  /**
   * CPU time the code under test spent per operation (server process for HTTP cases). Much less
   * sensitive than throughput to a noisy, shared machine.
   */
  cpuMsPerOp?: number;
  /** Database queries the server sent per operation (HTTP cases): 0 when answered from memory. */
  queriesPerOp?: number;
  /** The same endpoint with one client alone, after the loaded run (cases that ask for it). */
  singleClient?: SingleClient;
  /** Size of one response body, when there is one. */
  bodyBytes?: number;
  /** Parsed output of one probe operation, for cross-checking the two sides of a case. */
  sample?: unknown;
  /** Case-specific facts for the report (refused orders, oversold listings, latency maximum, …). */
  notes?: string[];
}

/** One client, one request at a time: the latency a visitor sees on an otherwise idle server. */
export interface SingleClient {
  rate: number;
  latencyMs: { p50: number; p99: number };
  total: number;
  failures: number;
}

/** One side of a case: starts whatever it measures, measures it, and tears it down again. */
export interface Runner {
  label: string;
  run(settings: BenchSettings): Promise<Measurement>;
}

/**
 * The application's code path against the cheapest thing that does the same work. An in-process
 * case (e.g. availability checks/s vs raw SQL) only needs two Runners that return Measurements.
 */
export interface BenchCase {
  name: string;
  /** Throughput unit, e.g. 'req/s' or 'checks/s'. */
  unit: string;
  /** Latency percentile shown in the table. */
  tail: LatencyKey;
  /** Minimum app/baseline throughput ratio; reported as PASS / BELOW TARGET, never fails the run. */
  target?: number;
  app: Runner;
  baseline: Runner;
  /** Single-client latency the app must stay under (median, p99), in ms; reported, never fails the run. */
  latencyTargetMs?: { p50: number; p99: number };
  /** How the baseline does the same work, for the report (e.g. "static bytes", "raw SQL"). */
  baselineKind?: string;
  /** Checks that both sides produced the same thing; returns a problem, or undefined. */
  compare?(app: Measurement, baseline: Measurement): string | undefined;
}

export interface CaseResult {
  benchCase: BenchCase;
  app: Measurement;
  baseline: Measurement;
  problems: string[];
}
