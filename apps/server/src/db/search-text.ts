/**
 * Text normalisation for search, applied both to stored listing text and to the query so that the
 * spellings people actually type meet: Arabic alef/hamza forms, ta marbuta and alef maqsura, diacritics
 * and tatweel, Arabic-Indic digits, Latin accents and case.
 */

const ARABIC_DIACRITICS = /[\u0610-\u061A\u064B-\u065F\u0670\u06D6-\u06ED\u0640]/g;
const LATIN_MARKS = /[\u0300-\u036f]/g;

const ARABIC_LETTER_MAP: Record<string, string> = {
  أ: 'ا',
  إ: 'ا',
  آ: 'ا',
  ٱ: 'ا',
  ة: 'ه',
  ى: 'ي',
  ؤ: 'و',
  ئ: 'ي',
  ی: 'ي',
  ک: 'ك',
};
const ARABIC_LETTERS = new RegExp(`[${Object.keys(ARABIC_LETTER_MAP).join('')}]`, 'g');
const ARABIC_INDIC_DIGITS = /[\u0660-\u0669\u06F0-\u06F9]/g;

export function normalizeSearchText(input: string): string {
  return input
    .normalize('NFKD')
    .replace(LATIN_MARKS, '')
    .normalize('NFC')
    .replace(ARABIC_DIACRITICS, '')
    .replace(ARABIC_LETTERS, (ch) => ARABIC_LETTER_MAP[ch] ?? ch)
    .replace(ARABIC_INDIC_DIGITS, (d) => String((d.charCodeAt(0) & 0xf) % 10))
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

const ARABIC_ARTICLE = /^ال(?=.{3})/u;
const INNER_LONG_VOWELS = /[اوي]/g;
const FEMININE_ENDING = /(?<=.{2})ه$/u;

/**
 * A normalised word's skeleton, for Arabic typos: people drop or add long vowels (بلون for بالون,
 * شوكلاته for شوكولاته, فنوس for فانوس) and the article (البالونات), which puts Arabic trigrams far
 * apart. The skeleton is the word without its article (when three letters stay), without ا و ي after
 * its first letter, and without a final ta marbuta (ه once normalised) after two letters: بالونات → بلنت,
 * كيكه → كك. Latin words keep their letters. The vocabulary stores it (search_words.skeleton, generated
 * by `SKELETON_SQL`, the same steps in SQL: search-text.test.ts checks they agree).
 */
export function searchSkeleton(word: string): string {
  const bare = word.replace(ARABIC_ARTICLE, '');
  return (bare.slice(0, 1) + bare.slice(1).replace(INNER_LONG_VOWELS, '')).replace(FEMININE_ENDING, '');
}

/** `searchSkeleton` of the column `word`, as SQL (immutable: a generated column's expression). */
export const SKELETON_SQL = `regexp_replace(left(regexp_replace(word, '^ال(.{3,})$', '\\1'), 1) || translate(substr(regexp_replace(word, '^ال(.{3,})$', '\\1'), 2), 'اوي', ''), '^(..+)ه$', '\\1')`;

/** Words of a normalised query, longest first, without duplicates; at most 8 are used. */
export function searchTokens(normalized: string): string[] {
  return [...new Set(normalized.split(' ').filter(Boolean))].sort((a, b) => b.length - a.length).slice(0, 8);
}

/**
 * A name in both languages as search compares it. "|" never survives normalisation, so it marks where
 * the Arabic name starts: both names can then rank as "starts with the query".
 */
export function bilingualSearchName(en: string, ar: string): string {
  return `${normalizeSearchText(en)} | ${normalizeSearchText(ar)}`;
}
