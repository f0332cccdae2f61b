import type { Language, LocalizedText } from '@haflah/contracts';
import i18n from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import ar from '../locales/ar.json';
import en from '../locales/en.json';

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

export function initI18n() {
  const lng = savedLanguage();
  void i18n.use(initReactI18next).init({
    resources: { en: { translation: en }, ar: { translation: ar } },
    lng,
    fallbackLng: 'en',
    interpolation: { escapeValue: false },
    returnNull: false,
  });
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
  void i18n.changeLanguage(lang);
}

/** The current language plus a picker for text stored in both languages. */
export function useLanguage() {
  const { i18n: instance } = useTranslation();
  const lang: Language = instance.language === 'ar' ? 'ar' : 'en';
  return { lang, pick: (text: LocalizedText) => text[lang] || text.en, isRtl: lang === 'ar' };
}
