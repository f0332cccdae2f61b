import type { Language } from '@haflah/contracts';
import { cleanup, configure } from '@testing-library/react';
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

// findBy*/waitFor give up after this long. Testing Library's 1 s default is shorter than a lazy screen's
// first import on a loaded 2-core machine (CI's), where such tests failed with the screen on its way; a
// wait that is really stuck still fails, later.
configure({ asyncUtilTimeout: 10_000 });
afterEach(() => cleanup());
