/**
 * The FAQ's questions, by section, in the order /help shows them. Each item's words are in the
 * 'help' group: `help.faq.<section>.<item>.q` and `.a`; each section's title is `help.faq.<section>.title`.
 */
export const FAQ = [
  { id: 'ordering', items: ['howTo', 'prices', 'track'] },
  { id: 'booking', items: ['slots', 'holds', 'confirmed'] },
  { id: 'delivery', items: ['windows', 'fee', 'address'] },
  { id: 'payment', items: ['methods', 'testMode', 'charged'] },
  { id: 'cancelling', items: ['own', 'refund', 'shop'] },
  { id: 'events', items: ['plan', 'rsvp', 'limits'] },
  { id: 'data', items: ['export', 'delete', 'correct'] },
] as const;

const ARABIC_MARKS = /[\u0610-\u061A\u064B-\u065F\u0670\u06D6-\u06ED\u0640]/g;
const LATIN_MARKS = /[\u0300-\u036f]/g;
const ARABIC_LETTERS: Record<string, string> = {
  أ: 'ا',
  إ: 'ا',
  آ: 'ا',
  ٱ: 'ا',
  ة: 'ه',
  ى: 'ي',
  ؤ: 'و',
  ئ: 'ي',
};
const ARABIC_INDIC_DIGITS = /[\u0660-\u0669\u06F0-\u06F9]/g;

/**
 * Text as search compares it, the way the catalogue's search does on the server (db/search-text.ts):
 * the alef and hamza forms, ta marbuta and alef maqsura meet their plain letters, diacritics and
 * tatweel go, Arabic-Indic digits become Latin, Latin accents and case go.
 */
export function normalizeForSearch(input: string): string {
  return input
    .normalize('NFKD')
    .replace(LATIN_MARKS, '')
    .normalize('NFC')
    .replace(ARABIC_MARKS, '')
    .replace(/[أإآٱةىؤئ]/g, (ch) => ARABIC_LETTERS[ch] ?? ch)
    .replace(ARABIC_INDIC_DIGITS, (d) => String((d.charCodeAt(0) & 0xf) % 10))
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** A query word without the Arabic article (ال), so "التوصيل" finds "توصيل" as well as "التوصيل". */
const stem = (word: string) => (word.startsWith('ال') && word.length > 3 ? word.slice(2) : word);

/**
 * Whether every word of the (normalised) query is in the text, anywhere in a word: "deliver" finds
 * "delivery", "التوصيل" finds "توصيل". An empty query matches everything.
 */
export function matchesQuery(normalizedQuery: string, text: string): boolean {
  if (!normalizedQuery) return true;
  const haystack = normalizeForSearch(text);
  return normalizedQuery.split(' ').every((word) => haystack.includes(stem(word)));
}
