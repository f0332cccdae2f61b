import type { DriverOffer } from '@haflah/contracts';
import { useEffect, useRef } from 'react';
import { playOfferAlert, unlockOfferSound } from '../utils/offer-alert';

/** How often the alert sounds again while an offer waits for an answer. */
export const OFFER_ALERT_EVERY_MS = 5_000;

/** The offers still open at `now` (ms): an expired one no longer rings, nor is answerable. */
export const liveOffers = (offers: readonly DriverOffer[], now: number) =>
  offers.filter((offer) => Date.parse(offer.expiresAt) > now);

/**
 * Beeps and vibrates at once when a new offer arrives, and again every few seconds until every offer
 * is answered (it leaves the list) or has expired. `alert` is the sound and buzz (tests count it).
 */
export function useOfferAlert(offers: readonly DriverOffer[] | undefined, alert = playOfferAlert) {
  const latest = useRef(alert);
  latest.current = alert;
  // The first tap anywhere lets the beep sound (browsers' autoplay rule).
  useEffect(() => {
    const unlock = () => void unlockOfferSound();
    window.addEventListener('pointerdown', unlock, { once: true });
    window.addEventListener('keydown', unlock, { once: true });
    return () => {
      window.removeEventListener('pointerdown', unlock);
      window.removeEventListener('keydown', unlock);
    };
  }, []);
  const seen = useRef(new Set<string>());
  const ids = (offers ?? []).map((o) => o.id).join(',');
  const lastExpiry = Math.max(0, ...(offers ?? []).map((o) => Date.parse(o.expiresAt)));
  // A new set of offers, or a later expiry, restarts the beat.
  useEffect(() => {
    const current = ids ? ids.split(',') : [];
    const fresh = current.some((id) => !seen.current.has(id));
    for (const id of current) seen.current.add(id);
    if (!ids || lastExpiry <= Date.now()) return;
    // A new offer is told at once; one answered or gone only keeps the beat for the rest.
    if (fresh) latest.current();
    const timer = setInterval(() => {
      if (Date.now() >= lastExpiry) return clearInterval(timer);
      latest.current();
    }, OFFER_ALERT_EVERY_MS);
    return () => clearInterval(timer);
  }, [ids, lastExpiry]);
}
