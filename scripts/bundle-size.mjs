#!/usr/bin/env node
/**
 * JavaScript the Home route loads: its size gzipped against the budget, and the bytes the server
 * actually sends for it (npm run bench:bundle).
 *
 * Reads the Vite build manifest (build.manifest: true), takes the HTML entry chunk and everything it
 * imports statically (transitively), plus the string groups lib/i18n.ts loads before the first paint
 * in the larger language: that is what the first page load fetches. Dynamic imports are other routes,
 * areas and their strings, loaded lazily; they are listed for information only, as is the CSS.
 * 1 kB = 1000 bytes, as Vite prints sizes.
 *
 * Wire: the real server is started on a free port (a temp data folder, serving this dist folder) and
 * each file is fetched the way a browser does (`Accept-Encoding: br, gzip`); the response body bytes
 * received are what the Home route costs on the network (headers not counted). They are checked
 * against the file's Brotli size (quality 11, what the build writes): more than 10% over means the
 * server is not sending what the build compressed.
 *
 *   node scripts/bundle-size.mjs [distDir]     distDir (or BUNDLE_DIST) defaults to apps/web/dist
 *   BUNDLE_URL=http://host:port                measure that running server instead of starting one
 *
 * Exit code 1 when the build is missing, the Home route JS is over budget, or its wire size is more
 * than 10% over its Brotli size.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { startServer } from './lib/server.mjs';

const BUDGET_KB = 150;
/** The wire size may exceed the Brotli size by this share at most. */
const WIRE_TOLERANCE = 0.1;
const repoRoot = path.resolve(import.meta.dirname, '..');
const distDir = path.resolve(
  process.argv[2] ?? process.env.BUNDLE_DIST ?? path.join(repoRoot, 'apps/web/dist'),
);
const manifestPath = path.join(distDir, '.vite', 'manifest.json');
const shown = (p) => {
  const rel = path.relative(process.cwd(), p);
  return rel.startsWith('..') ? p : rel || '.';
};

function fail(message) {
  console.error(message);
  process.exit(1);
}

if (!fs.existsSync(manifestPath)) {
  fail(`No Vite manifest at ${shown(manifestPath)}: run npm run build first (with build.manifest: true).`);
}

/** @type {Record<string, {file: string, src?: string, name?: string, isEntry?: boolean, isDynamicEntry?: boolean, imports?: string[], dynamicImports?: string[], css?: string[]}>} */
const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8'));

const entries = Object.entries(manifest).filter(([, chunk]) => chunk.isEntry);
const entryKey =
  (manifest['index.html']?.isEntry && 'index.html') ||
  entries.find(([key, chunk]) => (chunk.src ?? key).endsWith('.html'))?.[0] ||
  (entries.length === 1 ? entries[0]?.[0] : undefined);
if (!entryKey) fail(`No HTML entry chunk (isEntry) in ${shown(manifestPath)}.`);

function chunk(key) {
  const c = manifest[key];
  if (!c) fail(`${shown(manifestPath)} refers to "${key}", which it does not list.`);
  return c;
}

/** Keys reachable from `start` through static imports, start included, in discovery order. */
function staticClosure(start) {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const imported of chunk(key).imports ?? []) visit(imported);
  };
  for (const key of start) visit(key);
  return seen;
}

const sizes = new Map();
function sizeOf(file) {
  let s = sizes.get(file);
  if (!s) {
    const full = path.join(distDir, file);
    if (!fs.existsSync(full)) fail(`${file} is in the manifest but not in ${shown(distDir)}: rebuild.`);
    const raw = fs.readFileSync(full);
    s = {
      raw: raw.length,
      gzip: zlib.gzipSync(raw, { level: 9 }).length,
      brotli: zlib.brotliCompressSync(raw, {
        params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY },
      }).length,
    };
    sizes.set(file, s);
  }
  return s;
}

const kB = (bytes) => `${(bytes / 1000).toFixed(2)} kB`;
const sum = (files, key) => files.reduce((total, f) => total + sizeOf(f)[key], 0);

/** Prints aligned columns; the first `textColumns` are left-aligned, the rest (sizes) right-aligned. */
function printTable(header, rows, textColumns = 1) {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i] ?? '').length)));
  const line = (cells) =>
    cells
      .map((c, i) => (i < textColumns ? String(c).padEnd(widths[i]) : String(c).padStart(widths[i])))
      .join('  ')
      .trimEnd();
  console.log(line(header));
  console.log(widths.map((w) => '─'.repeat(w)).join('  '));
  for (const r of rows) console.log(r.length ? line(r) : '');
}

const isJs = (file) => /\.(m?js)$/.test(file);

// ---- Home route: entry + static imports ----
const initial = staticClosure([entryKey]);

/**
 * The first paint also waits for the start string groups of the visitor's language (lib/i18n.ts:
 * START_GROUPS, each `locales/<lang>/<group>.json` its own chunk, imported on demand); the other
 * groups load with the lazy areas that need them. The language whose start groups are larger is
 * counted, so either language fits the budget.
 */
function startStrings() {
  const i18nSource = path.join(repoRoot, 'apps/web/src/lib/i18n.ts');
  const declared = /export const START_GROUPS = \[([^\]]*)\]/.exec(fs.readFileSync(i18nSource, 'utf8'));
  if (!declared) fail(`No \`export const START_GROUPS = [...]\` in ${shown(i18nSource)}.`);
  const names = [...declared[1].matchAll(/'(\w+)'/g)].map((m) => m[1]);
  /** @type {Map<string, string[]>} language → files of its start groups */
  const byLang = new Map();
  for (const [key, c] of Object.entries(manifest)) {
    const m = /locales\/(\w+)\/(\w+)\.json$/.exec(c.src ?? key);
    if (!m || !names.includes(m[2])) continue;
    byLang.set(m[1], [...(byLang.get(m[1]) ?? []), ...[...staticClosure([key])].map((k) => chunk(k).file)]);
  }
  if (!byLang.size)
    fail(`No chunk for the start string groups (${names.join(', ')}) in ${shown(manifestPath)}.`);
  for (const [lang, files] of byLang) {
    if (files.length < names.length) fail(`The ${lang} start strings lack a group of ${names.join(', ')}.`);
  }
  const [lang, files] = [...byLang].sort(([, a], [, b]) => sum(b, 'gzip') - sum(a, 'gzip'))[0];
  return { lang, names, files };
}
const strings = startStrings();
const initialJs = [...new Set([...[...initial].map((k) => chunk(k).file).filter(isJs), ...strings.files])];
const jsRaw = sum(initialJs, 'raw');
const jsGzip = sum(initialJs, 'gzip');
const jsBrotli = sum(initialJs, 'brotli');
const over = jsGzip > BUDGET_KB * 1000;

// ---- Bytes on the wire: what the server sends for each file ----
const initialCss = [...new Set([...initial].flatMap((k) => chunk(k).css ?? []))];

/** Response body bytes as received (node:http leaves the encoding alone), and the encoding used. */
function fetchWire(baseUrl, file) {
  return new Promise((resolve, reject) => {
    const req = http.get(`${baseUrl}/${file}`, { headers: { 'accept-encoding': 'br, gzip' } }, (res) => {
      let bytes = 0;
      res.on('data', (chunk) => {
        bytes += chunk.length;
      });
      res.on('end', () => {
        if (res.statusCode !== 200) reject(new Error(`${file}: HTTP ${res.statusCode}`));
        else resolve({ bytes, encoding: String(res.headers['content-encoding'] ?? 'identity') });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
  });
}

/** @type {Map<string, {bytes: number, encoding: string}>} */
const wire = new Map();
const server = process.env.BUNDLE_URL
  ? { baseUrl: process.env.BUNDLE_URL.replace(/\/$/, ''), stop: async () => {} }
  : await startServer({
      entry: 'main',
      quiet: true,
      env: { WEB_DIST: distDir, SEED_DEMO: 'false', JOBS_ENABLED: 'false' },
    }).catch((err) => fail(`Could not start the server to measure the wire size: ${err.message}`));
try {
  for (const file of [...initialJs, ...initialCss]) wire.set(file, await fetchWire(server.baseUrl, file));
} catch (err) {
  fail(`Could not fetch the Home route's files from ${server.baseUrl}: ${err.message}`);
} finally {
  await server.stop();
}
const wireOf = (file) => /** @type {{bytes: number, encoding: string}} */ (wire.get(file));
const jsWire = initialJs.reduce((total, f) => total + wireOf(f).bytes, 0);
const wireOver = jsWire > jsBrotli * (1 + WIRE_TOLERANCE);

console.log(
  `Home route JavaScript — entry ${entryKey}, its static imports and the start strings ` +
    `(${strings.names.join(', ')}) in the larger language, ${strings.lang} (${shown(distDir)}; ` +
    `wire: as ${process.env.BUNDLE_URL ? server.baseUrl : 'the server'} sends it to a browser)\n`,
);
const sizeRow = (f) => [
  f,
  kB(sizeOf(f).raw),
  kB(sizeOf(f).gzip),
  kB(sizeOf(f).brotli),
  kB(wireOf(f).bytes),
  wireOf(f).encoding,
];
printTable(
  ['File', 'Raw', 'Gzip', 'Brotli', 'Wire', 'Sent as'],
  [
    ...initialJs.map(sizeRow),
    [],
    [
      `Total (${initialJs.length} file${initialJs.length === 1 ? '' : 's'})`,
      kB(jsRaw),
      kB(jsGzip),
      kB(jsBrotli),
      kB(jsWire),
    ],
  ],
);
const share = ((jsGzip / (BUDGET_KB * 1000)) * 100).toFixed(0);
console.log(
  `\nBudget: ${kB(jsGzip)} (${jsGzip} bytes) of ${BUDGET_KB} kB gzipped (${share}%) — ${over ? 'OVER BUDGET' : 'PASS'}`,
);
const wireShare = ((jsWire - jsBrotli) / jsBrotli) * 100;
console.log(
  `Wire: ${kB(jsWire)} sent for ${kB(jsBrotli)} Brotli (${wireShare < 0 ? '−' : '+'}${Math.abs(wireShare).toFixed(1)}%, ` +
    `at most +${WIRE_TOLERANCE * 100}%) — ${wireOver ? 'NOT SENT COMPRESSED' : 'PASS'}\n`,
);

// ---- CSS loaded with the Home route (not counted in the JS budget) ----
if (initialCss.length) {
  console.log('Entry CSS (not counted in the JS budget)\n');
  printTable(
    ['File', 'Raw', 'Gzip', 'Brotli', 'Wire', 'Sent as'],
    [
      ...initialCss.map(sizeRow),
      ...(initialCss.length > 1
        ? [
            [],
            [
              'Total',
              kB(sum(initialCss, 'raw')),
              kB(sum(initialCss, 'gzip')),
              kB(sum(initialCss, 'brotli')),
              kB(initialCss.reduce((total, f) => total + wireOf(f).bytes, 0)),
            ],
          ]
        : []),
    ],
  );
  console.log('');
} else {
  console.log('Entry CSS: none\n');
}

// ---- Lazy chunks: everything reachable through dynamic imports, minus what is already loaded ----
const lazy = new Set();
const lazyEntries = new Set();
const queue = [...initial].flatMap((k) => chunk(k).dynamicImports ?? []);
for (const key of queue) lazyEntries.add(key);
while (queue.length) {
  const key = /** @type {string} */ (queue.shift());
  if (initial.has(key) || lazy.has(key)) continue;
  lazy.add(key);
  const c = chunk(key);
  for (const k of c.dynamicImports ?? []) lazyEntries.add(k);
  queue.push(...(c.imports ?? []), ...(c.dynamicImports ?? []));
}

const lazyJs = [...lazy].filter((k) => isJs(chunk(k).file));
if (lazyJs.length) {
  console.log('Lazy chunks (dynamic imports, for information)\n');
  /** Extra gzipped JS a lazy entry needs once the Home route is loaded: itself plus its static imports. */
  const routeCost = (key) =>
    sum(
      [...new Set([...staticClosure([key])].filter((k) => !initial.has(k)).map((k) => chunk(k).file))].filter(
        isJs,
      ),
      'gzip',
    );
  printTable(
    ['File', 'Source', 'Raw', 'Gzip', 'With its imports'],
    [
      ...lazyJs.map((k) => {
        const c = chunk(k);
        const { raw, gzip } = sizeOf(c.file);
        return [c.file, c.src ?? c.name ?? k, kB(raw), kB(gzip), lazyEntries.has(k) ? kB(routeCost(k)) : ''];
      }),
      [],
      [
        `Total (${lazyJs.length} chunks)`,
        '',
        kB(
          sum(
            lazyJs.map((k) => chunk(k).file),
            'raw',
          ),
        ),
        kB(
          sum(
            lazyJs.map((k) => chunk(k).file),
            'gzip',
          ),
        ),
        '',
      ],
    ],
    2,
  );
} else {
  console.log('Lazy chunks: none');
}

process.exit(over || wireOver ? 1 : 0);
