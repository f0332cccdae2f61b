import { z } from 'zod/mini';

export const LANGUAGES = ['en', 'ar'] as const;
export const languageSchema = z.enum(LANGUAGES);
export type Language = z.infer<typeof languageSchema>;

/** Text kept in both interface languages; the client picks one. */
export const localizedTextSchema = z.object({ en: z.string(), ar: z.string() });
export type LocalizedText = z.infer<typeof localizedTextSchema>;

export const idSchema = z.uuid();

/** Money is always an integer number of fils (1 BD = 1000 fils). */
export const filsSchema = z.int().check(z.gte(0));
export type Fils = z.infer<typeof filsSchema>;

/** Strips markup from free text before it is used anywhere (spec §5: all text inputs). */
export function stripMarkup(input: string): string {
  return input
    .replace(/<[a-zA-Z/!?][^<>]*(>|$)/g, '')
    .replace(/[<>]/g, '')
    .trim();
}

/**
 * Characters no free text may hold: the C0 and C1 control characters other than tab and line breaks
 * (a NUL is refused by PostgreSQL itself), and the bidi embeddings, overrides and isolates
 * (U+202A–U+202E, U+2066–U+2069), which make a stored name or address read differently from what it
 * is. The marks text really uses (U+200E, U+200F, U+061C) are allowed.
 */
export const CONTROL_CHARACTERS =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is what it is for
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/;
const CONTROL_CHARACTERS_ALL = new RegExp(CONTROL_CHARACTERS.source, 'g');

/**
 * Characters that show nothing, which no free text may hold either: a name that looks like another
 * (`Sara` and `Sa\u200Bra`), a title that hides a word from a filter. Refused: every format character
 * (Unicode category Cf: the soft hyphen U+00AD, zero-width space U+200B, word joiner and invisible
 * operators U+2060–U+2064, the BOM U+FEFF, U+180E, U+FFF9–U+FFFB, the tag characters U+E0001 and
 * U+E0020–U+E007F…) but those below, the line and paragraph separators U+2028/U+2029, the Hangul
 * fillers (U+115F, U+1160, U+3164, U+FFA0) and a lone surrogate (half a character, from a broken
 * client). Allowed where real text needs them: the zero-width joiner U+200D and non-joiner U+200C
 * between two letters, marks or emoji (👨‍👩‍👧, ❤️‍🔥, 👩🏽‍💻, Persian and Urdu words typed on
 * Arabic-script keyboards), never at an end, beside a space or doubled; tag characters inside an emoji
 * tag sequence (🏴 U+1F3F4, tags, then U+E007F: the flags of England, Scotland and Wales); the direction
 * marks U+200E, U+200F and U+061C (above); Arabic's number signs and end of ayah (U+0600–U+0605,
 * U+06DD, U+08E2), which show with the digits they carry (a verse pasted from a Quran app).
 */
// Global, so `replace` takes them all; `search` (not `test`) asks whether there is one, from the start.
const INVISIBLE =
  /(?![\u0600-\u0605\u061C\u06DD\u08E2\u200C-\u200F])\p{Cf}|[\u115F\u1160\u2028\u2029\u3164\uFFA0]|\p{Cs}|[\u200C\u200D](?!(?<=[\p{L}\p{M}\p{Emoji}].)[\p{L}\p{M}\p{Emoji}])/gu;
const EMOJI_TAG_SEQUENCES = /\u{1F3F4}[\u{E0020}-\u{E007E}]+\u{E007F}/gu;
/** Whether `s` holds a character INVISIBLE refuses (an emoji tag sequence is a flag, not hidden text). */
export const hasInvisibleCharacters = (s: string) =>
  s.replace(EMOJI_TAG_SEQUENCES, '🏴').search(INVISIBLE) >= 0;

/** The text without them, or the invisible ones (a search box drops what would only be refused). */
export const withoutControlCharacters = (s: string) =>
  s.replace(CONTROL_CHARACTERS_ALL, '').replace(INVISIBLE, '');
/** The message of the issue a free-text field raises for them: clients show their own sentence. */
export const CONTROL_CHARACTERS_ISSUE = 'control_characters';
/** Refuses a string holding any of CONTROL_CHARACTERS or an invisible one, with CONTROL_CHARACTERS_ISSUE. */
export const noControlCharacters = () =>
  z.refine<string>((s) => !CONTROL_CHARACTERS.test(s) && !hasInvisibleCharacters(s), {
    error: CONTROL_CHARACTERS_ISSUE,
  });

/**
 * A free-text field: refused when it holds a control character, then trimmed and stripped of markup,
 * then checked for length.
 */
export const plainText = (max: number, min = 0) =>
  z.pipe(
    z.pipe(z.string().check(z.maxLength(max * 2), noControlCharacters()), z.transform(stripMarkup)),
    z.string().check(z.minLength(min), z.maxLength(max)),
  );
