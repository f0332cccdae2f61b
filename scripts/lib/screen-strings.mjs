// Which string groups each screen loads, and which it uses (scripts/check-i18n.mjs). A screen is a
// lazy chunk loaded with its groups (`screen(() => import('./Page'), 'orders', ...)`, `withStrings(...)`
// in lib/i18n.ts); the entry (main.tsx) has the start groups. Walking each screen's static imports (the
// features it composes) finds every key it can show; each key must be in a group the screen has loaded,
// or the screen shows the raw key until some other screen happens to load that group.
// A regex walk rather than a parser, like check-boundaries.mjs: it runs in well under a second.
import path from 'node:path';

const COMMENT_OR_STRING =
  /\/\*[\s\S]*?\*\/|\/\/[^\n]*|'(?:\\.|[^'\\\n])*'|"(?:\\.|[^"\\\n])*"|`(?:\\.|[^`\\])*`/g;
// `import type` brings no code (and so no keys) along.
const STATIC_IMPORTS = [
  /^[ \t]*(?:import|export)\b(?!\s+type\b)[^'"`;]*?\bfrom\s*'([^'\n]+)'/gm,
  /^[ \t]*import\s*'([^'\n]+)'/gm,
];
/** A lazy chunk loaded with string groups: `name(() => import('./x')…, 'group', …)`. */
const LAZY = /\b(\w+)\(\s*\(\)\s*=>\s*import\(\s*'([^']+)'\s*\)/g;
/**
 * A helper that loads a chunk with its caller's groups and maybe fixed ones:
 * `const screen = (load, ...groups) => lazy(withStrings(load, ...groups))`,
 * `const staffScreen = (load) => screen(load, 'auth', 'staff')`.
 */
const HELPER =
  /\bconst\s+(\w+)\s*=\s*\(\s*load\b[^)]*\)\s*=>\s*(?:lazy\(\s*)?(\w+)\(\s*load\s*((?:,\s*(?:'\w+'|\.\.\.\w+)\s*)*)\)/g;
/** Groups a file loads for itself on demand (`loadStrings('cart')`). */
const LOADS = /\bloadStrings\(([^)]*)\)/g;
/** A quoted text that looks like a key (`'checkout.errors.addressRequired'`, `t('orders.title')`). */
const KEY_LITERAL = /'([a-zA-Z]\w*(?:\.\w+)+)'/g;
/** A key built at run time from a fixed prefix: t(`kind.${k}`). */
const KEY_PREFIX = /\bt\(\s*`([\w.]+)\.\$\{/g;

const groupsIn = (text) => [...text.matchAll(/'(\w+)'/g)].map((m) => m[1]);
const withoutComments = (source) =>
  source.replace(COMMENT_OR_STRING, (m) => (m.startsWith('/') ? m.replace(/[^\n]/g, ' ') : m));

/** The text of a call from `(` at `open` to its matching `)` (strings and comments already blanked). */
function callText(code, open) {
  let depth = 0;
  for (let i = open; i < code.length; i++) {
    if (code[i] === '(') depth++;
    else if (code[i] === ')' && --depth === 0) return code.slice(open, i + 1);
  }
  return code.slice(open);
}

/**
 * Keys a screen shows whose group it does not load.
 * @param {object} o
 * @param {Map<string, string>} o.files web source files by `/`-separated path (tests left out)
 * @param {string} o.entry the entry file's path (its screen has the start groups)
 * @param {string[]} o.startGroups groups loaded before the first paint
 * @param {Map<string, string>} o.groupOf key (and plural base) → the group that holds it
 * @returns {string[]} one line per problem
 */
export function screenStringProblems({ files, entry, startGroups, groupOf }) {
  const resolve = (from, spec) => {
    if (!spec.startsWith('.')) return null;
    const base = path.posix.normalize(path.posix.join(path.posix.dirname(from), spec));
    return ['', '.ts', '.tsx', '/index.ts', '/index.tsx'].map((x) => base + x).find((p) => files.has(p));
  };
  // Helpers that load a chunk with groups of their own (the router's `screen`, `staffScreen`).
  const helpers = new Map([['withStrings', []]]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const source of files.values()) {
      for (const m of source.matchAll(HELPER)) {
        if (helpers.has(m[1]) || !helpers.has(m[2])) continue;
        helpers.set(m[1], [...helpers.get(m[2]), ...groupsIn(m[3])]);
        grew = true;
      }
    }
  }
  const scan = new Map();
  const scanOf = (file) => {
    if (scan.has(file)) return scan.get(file);
    const source = files.get(file);
    const code = withoutComments(source);
    const imports = STATIC_IMPORTS.flatMap((re) => [...code.matchAll(re)].map((m) => resolve(file, m[1])));
    const lazy = [];
    for (const m of code.matchAll(LAZY)) {
      const target = resolve(file, m[2]);
      if (!target) continue;
      // The call's arguments after the loader: the groups it loads with the chunk.
      const after = callText(code, m.index + m[1].length).slice(m[0].length - m[1].length);
      // A bare lazy import (no helper) loads no strings: the chunk shares its importer's.
      lazy.push({ target, groups: helpers.has(m[1]) ? [...helpers.get(m[1]), ...groupsIn(after)] : [] });
    }
    const own = [...code.matchAll(LOADS)].flatMap((m) => groupsIn(m[1]));
    const keys = [...new Set([...code.matchAll(KEY_LITERAL)].map((m) => m[1]))].filter((k) => groupOf.has(k));
    const prefixes = [...new Set([...code.matchAll(KEY_PREFIX)].map((m) => m[1]))];
    const result = { imports: imports.filter(Boolean), lazy, own, keys, prefixes };
    scan.set(file, result);
    return result;
  };

  const problems = new Set();
  const seen = new Set();
  const walk = (file, screen, loaded) => {
    const id = `${file}|${[...loaded].sort().join(',')}`;
    if (seen.has(id)) return;
    seen.add(id);
    const { imports, lazy, own, keys, prefixes } = scanOf(file);
    const here = new Set([...loaded, ...own]);
    const missing = (group, what) => {
      if (here.has(group)) return;
      const where = file === screen ? file : `${screen} (through ${file})`;
      problems.add(
        `${where} shows ${what} from the "${group}" group, which the screen does not load ` +
          `(it loads ${[...loaded].join(', ')}): add the group where the screen is declared`,
      );
    };
    for (const key of keys) missing(groupOf.get(key), `"${key}"`);
    for (const prefix of prefixes) {
      const inGroups = new Set(
        [...groupOf].filter(([k]) => k.startsWith(`${prefix}.`)).map(([, group]) => group),
      );
      if (inGroups.size && ![...inGroups].some((g) => here.has(g)))
        missing([...inGroups][0], `keys under "${prefix}."`);
    }
    for (const next of imports) walk(next, screen, loaded);
    for (const { target, groups } of lazy) walk(target, target, new Set([...loaded, ...groups]));
  };
  if (files.has(entry)) walk(entry, entry, new Set(startGroups));
  else problems.add(`${entry}: no such file to start from`);
  return [...problems];
}
