import type { LatencyKey, Measurement, SingleClient } from './types.js';

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
};

const medianOf = (values: (number | undefined)[]) => {
  const known = values.filter((v): v is number => v !== undefined);
  return known.length ? median(known) : undefined;
};

/** Several rounds of one side → one Measurement: medians of the figures, failures summed. */
export function combineRounds(rounds: Measurement[]): Measurement {
  const [first] = rounds;
  if (!first) throw new Error('no rounds to combine');
  if (rounds.length === 1) return first;
  const keys = [...new Set(rounds.flatMap((m) => Object.keys(m.latencyMs) as LatencyKey[]))];
  return {
    rate: median(rounds.map((m) => m.rate)),
    latencyMs: Object.fromEntries(keys.map((k) => [k, medianOf(rounds.map((m) => m.latencyMs[k]))])),
    total: rounds.reduce((sum, m) => sum + m.total, 0),
    failures: rounds.reduce((sum, m) => sum + m.failures, 0),
    failureDetail: rounds
      .map((m, i) => ({ m, i }))
      .filter(({ m }) => m.failures > 0)
      .map(({ m, i }) => `round ${i + 1}: ${m.failureDetail}`)
      .join('; '),
    cpuMsPerOp: medianOf(rounds.map((m) => m.cpuMsPerOp)),
    queriesPerOp: medianOf(rounds.map((m) => m.queriesPerOp)),
    singleClient: combineSingleClient(rounds.flatMap((m) => (m.singleClient ? [m.singleClient] : []))),
    bodyBytes: first.bodyBytes,
    sample: first.sample,
    notes: rounds.flatMap((m, i) => (m.notes ?? []).map((n) => `round ${i + 1}: ${n}`)),
  };
}

function combineSingleClient(rounds: SingleClient[]): SingleClient | undefined {
  if (!rounds.length) return undefined;
  return {
    rate: median(rounds.map((r) => r.rate)),
    latencyMs: {
      p50: median(rounds.map((r) => r.latencyMs.p50)),
      p99: median(rounds.map((r) => r.latencyMs.p99)),
    },
    total: rounds.reduce((sum, r) => sum + r.total, 0),
    failures: rounds.reduce((sum, r) => sum + r.failures, 0),
  };
}
