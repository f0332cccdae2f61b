import { lazy, Suspense } from 'react';
import { withStrings } from '../../../lib/i18n';

const FavoriteButton = lazy(
  withStrings(() => import('./FavoriteButton').then((m) => ({ default: m.FavoriteButton })), 'favorites'),
);

/**
 * The heart, loaded on demand with its words: Home shows one on every card, and its first load has a
 * budget (scripts/bundle-size.mjs). The heart appears over the picture once there; nothing moves.
 */
export function LazyFavoriteButton(props: { listingId: string; large?: boolean }) {
  return (
    <Suspense fallback={null}>
      <FavoriteButton {...props} />
    </Suspense>
  );
}
