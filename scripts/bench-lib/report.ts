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
