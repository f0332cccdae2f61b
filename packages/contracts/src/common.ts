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
/** The text without them (a search box drops what would only make the query be refused). */
export const withoutControlCharacters = (s: string) => s.replace(CONTROL_CHARACTERS_ALL, '');
/** The message of the issue a free-text field raises for them: clients show their own sentence. */
export const CONTROL_CHARACTERS_ISSUE = 'control_characters';
/** Refuses a string holding any of CONTROL_CHARACTERS, with CONTROL_CHARACTERS_ISSUE. */
export const noControlCharacters = () =>
  z.refine<string>((s) => !CONTROL_CHARACTERS.test(s), { error: CONTROL_CHARACTERS_ISSUE });

/**
 * A free-text field: refused when it holds a control character, then trimmed and stripped of markup,
 * then checked for length.
 */
export const plainText = (max: number, min = 0) =>
  z.pipe(
    z.pipe(z.string().check(z.maxLength(max * 2), noControlCharacters()), z.transform(stripMarkup)),
    z.string().check(z.minLength(min), z.maxLength(max)),
  );
