/** The slice of autocannon 8's API the benchmark uses (the package ships no types). */
declare module 'autocannon' {
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    pipelining?: number;
    timeout?: number;
    headers?: Record<string, string>;
  }
  /** Percentile keys: p1, p2_5, p10, p25, p50, p75, p90, p97_5, p99, p99_9, ... */
  type Histogram = Record<string, number> & { average: number; total: number; min: number; max: number };
  interface Result {
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    resets: number;
    '2xx': number;
    latency: Histogram;
    requests: Histogram & { sent: number };
    throughput: Histogram;
  }
  interface Instance extends Promise<Result> {
    stop(): void;
  }
  function autocannon(options: Options): Instance;
  export default autocannon;
  export type { Options, Result };
}
