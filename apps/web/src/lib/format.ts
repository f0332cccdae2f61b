import { formatMoney } from '@haflah/contracts';
import { useLanguage } from './i18n';

/** Money and numbers in the current language, always with Latin digits (DESIGN.md). */
export function useFormat() {
  const { lang } = useLanguage();
  return {
    lang,
    money: (fils: number, digits: 2 | 3 = 3) => formatMoney(fils, lang, digits),
    rating: (r: number) => r.toFixed(1),
    count: (n: number) => n.toLocaleString(lang === 'ar' ? 'ar-BH-u-nu-latn' : 'en-BH'),
  };
}
