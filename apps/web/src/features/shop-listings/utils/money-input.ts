import { FILS_PER_DINAR, latinDigits, parseDinars } from '@haflah/contracts';

/**
 * Prices are typed in dinars with up to 3 decimals (fils) and sent as integer fils. Digits typed on an
 * Arabic keyboard (with its decimal mark, U+066B) are read as the Latin ones every amount is shown with.
 */
export function dinarsToFils(text: string): number | null {
  const typed = latinDigits(text)
    .replace(/\u066b/g, '.')
    .trim();
  if (!typed) return null;
  return parseDinars(typed);
}

/** An amount in fils as it is typed back into a price box: 12500 → '12.500'. */
export function filsToDinars(fils: number | null | undefined): string {
  if (fils == null) return '';
  const whole = Math.floor(fils / FILS_PER_DINAR);
  const rest = String(fils % FILS_PER_DINAR).padStart(3, '0');
  return `${whole}.${rest}`;
}
