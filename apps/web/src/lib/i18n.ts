import type { Language, LocalizedText } from '@haflah/contracts';
import i18n from 'i18next';
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

type Strings = Record<string, unknown>;

/**
 * The strings come in groups, a file per group and language (`locales/<lang>/<group>.json`), all
 * merged into the one `translation` namespace: a key reads the same whichever file holds it. A visitor
 * downloads only their language, and of it only the groups the screens they open need: the app shell
 * and the Home route need START_GROUPS, read before the first paint (scripts/bundle-size.mjs counts
 * them in the Home route's budget); every lazy area loads its own groups with its chunk
 * (`withStrings`), through the loaders in `locale-files.ts` (a chunk of their own), so the Home route
 * grows neither with areas nor with string groups.
 */
export const START_GROUPS = ['core'] as const;
export type StringGroup =
  | 'core'
  | 'product'
  | 'cart'
  | 'timeSlot'
  | 'settings'
  | 'auth'
  | 'account'
  | 'addresses'
  | 'payments'
  | 'checkout'
  | 'orders'
  | 'staff'
  | 'shop'
  | 'shopListings'
  | 'shopOrders'
  | 'admin'
  | 'adminShops'
  | 'adminOps'
  | 'adminOrders'
  | 'adminSupport'
  | 'help'
  | 'driver'
  | 'tracking'
  | 'events'
  | 'rsvp'
  | 'favorites'
  | 'shopBookings'
  | 'shopAnalytics'
  | 'shopOffers'
  | 'reviews';

/** The start groups' loaders; every other group's are in `locale-files.ts`, fetched when first needed. */
const START_FILES = import.meta.glob<Strings>('../locales/*/core.json', { import: 'default' });
const fileOf = (lang: Language, group: StringGroup) => `../locales/${lang}/${group}.json`;
const filesFor = (file: string) =>
  file in START_FILES ? Promise.resolve(START_FILES) : import('./locale-files').then((m) => m.GROUP_FILES);

/** Groups some screen has needed so far: a language switch loads them in the new language first. */
const needed = new Set<StringGroup>(START_GROUPS);
const loaded = new Set<string>();
const loading = new Map<string, Promise<void>>();
/** The language shown, or being switched to. */
let target: Language = 'en';

/** Languages whose every group was handed to `initI18n` (tests). */
const handedOver = new Set<Language>();

const isLoaded = (lang: Language, group: StringGroup) =>
  handedOver.has(lang) || loaded.has(fileOf(lang, group));

function load(lang: Language, group: StringGroup): Promise<void> {
  const file = fileOf(lang, group);
  if (isLoaded(lang, group)) return Promise.resolve();
  let pending = loading.get(file);
  if (!pending) {
    pending = filesFor(file)
      .then((files) => {
        const read = files[file];
        if (!read) throw new Error(`No strings at ${file}`);
        return read();
      })
      .then((strings) => {
        i18n.addResourceBundle(lang, 'translation', strings, true, true);
        loaded.add(file);
      });
    // A failed request (offline) is tried again the next time the strings are asked for.
    pending.catch(() => loading.delete(file));
    loading.set(file, pending);
  }
  return pending;
}

/**
 * Loads string groups in the language shown (and in the one being switched to, if a switch is under
 * way), and keeps them loaded across language switches from now on.
 */
export function loadStrings(...groups: StringGroup[]): Promise<void> {
  for (const group of groups) needed.add(group);
  const langs = new Set<Language>([target, i18n.language === 'ar' ? 'ar' : 'en']);
  return Promise.all([...langs].flatMap((lang) => groups.map((group) => load(lang, group)))).then(() => {});
}

/**
 * A chunk's loader that resolves once the chunk and its string groups are both there, for React.lazy:
 * `lazy(withStrings(() => import('./Page'), 'staff'))`. Nothing renders before its words.
 */
export function withStrings<T>(load: () => Promise<T>, ...groups: StringGroup[]): () => Promise<T> {
  return () => Promise.all([load(), loadStrings(...groups)]).then(([module]) => module);
}

/**
 * Starts i18next in the saved language, once its start groups are loaded. Tests pass every group of
 * every language up front, so any screen and a language switch apply at once.
 */
export async function initI18n(preloaded: Partial<Record<Language, Strings[]>> = {}) {
  const lng = savedLanguage();
  target = lng;
  await i18n.use(initReactI18next).init({
    resources: {},
    lng,
    // Parity of en and ar is enforced by scripts/check-i18n.mjs, so no fallback language is needed.
    fallbackLng: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  for (const [lang, groups] of Object.entries(preloaded) as [Language, Strings[]][]) {
    for (const strings of groups) i18n.addResourceBundle(lang, 'translation', strings, true, true);
    handedOver.add(lang);
  }
  await loadStrings(...START_GROUPS);
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
  target = lang;
  const missing = [...needed].filter((group) => !isLoaded(lang, group));
  // Already there: switch at once (no render in between shows a mix of languages).
  if (missing.length === 0) {
    void i18n.changeLanguage(lang);
    return;
  }
  void Promise.all(missing.map((group) => load(lang, group))).then(() => {
    // A later switch may have overtaken this one while its strings were on their way.
    if (target === lang) return i18n.changeLanguage(lang);
  });
}

/** The current language plus a picker for text stored in both languages. */
export function useLanguage() {
  const { i18n: instance } = useTranslation();
  const lang: Language = instance.language === 'ar' ? 'ar' : 'en';
  return { lang, pick: (text: LocalizedText) => text[lang] || text.en, isRtl: lang === 'ar' };
}
