import type { Language, LocalizedText } from '@haflah/contracts';
import i18n, { type ResourceLanguage } from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';

/** Spec §1: the language preference lives on the device under this key. */
export const LANGUAGE_KEY = 'language';

function savedLanguage(): Language {
  try {
    return localStorage.getItem(LANGUAGE_KEY) === 'ar' ? 'ar' : 'en';
  } catch {
    return 'en';
  }
}

function applyToDocument(lang: Language) {
  document.documentElement.lang = lang;
  document.documentElement.dir = lang === 'ar' ? 'rtl' : 'ltr';
}

type Strings = ResourceLanguage;

/** Each language's strings are their own chunk: a visitor downloads only the language they read. */
const LOADERS: Record<Language, () => Promise<{ default: Strings }>> = {
  en: () => import('../locales/en.json'),
  ar: () => import('../locales/ar.json'),
};

async function ensureLoaded(lang: Language) {
  if (!i18n.hasResourceBundle(lang, 'translation')) {
    i18n.addResourceBundle(lang, 'translation', (await LOADERS[lang]()).default);
  }
}

/**
 * Starts i18next in the saved language, once its strings are loaded. Tests pass every language's
 * strings up front, so a language switch applies at once.
 */
export async function initI18n(preloaded: Partial<Record<Language, Strings>> = {}) {
  const lng = savedLanguage();
  await i18n.use(initReactI18next).init({
    resources: Object.fromEntries(
      Object.entries(preloaded).map(([l, strings]) => [l, { translation: strings }]),
    ),
    lng,
    // Parity of en and ar is enforced by scripts/check-i18n.mjs, so no fallback language is needed.
    fallbackLng: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  await ensureLoaded(lng);
  applyToDocument(lng);
  i18n.on('languageChanged', (l) => applyToDocument(l === 'ar' ? 'ar' : 'en'));
  return i18n;
}

export function setLanguage(lang: Language) {
  try {
    localStorage.setItem(LANGUAGE_KEY, lang);
  } catch {
    // Private mode: the choice still applies for this visit.
  }
  if (i18n.hasResourceBundle(lang, 'translation')) void i18n.changeLanguage(lang);
  else void ensureLoaded(lang).then(() => i18n.changeLanguage(lang));
}

/** The current language plus a picker for text stored in both languages. */
export function useLanguage() {
  const { i18n: instance } = useTranslation();
  const lang: Language = instance.language === 'ar' ? 'ar' : 'en';
  return { lang, pick: (text: LocalizedText) => text[lang] || text.en, isRtl: lang === 'ar' };
}
