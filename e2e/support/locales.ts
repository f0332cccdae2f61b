/** The app's own words (apps/web/src/locales), so specs look for exactly what a person sees. */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import type { Lang } from './api';

const locales = Object.fromEntries(
  (['en', 'ar'] as const).map((l) => [
    l,
    JSON.parse(
      fs.readFileSync(path.resolve(import.meta.dirname, `../../apps/web/src/locales/${l}.json`), 'utf8'),
    ),
  ]),
) as Record<Lang, Record<string, unknown>>;

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
