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

/** A free-text field that is trimmed and stripped of markup, then checked for length. */
export const plainText = (max: number, min = 0) =>
  z.pipe(
    z.pipe(z.string().check(z.maxLength(max * 2)), z.transform(stripMarkup)),
    z.string().check(z.minLength(min), z.maxLength(max)),
  );
