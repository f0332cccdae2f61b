import { BAHRAIN_AREAS, type Language } from '@haflah/contracts';
import i18n from 'i18next';

const known = (text: string) =>
  text
    .trim()
    .toLowerCase()
    .replace(/^al[\s-]+/, '')
    .replace(/[\s_-]+/g, ' ');

/**
 * An address's area in the language shown: an area the customer typed ('Seef', 'seef', 'السيف') that is
 * one of Bahrain's known areas reads 'السيف' in Arabic and 'Seef' in English; any other stays as typed.
 */
export function areaName(area: string, lang: Language = i18n.language === 'ar' ? 'ar' : 'en'): string {
  const typed = known(area);
  for (const names of Object.values(BAHRAIN_AREAS)) {
    if (known(names.en) === typed || names.ar === area.trim()) return names[lang];
  }
  return area;
}
