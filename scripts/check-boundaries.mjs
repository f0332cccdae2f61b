#!/usr/bin/env node
// Import boundaries (ADR 008, ADR 016). Server: no module (nor platform, db, http) imports a workflow
// (`workflows/` sits above the modules); outside `modules/<name>/` only the module's front door
// (`index.ts`) may be imported; db/schema.ts and other modules' `*.schema.ts` (foreign keys) may import
// `*.schema.ts`, and tests, test-support, the demo seed and scripts/ may use `*.factories.ts` builders;
// test-support is imported only by tests, itself and the modules' `*.sweep.ts` (ADR 017), and a sweep
// file only by tests and test-support. Web: features don't import each other; features,
// components and lib don't import app/; components and lib don't import features.
// A regex over import/export specifiers rather than a parser: it runs in well under a second.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const SERVER_SRC = 'apps/server/src/';
const MODULES = `${SERVER_SRC}modules/`;
const WORKFLOWS = `${SERVER_SRC}workflows/`;
/** The layers below the workflows (ADR 016): they never import one. */
const BELOW_WORKFLOWS = ['modules/', 'platform/', 'db/', 'http/'].map((d) => `${SERVER_SRC}${d}`);
const WEB_SRC = 'apps/web/src/';
const ROOTS = ['apps/server/src', 'scripts', 'apps/web/src'];
const SOURCE = /\.(?:[cm]?[jt]s|[jt]sx)$/;
const SCHEMA = /\.schema\.[cm]?[jt]s$/;
const TEST_FILE = /\.test\.(?:[cm]?[jt]s|[jt]sx)$/;
/** A module's rows of the wrong-user sweep (ADR 017): test code, gathered by test-support's runner. */
const SWEEP = /\.sweep\.[cm]?[jt]s$/;
const TEST_SUPPORT = `${SERVER_SRC}test-support/`;

// Comments are blanked (same length, newlines kept, so offsets and line numbers stay right); strings are
// matched only so that `//` or `/*` inside them is not taken for a comment.
const COMMENT_OR_STRING =
  /\/\*[\s\S]*?\*\/|\/\/[^\n]*|'(?:\\.|[^'\\\n])*'|"(?:\\.|[^"\\\n])*"|`(?:\\.|[^`\\])*`/g;
const SPECIFIERS = [
  /^[ \t]*(?:import|export)\b[^'"`;]*?\bfrom\s*(['"])([^'"\n]+)\1/gm,
  /^[ \t]*import\s*(['"])([^'"\n]+)\1/gm,
  /\bimport\s*\(\s*(['"])([^'"\n]+)\1\s*\)/g,
];

/** Every import specifier of a source text, with its 1-based line. */
export function importsOf(source) {
  const code = source.replace(COMMENT_OR_STRING, (m) => (m.startsWith('/') ? m.replace(/[^\n]/g, ' ') : m));
  const found = [];
  for (const pattern of SPECIFIERS) {
    for (const m of code.matchAll(pattern)) {
      const at = m.index + m[0].lastIndexOf(m[2]);
      found.push({ spec: m[2], line: code.slice(0, at).split('\n').length });
    }
  }
  return found.sort((a, b) => a.line - b.line);
}

/** The repo-relative path a relative specifier points at, or null for packages. */
function resolve(from, spec) {
  if (!spec.startsWith('./') && !spec.startsWith('../')) return null;
  return path.posix.normalize(path.posix.join(path.posix.dirname(from), spec));
}

/** `{ name, rest }` for a path inside `apps/server/src/modules/<name>/`, else null. */
function serverModule(p) {
  if (!p.startsWith(MODULES)) return null;
  const [name, ...rest] = p.slice(MODULES.length).split('/');
  return name ? { name, rest: rest.join('/') } : null;
}

const mayUseFactories = (file) =>
  TEST_FILE.test(file) ||
  SWEEP.test(file) ||
  file.startsWith(`${SERVER_SRC}test-support/`) ||
  file.startsWith(`${SERVER_SRC}seed/`) ||
  file.startsWith('scripts/');

/**
 * Benchmarks measure a module's internals on purpose (its service against the same SQL on a bare
 * pool), so they may reach into modules; they are never imported by the app.
 */
const isBenchmark = (file) => /^scripts\/bench(?:[.-][^/]*|-lib\/.*)$/.test(file);

function serverViolation(file, target) {
  // Workflows sit above the modules (ADR 016): app.ts hands them to the modules that need them.
  if (target.startsWith(WORKFLOWS) && BELOW_WORKFLOWS.some((d) => file.startsWith(d))) {
    return `a module (or platform, db, http) must not import a workflow: workflows sit above the modules (ADR 016); take what it does as a dependency from app.ts`;
  }
  // The app never loads test code: test-support is for tests, itself and the modules' sweep rows.
  if (
    target.startsWith(TEST_SUPPORT) &&
    file.startsWith(SERVER_SRC) &&
    !(TEST_FILE.test(file) || SWEEP.test(file) || file.startsWith(TEST_SUPPORT))
  ) {
    return `test-support is test code: only tests, test-support and a module's *.sweep.ts import it`;
  }
  const to = serverModule(target);
  if (!to) return null;
  if (serverModule(file)?.name === to.name) return null;
  if (isBenchmark(file)) return null;
  const inRoot = !to.rest.includes('/');
  if (to.rest === '' || /^index(?:\.[cm]?[jt]s)?$/.test(to.rest)) return null;
  if (inRoot && SCHEMA.test(to.rest)) {
    if (file === `${SERVER_SRC}db/schema.ts`) return null;
    // A table's foreign key needs the other module's table object (cart_items.user_id → user.id).
    if (serverModule(file) && SCHEMA.test(file)) return null;
    // Tests check what a request left in the database, whichever module's table it is.
    if (TEST_FILE.test(file) || file.startsWith(`${SERVER_SRC}test-support/`)) return null;
  }
  if (inRoot && SWEEP.test(to.rest)) {
    if (TEST_FILE.test(file) || file.startsWith(TEST_SUPPORT)) return null;
    return `a module's sweep rows (*.sweep.ts) are gathered by test-support's sweep runner, for tests only`;
  }
  if (inRoot && /\.factories\.[cm]?[jt]s$/.test(to.rest)) {
    if (mayUseFactories(file)) return null;
    return `test builders (*.factories.ts) are for tests, test-support, the demo seed and scripts/ only`;
  }
  return `reaches past module '${to.name}': import modules/${to.name}/index.ts`;
}

/** `{ layer, feature }` for a path inside apps/web/src, else null. */
function webLayer(p) {
  if (!p.startsWith(WEB_SRC)) return null;
  const [layer, feature] = p.slice(WEB_SRC.length).split('/');
  return { layer, feature: layer === 'features' ? feature : undefined };
}

function webViolation(file, target) {
  const from = webLayer(file);
  const to = webLayer(target);
  if (!from || !to) return null;
  if (from.layer === 'features' && to.layer === 'features' && from.feature !== to.feature) {
    return `feature '${from.feature}' must not import feature '${to.feature}': move the shared piece to lib/ or components/, or compose both in app/routes`;
  }
  if (['features', 'components', 'lib'].includes(from.layer) && to.layer === 'app') {
    return `${from.layer}/ must not import app/`;
  }
  if (['components', 'lib'].includes(from.layer) && to.layer === 'features') {
    return `${from.layer}/ must not import features/`;
  }
  return null;
}

/**
 * The boundary violations in a set of files (paths relative to the repository root, `/`-separated).
 * @param {{ path: string, source: string }[]} files
 * @returns {{ file: string, line: number, spec: string, reason: string }[]}
 */
export function violations(files) {
  const out = [];
  for (const { path: file, source } of files) {
    for (const { spec, line } of importsOf(source)) {
      const target = resolve(file, spec);
      if (!target) continue;
      const reason = serverViolation(file, target) ?? webViolation(file, target);
      if (reason) out.push({ file, line, spec, reason });
    }
  }
  return out;
}

export const format = (v) => `${v.file}:${v.line} imports '${v.spec}' — ${v.reason}`;

function readTree(root) {
  const files = [];
  for (const dir of ROOTS) {
    const abs = path.join(root, dir);
    if (!fs.existsSync(abs)) continue;
    for (const rel of fs.readdirSync(abs, { recursive: true })) {
      const p = path.posix.join(dir, rel.split(path.sep).join('/'));
      if (!SOURCE.test(p) || /(?:^|\/)(?:node_modules|dist)\//.test(p)) continue;
      files.push({ path: p, source: fs.readFileSync(path.join(root, p), 'utf8') });
    }
  }
  return files;
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const found = violations(readTree(root));
  for (const v of found) console.error(format(v));
  if (found.length > 0) {
    console.error(
      `\n${found.length} import boundary violation(s); see docs/decisions/008-module-boundaries.md`,
    );
    process.exit(1);
  }
  console.log('Import boundaries OK.');
}
