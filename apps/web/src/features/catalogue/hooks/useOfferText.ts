import type { OfferNote } from '@haflah/contracts';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/format';

/**
 * A shop's running offer in words, as its card and its page say it: the headline in the spec's words
 * ("30% off, up to BD 20") and the terms that limit it — a minimum order and first order only — when
 * set. Whole dinars lose their fils ("BD 20"); an amount never breaks across lines.
 */
export function useOfferText() {
  const { t } = useTranslation();
  const f = useFormat();
  const amount = (fils: number) =>
    f
      .money(fils)
      .replace(/\.000(?!\d)/, '')
      .replace(/ /g, '\u00a0');
  return (offer: OfferNote) => ({
    headline: t('retailers.offer', { percent: offer.percent, cap: amount(offer.capFils) }),
    conditions: [
      offer.minOrderFils ? t('retailers.offerMinOrder', { amount: amount(offer.minOrderFils) }) : null,
      offer.firstOrderOnly ? t('retailers.offerFirstOrder') : null,
    ].filter((s): s is string => s !== null),
  });
}
