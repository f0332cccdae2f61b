#!/usr/bin/env node
/**
 * Lighthouse on Home, as a phone sees it on a first visit (npm run lighthouse).
 *
 * Starts the production server the way `npm start` does (scripts/start.mjs: builds the web app when
 * its sources changed; NODE_ENV=production with a throwaway AUTH_SECRET, the demo catalogue, a temp
 * data folder), then runs Lighthouse's mobile preset with its default (simulated) throttling on Home
 * in English and in Arabic, several times each, and prints the median of every figure. Each run gets
 * a fresh Chromium profile, so it is a real first visit: cold cache, splash included.
 *
 * The language lives in localStorage (spec §1), which no URL or header can set. For Arabic the page
 * gets an init script (CDP Page.addScriptToEvaluateOnNewDocument, the same mechanism the browser
 * suite uses) that stores `language=ar` before any of the page's own scripts run: the app then starts
 * exactly as it does for a returning Arabic visitor, with nothing added to the app for the tool.
 *
 *   node scripts/lighthouse.mjs [--runs 3] [--lang en,ar] [--url http://host:port] [--out dir]
 *                               [--without-splash] [--cpu-time] [--keep-traces] [--assert]
 *
 * --url measures an already running server instead of starting one. --without-splash measures a later
 * page of the session (the splash is once per session), to see what the splash itself costs.
 * --cpu-time also scores each run with the page's main-thread tasks at their CPU time instead of
 * their wall time (lib/cpu-time-trace.mjs): on a machine shared with other work, a second opinion on
 * what the same page scores on an idle one. --assert exits 1 when a median (as measured) misses the
 * target (performance ≥ 95, accessibility 100). --keep-traces keeps each run's artifacts (the trace is
 * artifacts-<lang>-<run>/defaultPass.trace.json, for Chromium's Performance panel). Reports (JSON) go to a temp folder, printed at the end.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './lib/chromium.mjs';
import { shrinkMainThreadToCpuTime } from './lib/cpu-time-trace.mjs';
import { startServer } from './lib/server.mjs';

const TARGET = { performance: 95, accessibility: 100 };

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    lang: { type: 'string', default: 'en,ar' },
    url: { type: 'string' },
    out: { type: 'string' },
    'without-splash': { type: 'boolean', default: false },
    'cpu-time': { type: 'boolean', default: false },
    'keep-traces': { type: 'boolean', default: false },
    assert: { type: 'boolean', default: false },
  },
});
const runs = Math.max(1, Number(args.runs) || 3);
const languages = args.lang.split(',').map((l) => l.trim());
const outDir = args.out ?? fs.mkdtempSync(path.join(os.tmpdir(), 'haflah-lighthouse-'));
fs.mkdirSync(outDir, { recursive: true });

const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
console.log(`Load average (1, 5, 15 min): ${load()} on ${os.cpus().length} cores`);

const server = args.url
  ? { baseUrl: args.url.replace(/\/$/, ''), stop: async () => {} }
  : await startServer({
      entry: 'start',
      env: {
        NODE_ENV: 'production',
        // Production refuses to start without one; this server lives for the run only.
        AUTH_SECRET: `lighthouse-${crypto.randomUUID()}`,
        // Required in production; nothing is mailed during a page load, so nothing listens there.
        SMTP_URL: 'smtp://127.0.0.1:9',
        SEED_DEMO: 'true',
      },
    });

/** The figures printed per run and as medians. */
const METRICS = [
  ['performance', 'Perf', (lhr) => Math.round(lhr.categories.performance.score * 100), String],
  ['accessibility', 'A11y', (lhr) => Math.round(lhr.categories.accessibility.score * 100), String],
  ['fcp', 'FCP', (lhr) => lhr.audits['first-contentful-paint'].numericValue, ms],
  ['lcp', 'LCP', (lhr) => lhr.audits['largest-contentful-paint'].numericValue, ms],
  ['tbt', 'TBT', (lhr) => lhr.audits['total-blocking-time'].numericValue, ms],
  ['cls', 'CLS', (lhr) => lhr.audits['cumulative-layout-shift'].numericValue, (v) => v.toFixed(3)],
  ['si', 'Speed Index', (lhr) => lhr.audits['speed-index'].numericValue, ms],
];
function ms(v) {
  return v >= 1000 ? `${(v / 1000).toFixed(2)} s` : `${Math.round(v)} ms`;
}
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

const LIGHTHOUSE_FLAGS = {
  logLevel: 'error',
  output: 'json',
  onlyCategories: ['performance', 'accessibility'],
};

/** Lighthouse's audits over artifacts gathered earlier (the same as a normal run does next). */
async function audit(artifactsDir) {
  const result = await lighthouse(`${server.baseUrl}/`, { ...LIGHTHOUSE_FLAGS, auditMode: artifactsDir });
  if (!result) throw new Error('Lighthouse returned no result');
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  return { lhr, report: /** @type {string} */ (result.report) };
}

/** One first visit of Home in a fresh browser: the report as measured, and the CPU-time one if asked. */
async function measure(lang, run) {
  const artifacts = path.join(outDir, `artifacts-${lang}-${run}`);
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROMIUM_FLAGS,
    logLevel: 'silent',
  });
  try {
    const browser = await puppeteer.connect({
      browserURL: `http://127.0.0.1:${chrome.port}`,
      defaultViewport: null,
    });
    const page = await browser.newPage();
    await page.evaluateOnNewDocument(
      (language, withoutSplash) => {
        try {
          localStorage.setItem('language', language);
          if (withoutSplash) sessionStorage.setItem('splashShown', '1');
        } catch {
          // about:blank, which Lighthouse opens first, has no storage.
        }
      },
      lang,
      args['without-splash'],
    );
    await lighthouse(`${server.baseUrl}/`, { ...LIGHTHOUSE_FLAGS, gatherMode: artifacts }, undefined, page);
    await browser.disconnect();
  } finally {
    chrome.kill();
  }
  try {
    const measured = await audit(artifacts);
    fs.writeFileSync(path.join(outDir, `home-${lang}-${run}.json`), measured.report);
    if (!args['cpu-time']) return { lhr: measured.lhr };
    // The same artifacts, audited again with the main thread at CPU time.
    const tracePath = path.join(artifacts, 'defaultPass.trace.json');
    const trace = JSON.parse(fs.readFileSync(tracePath, 'utf8'));
    const shrunk = shrinkMainThreadToCpuTime(trace);
    fs.writeFileSync(tracePath, JSON.stringify(trace));
    const cpu = await audit(artifacts);
    fs.writeFileSync(path.join(outDir, `home-${lang}-${run}.cpu-time.json`), cpu.report);
    return { lhr: measured.lhr, cpuLhr: cpu.lhr, waitedMs: shrunk.removedMs };
  } finally {
    // Traces are megabytes each; the reports keep what matters, unless the traces are asked for.
    if (!args['keep-traces']) fs.rmSync(artifacts, { recursive: true, force: true });
  }
}

/** What Lighthouse itself lists to fix: failed accessibility audits, and performance audits under 0.9. */
function findings(lhr) {
  const failing = (category, below) =>
    lhr.categories[category].auditRefs
      .map((ref) => lhr.audits[ref.id])
      .filter((a) => a.score !== null && a.score < below && a.scoreDisplayMode !== 'informative')
      .map((a) => `${a.title}${a.displayValue ? ` (${a.displayValue})` : ''}`);
  return { accessibility: failing('accessibility', 1), performance: failing('performance', 0.9) };
}

const readRow = (lhr) => Object.fromEntries(METRICS.map(([key, , read]) => [key, read(lhr)]));
const showRow = (row) => METRICS.map(([key, label, , show]) => `${label} ${show(row[key])}`).join(' · ');

/** @type {Record<string, Array<Record<string, number>>>} */
const results = {};
/** @type {Record<string, Array<Record<string, number>>>} */
const cpuResults = {};
let failed = false;
try {
  for (const lang of languages) {
    results[lang] = [];
    cpuResults[lang] = [];
    for (let run = 1; run <= runs; run++) {
      const before = load();
      const { lhr, cpuLhr, waitedMs } = await measure(lang, run);
      const row = readRow(lhr);
      results[lang].push(row);
      console.log(`\n${lang} run ${run}/${runs} (load ${before}): ${showRow(row)}`);
      if (cpuLhr) {
        const cpuRow = readRow(cpuLhr);
        cpuResults[lang].push(cpuRow);
        console.log(`  at CPU time (${waitedMs} ms of waiting for a CPU left out): ${showRow(cpuRow)}`);
      }
      const lcpElement =
        lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node;
      if (lcpElement)
        console.log(`  LCP element: ${lcpElement.nodeLabel ?? ''} — ${lcpElement.snippet ?? ''}`);
      const { accessibility, performance } = findings(lhr);
      for (const f of accessibility) console.log(`  accessibility: ${f}`);
      for (const f of performance) console.log(`  performance: ${f}`);
    }
  }
} catch (err) {
  failed = true;
  console.error(err);
} finally {
  await server.stop();
}

/** Prints the median of every figure per language. */
function printMedians(title, byLang) {
  const rows = Object.entries(byLang)
    .filter(([, r]) => r.length)
    .map(([lang, r]) => [lang, ...METRICS.map(([key, , , show]) => show(median(r.map((x) => x[key]))))]);
  if (!rows.length) return;
  console.log(`\n${title}\n`);
  const header = ['Language', ...METRICS.map(([, label]) => label)];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells) => cells.map((c, i) => (i ? c.padStart(widths[i]) : c.padEnd(widths[i]))).join('  ');
  console.log(line(header));
  console.log(widths.map((w) => '─'.repeat(w)).join('  '));
  for (const r of rows) console.log(line(r));
}

const visit = args['without-splash'] ? 'a later page of the session (no splash)' : 'first visit (splash)';
printMedians(
  `Median of ${runs} run${runs === 1 ? '' : 's'} — Home, mobile, default throttling, ${visit}`,
  results,
);
printMedians('The same runs with the main thread at CPU time (--cpu-time)', cpuResults);
for (const [lang, r] of Object.entries(results)) {
  if (!r.length) continue;
  const perf = median(r.map((x) => x.performance));
  const a11y = median(r.map((x) => x.accessibility));
  if (perf < TARGET.performance || a11y < TARGET.accessibility) {
    console.log(
      `\n${lang}: below target (performance ${perf} of ${TARGET.performance}, accessibility ${a11y} of ${TARGET.accessibility})`,
    );
    if (args.assert) failed = true;
  }
}
console.log(`\nLoad average now: ${load()}. Reports: ${outDir}`);
process.exit(failed ? 1 : 0);
