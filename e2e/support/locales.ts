/** The app's own words (apps/web/src/locales), so specs look for exactly what a person sees. */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import type { Lang } from './api';

type Strings = Record<string, unknown>;

/** Deep-merges `from` into `into`, as the app merges its string groups into one namespace. */
function merge(into: Strings, from: Strings): Strings {
  for (const [k, v] of Object.entries(from)) {
    const there = into[k];
    into[k] =
      typeof v === 'object' && v !== null && typeof there === 'object' && there !== null
        ? merge(there as Strings, v as Strings)
        : v;
  }
  return into;
}

/** Every string group of a language (locales/<lang>/<group>.json), merged. */
function load(lang: Lang): Strings {
  const dir = path.resolve(import.meta.dirname, `../../apps/web/src/locales/${lang}`);
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .reduce<Strings>((all, f) => merge(all, JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8'))), {});
}

const locales = { en: load('en'), ar: load('ar') } as Record<Lang, Strings>;

function lookup(lang: Lang, key: string): unknown {
  return key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)?.[k], locales[lang]);
}

/**
 * The text of `key` with its {{variables}} filled in; with a `count`, the plural form i18next picks
 * for that language (Arabic has six).
 */
export function t(lang: Lang, key: string, vars: Record<string, string | number> = {}): string {
  const form =
    vars.count === undefined ? key : `${key}_${new Intl.PluralRules(lang).select(Number(vars.count))}`;
  const value = lookup(lang, form) ?? lookup(lang, `${key}_other`);
  assert.equal(typeof value, 'string', `locale key ${form}`);
  return (value as string).replace(/\{\{(\w+)\}\}/g, (_, v) => String(vars[v] ?? ''));
}
