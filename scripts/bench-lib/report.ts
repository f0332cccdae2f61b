import type { CaseResult, LatencyKey, Measurement } from './types.js';

const int = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const ms = (v: number | undefined) => (v === undefined ? '–' : `${v < 10 ? v.toFixed(1) : int.format(v)} ms`);
const cpu = (v: number | undefined) => (v === undefined ? '–' : `${v.toFixed(3)} ms`);
const size = (v: number | undefined) =>
  v === undefined ? '–' : v < 1000 ? `${v} B` : `${(v / 1000).toFixed(1)} kB`;
const ratio = (a: number | undefined, b: number | undefined) =>
  a === undefined || b === undefined || b === 0 ? '–' : `${(a / b).toFixed(2)}×`;

/** Renders rows of cells as aligned columns; `right` marks right-aligned column indexes. */
export function table(header: string[], rows: string[][], right: number[]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => (right.includes(i) ? c.padStart(widths[i] ?? 0) : c.padEnd(widths[i] ?? 0)))
      .join('  ')
      .trimEnd();
  return [line(header), widths.map((w) => '─'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

export function verdict(result: CaseResult): string | undefined {
  const { target } = result.benchCase;
  if (target === undefined) return undefined;
  const r = result.app.rate / result.baseline.rate;
  return `${r >= target ? 'PASS' : 'BELOW TARGET'} (target ≥ ${target.toFixed(2)}× baseline ${result.benchCase.unit})`;
}

export function renderResults(results: CaseResult[]): string {
  const header = ['Case', 'Side', 'Throughput', 'p50', 'Tail', 'CPU/op', 'Body', 'Failures', ''];
  const rows: string[][] = [];
  for (const result of results) {
    const { benchCase: c } = result;
    const side = (label: string, m: Measurement, tail: LatencyKey) => [
      label,
      `${int.format(m.rate)} ${c.unit}`,
      ms(m.latencyMs.p50),
      `${tail} ${ms(m.latencyMs[tail])}`,
      cpu(m.cpuMsPerOp),
      size(m.bodyBytes),
      int.format(m.failures),
    ];
    rows.push([c.name, ...side(`app: ${c.app.label}`, result.app, c.tail), '']);
    rows.push(['', ...side(`baseline: ${c.baseline.label}`, result.baseline, c.tail), '']);
    rows.push([
      '',
      'app / baseline',
      ratio(result.app.rate, result.baseline.rate),
      ratio(result.app.latencyMs.p50, result.baseline.latencyMs.p50),
      `${c.tail} ${ratio(result.app.latencyMs[c.tail], result.baseline.latencyMs[c.tail])}`,
      ratio(result.app.cpuMsPerOp, result.baseline.cpuMsPerOp),
      ratio(result.app.bodyBytes, result.baseline.bodyBytes),
      '',
      verdict(result) ?? '',
    ]);
    rows.push([]);
  }
  rows.pop();
  return table(header, rows, [2, 3, 4, 5, 6, 7]);
}

/** Each case's own facts (Measurement.notes) under the table: refusals, oversold listings, latency maximum. */
export function renderNotes(results: CaseResult[]): string {
  return results
    .filter((r) => r.app.notes?.length || r.baseline.notes?.length)
    .map(({ benchCase: c, app, baseline }) =>
      [
        `${c.name}:`,
        ...(app.notes ?? []).map((n) => `  app: ${n}`),
        ...(baseline.notes ?? []).map((n) => `  baseline: ${n}`),
      ].join('\n'),
    )
    .join('\n');
}

const pass = (ok: boolean) => (ok ? 'PASS' : 'MISS');
const perOp = (v: number | undefined) => (v === undefined ? '–' : v.toFixed(2));

/**
 * One line per case (npm run bench -- --scale): throughput at load against the baseline and its
 * target, the app's latency at load, the app's latency for one client alone (the baseline's in
 * brackets) against the latency target, and the database statements per request each side sent
 * (0.00: answered from memory).
 */
export function renderSummary(results: CaseResult[]): string {
  const header = [
    'Case',
    'Compared with',
    'App',
    'Baseline',
    'App/base',
    'Target',
    '',
    'App p50',
    'App p99',
    'DB q/req',
    '1 client p50 (base)',
    '1 client p99 (base)',
    'Latency target',
    '',
  ];
  const rows = results.map(({ benchCase: c, app, baseline }) => {
    const r = app.rate / baseline.rate;
    const [one, base] = [app.singleClient, baseline.singleClient];
    const oneClient = (k: 'p50' | 'p99') =>
      one ? `${ms(one.latencyMs[k])}${base ? ` (${ms(base.latencyMs[k])})` : ''}` : '–';
    const lt = c.latencyTargetMs;
    return [
      c.name,
      c.baselineKind ?? c.baseline.label,
      `${int.format(app.rate)} ${c.unit}`,
      `${int.format(baseline.rate)} ${c.unit}`,
      ratio(app.rate, baseline.rate),
      c.target === undefined ? '–' : `≥ ${c.target.toFixed(2)}×`,
      c.target === undefined ? '' : pass(r >= c.target),
      ms(app.latencyMs.p50),
      ms(app.latencyMs.p99),
      `${perOp(app.queriesPerOp)} / ${perOp(baseline.queriesPerOp)}`,
      oneClient('p50'),
      oneClient('p99'),
      lt ? `< ${lt.p50} / < ${lt.p99} ms` : '–',
      lt && one ? pass(one.latencyMs.p50 < lt.p50 && one.latencyMs.p99 < lt.p99) : '',
    ];
  });
  return table(header, rows, [2, 3, 4, 7, 8, 9, 10, 11]);
}
