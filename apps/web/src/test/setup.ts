import type { Language } from '@haflah/contracts';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { initI18n } from '../lib/i18n';

// Every string group of both languages up front: components render in tests without their lazy
// area's loader, and a language switch applies at once.
const files = import.meta.glob<Record<string, unknown>>('../locales/*/*.json', {
  eager: true,
  import: 'default',
});
const strings: Record<Language, Record<string, unknown>[]> = { en: [], ar: [] };
for (const [file, groups] of Object.entries(files)) {
  const lang = file.split('/')[2] as Language;
  strings[lang].push(groups);
}

await initI18n(strings);
afterEach(() => cleanup());
