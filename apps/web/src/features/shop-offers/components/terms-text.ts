import type { PromoCode, ShopOffer } from '@haflah/contracts';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/format';
import { formatShortDate, formatTime, isolate, keepTogether } from '../../../lib/format-time';
import { shortMoney } from '../utils/terms-form';

type Terms = Pick<ShopOffer | PromoCode, 'percent' | 'capFils' | 'minOrderFils' | 'firstOrderOnly'>;

/**
 * Terms in words: the customer's line as the shop card writes it ("30% off, up to BD 20"), then the
 * minimum order and "first order only" when they apply.
 */
export function useTermsText() {
  const { t } = useTranslation();
  const f = useFormat();
  return {
    /**
     * A start or an end with its year (an offer or a code may run past the new year), isolated:
     * '26 Nov 2026, 8:30 PM' / '26 نوفمبر 2026، 8:30 م'.
     */
    moment: (iso: string) =>
      isolate(
        `${formatShortDate(iso, f.lang)}${f.lang === 'ar' ? '، ' : ', '}${keepTogether(formatTime(iso, f.lang))}`,
      ),
    headline: (terms: Terms) =>
      t('retailers.offer', { percent: terms.percent, cap: shortMoney(f.money(terms.capFils)) }),
    conditions: (terms: Terms) =>
      [
        terms.minOrderFils
          ? t('shopOffers.terms.minOrder', { amount: shortMoney(f.money(terms.minOrderFils)) })
          : null,
        terms.firstOrderOnly ? t('shopOffers.terms.firstOrderOnly') : t('shopOffers.terms.everyone'),
      ].filter((s): s is string => Boolean(s)),
  };
}
