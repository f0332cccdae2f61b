#!/usr/bin/env node
// CI check for house rule 7: `en` and `ar` have the same keys (Arabic with all six plural forms where
// English has plurals), every static t('key') used in the web app exists, and components contain no
// user-visible string literals.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const webSrc = path.join(root, 'apps/web/src');
const load = (lang) => JSON.parse(fs.readFileSync(path.join(webSrc, 'locales', `${lang}.json`), 'utf8'));

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
const en = flatten(load('en'));
const ar = flatten(load('ar'));
const base = (k) => k.replace(PLURAL, '');
const enBases = new Set([...en.keys()].map(base));
const arBases = new Set([...ar.keys()].map(base));
const enPlurals = new Set([...en.keys()].filter((k) => PLURAL.test(k)).map(base));

for (const k of enBases) if (!arBases.has(k)) problems.push(`ar is missing "${k}"`);
for (const k of arBases) if (!enBases.has(k)) problems.push(`en is missing "${k}" (present in ar)`);
for (const k of enPlurals) {
  if (!en.has(`${k}_one`) || !en.has(`${k}_other`)) problems.push(`en "${k}" needs _one and _other`);
  for (const form of AR_FORMS)
    if (!ar.has(`${k}_${form}`)) problems.push(`ar "${k}" is missing the ${form} form`);
}
for (const [k, v] of en) {
  const vars = (s) =>
    [...s.matchAll(/\{\{(\w+)\}\}/g)]
      .map((m) => m[1])
      .sort()
      .join(',');
  const arKey = ar.has(k) ? k : PLURAL.test(k) ? `${base(k)}_other` : k;
  if (ar.has(arKey) && vars(v) !== vars(ar.get(arKey)) && !PLURAL.test(k)) {
    problems.push(`"${k}" uses different variables in en (${vars(v)}) and ar (${vars(ar.get(arKey))})`);
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
    if (!en.has(key) && !enPlurals.has(key)) problems.push(`${rel}: t('${key}') is not in en.json`);
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

if (problems.length) {
  console.error(`i18n check failed (${problems.length}):\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(`i18n check passed: ${en.size} en keys, ${ar.size} ar keys, no untranslated literals.`);
