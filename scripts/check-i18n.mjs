#!/usr/bin/env node
// CI check for house rule 7: `en` and `ar` have the same string groups (locales/<lang>/<group>.json)
// with the same keys in each (Arabic with all six plural forms where English has plurals), no key
// is in two groups, the start groups hold every error code's message, every static t('key') used in
// the web app exists, every screen loads the groups of the keys it shows (lib/screen-strings.mjs), and
// components contain no user-visible string literals.
//   node scripts/check-i18n.mjs [root]     root (the repository, by default) holds apps/web/src
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { screenStringProblems } from './lib/screen-strings.mjs';

const root = path.resolve(process.argv[2] ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '..'));
const webSrc = path.join(root, 'apps/web/src');
const localesDir = path.join(webSrc, 'locales');
const LANGS = ['en', 'ar'];

const PLURAL = /_(zero|one|two|few|many|other)$/;
const AR_FORMS = ['zero', 'one', 'two', 'few', 'many', 'other'];

function flatten(obj, prefix = '', out = new Map()) {
  for (const [k, v] of Object.entries(obj)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (typeof v === 'object' && v !== null) flatten(v, key, out);
    else out.set(key, String(v));
  }
  return out;
}

const problems = [];

/** The groups the app loads before the first paint, as lib/i18n.ts declares them. */
function startGroups() {
  const source = fs.readFileSync(path.join(webSrc, 'lib/i18n.ts'), 'utf8');
  const m = /export const START_GROUPS = \[([^\]]*)\]/.exec(source);
  if (!m) {
    problems.push('apps/web/src/lib/i18n.ts: no `export const START_GROUPS = [...]` to read');
    return [];
  }
  return [...m[1].matchAll(/'(\w+)'/g)].map((g) => g[1]);
}

/** Each language's groups, flattened: lang → group → key → text. */
const groups = new Map();
for (const lang of LANGS) {
  const dir = path.join(localesDir, lang);
  const files = fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith('.json')) : [];
  if (!files.length) problems.push(`locales/${lang}/ has no string groups`);
  const byGroup = new Map();
  for (const file of files.sort()) {
    byGroup.set(
      path.basename(file, '.json'),
      flatten(JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'))),
    );
  }
  groups.set(lang, byGroup);
}
for (const other of fs.readdirSync(localesDir)) {
  if (!LANGS.includes(other))
    problems.push(`locales/${other} is neither a language we speak nor a group folder`);
}

/** One language's groups merged into one map, as i18next sees them once every group is loaded. */
function merged(lang) {
  const all = new Map();
  for (const [group, keys] of groups.get(lang)) {
    for (const [key, value] of keys) {
      // Groups are deep-merged into one namespace: a key in two of them would be overwritten silently.
      if (all.has(key))
        problems.push(`${lang}: "${key}" is in the ${all.get(key).group} and ${group} groups`);
      else all.set(key, { group, value });
    }
  }
  return new Map([...all].map(([k, { value }]) => [k, value]));
}

const base = (k) => k.replace(PLURAL, '');
const vars = (s) =>
  [...s.matchAll(/\{\{(\w+)\}\}/g)]
    .map((m) => m[1])
    .sort()
    .join(',');

/** Parity of one group (or the whole of a language) between en and ar. */
function checkParity(en, ar, where) {
  const enBases = new Set([...en.keys()].map(base));
  const arBases = new Set([...ar.keys()].map(base));
  const enPlurals = new Set([...en.keys()].filter((k) => PLURAL.test(k)).map(base));
  for (const k of enBases) if (!arBases.has(k)) problems.push(`ar${where} is missing "${k}"`);
  for (const k of arBases) if (!enBases.has(k)) problems.push(`en${where} is missing "${k}" (present in ar)`);
  for (const k of enPlurals) {
    if (!en.has(`${k}_one`) || !en.has(`${k}_other`)) problems.push(`en "${k}" needs _one and _other`);
    for (const form of AR_FORMS)
      if (!ar.has(`${k}_${form}`)) problems.push(`ar "${k}" is missing the ${form} form`);
  }
  for (const [k, v] of en) {
    const arKey = ar.has(k) ? k : PLURAL.test(k) ? `${base(k)}_other` : k;
    if (ar.has(arKey) && vars(v) !== vars(ar.get(arKey)) && !PLURAL.test(k)) {
      problems.push(`"${k}" uses different variables in en (${vars(v)}) and ar (${vars(ar.get(arKey))})`);
    }
  }
}

const [enGroups, arGroups] = LANGS.map((lang) => groups.get(lang));
for (const group of new Set([...enGroups.keys(), ...arGroups.keys()])) {
  const en = enGroups.get(group);
  const ar = arGroups.get(group);
  if (!en || !ar) problems.push(`the "${group}" group is missing in ${en ? 'ar' : 'en'}`);
  else checkParity(en, ar, ` (${group} group)`);
}
const en = merged('en');
const ar = merged('ar');
const enPlurals = new Set([...en.keys()].filter((k) => PLURAL.test(k)).map(base));

// Every error code the server can answer with has a sentence in each language, under the key
// lib/errors.ts maps it to. An `errors.*` key is in a start group: the Home route shows errors before
// any lazy group loads. A code only one lazy screen can meet (checkout's, an invitation's) may have its
// sentence in that screen's group instead (`<group>.errors.<CODE>`), so Home does not carry it.
const start = startGroups();
for (const g of start) if (!enGroups.has(g)) problems.push(`START_GROUPS names "${g}", which has no file`);
const contracts = fs.readFileSync(path.join(root, 'packages/contracts/src/errors.ts'), 'utf8');
const codesSource = /export const ERROR_CODES = \[([^\]]*)\]/.exec(contracts);
if (!codesSource)
  problems.push('packages/contracts/src/errors.ts: no `export const ERROR_CODES = [...]` to read');
const errorCodes = codesSource ? [...codesSource[1].matchAll(/'(\w+)'/g)].map((m) => m[1]) : [];
const registry = fs.readFileSync(path.join(webSrc, 'lib/errors.ts'), 'utf8');
const screenErrors = /const SCREEN_ERRORS[^{]*\{([^}]*)\}/.exec(registry);
if (!screenErrors) problems.push('apps/web/src/lib/errors.ts: no `const SCREEN_ERRORS = { ... }` to read');
const screenOf = new Map(
  [...(screenErrors?.[1] ?? '').matchAll(/^ {2}(\w+): '(\w+)',$/gm)].map((m) => [m[1], m[2]]),
);
for (const code of screenOf.keys()) {
  if (!errorCodes.includes(code))
    problems.push(`apps/web/src/lib/errors.ts: SCREEN_ERRORS names ${code}, no error code`);
}
for (const code of errorCodes) {
  // The key messageKeyOf (lib/errors.ts) gives the code.
  const group = screenOf.get(code);
  const key = group ? `${group}.errors.${code}` : `errors.${code}`;
  for (const lang of LANGS) {
    const home = group ? [group] : start;
    const found = home.some((g) => groups.get(lang).get(g)?.get(key)?.trim());
    if (!(lang === 'en' ? en : ar).get(key)?.trim())
      problems.push(`${lang} has no message for error code ${code} ("${key}")`);
    else if (!found)
      problems.push(
        `${lang} "${key}" must be in ${group ? `the "${group}" group` : `a start group (${start.join(', ')})`}`,
      );
  }
}

function* sourceFiles(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(p);
    else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) yield p;
  }
}

const LETTERS = /[A-Za-z\u0600-\u06FF]{2,}/;
const ATTRS = /\b(placeholder|aria-label|title|alt|label)="([^"]*)"/g;
for (const file of sourceFiles(webSrc)) {
  const rel = path.relative(root, file);
  const text = fs.readFileSync(file, 'utf8');
  // Static t('a.b') keys must exist (dynamic keys like t(`kind.${k}`) are checked by their prefix).
  for (const m of text.matchAll(/\bt\(\s*'([\w.]+)'/g)) {
    const key = m[1];
    if (!en.has(key) && !enPlurals.has(key)) problems.push(`${rel}: t('${key}') is in no en group`);
  }
  for (const m of text.matchAll(/\bt\(\s*`([\w.]+)\.\$\{/g)) {
    if (![...en.keys()].some((k) => k.startsWith(`${m[1]}.`)))
      problems.push(`${rel}: no keys under "${m[1]}."`);
  }
  if (!file.endsWith('.tsx')) continue;
  const code = text
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/^\s*\/\/.*$/gm, '')
    .replace(/\{\/\*[\s\S]*?\*\/\}/g, '');
  // JSX text between tags: >Some words<
  for (const m of code.matchAll(/>([^<>{}]+)</g)) {
    const s = m[1].trim();
    if (s && LETTERS.test(s) && !/^[\w.]+\s*=>/.test(s) && !/[;=()]/.test(s)) {
      problems.push(`${rel}: untranslated text "${s.slice(0, 40)}"`);
    }
  }
  for (const m of code.matchAll(ATTRS)) {
    if (LETTERS.test(m[2])) problems.push(`${rel}: untranslated ${m[1]}="${m[2]}"`);
  }
}

// Each screen loads the groups of the keys it shows: those of the features it composes.
const webFiles = new Map(
  [...sourceFiles(webSrc)].map((file) => [
    path.relative(root, file).split(path.sep).join('/'),
    fs.readFileSync(file, 'utf8'),
  ]),
);
const groupOf = new Map();
for (const [group, keys] of enGroups) {
  for (const key of keys.keys()) {
    groupOf.set(key, group);
    if (PLURAL.test(key)) groupOf.set(base(key), group);
  }
}
problems.push(
  ...screenStringProblems({ files: webFiles, entry: 'apps/web/src/main.tsx', startGroups: start, groupOf }),
);

if (problems.length) {
  console.error(`i18n check failed (${problems.length}):\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(
  `i18n check passed: ${enGroups.size} groups, ${en.size} en keys, ${ar.size} ar keys, ` +
    `${errorCodes.length} error codes translated, no untranslated literals.`,
);
