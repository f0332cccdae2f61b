import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Heart } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn';
import { useSession } from '../../../lib/session';
import { favoriteIdsQuery } from '../api/keys';
import { toggleFavorite } from '../api/toggle';

/**
 * The heart on an item card and the product page: pressed when the item is a favorite. Pages show it
 * through LazyFavoriteButton, so its code and words stay out of Home's first load.
 */
export function FavoriteButton({ listingId, large = false }: { listingId: string; large?: boolean }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { user } = useSession();
  const ids = useQuery(favoriteIdsQuery(user?.id ?? null));
  /** The state asked for, shown while it is being saved. */
  const [asked, setAsked] = useState<boolean | null>(null);
  const on = Boolean(user && ids.data?.ids.includes(listingId));
  const shown = asked ?? on;

  const tap = () => {
    if (asked !== null) return;
    const next = !on;
    if (user) setAsked(next);
    void toggleFavorite({ queryClient, t, listingId, on: next, signedIn: Boolean(user) }).finally(() =>
      setAsked(null),
    );
  };

  return (
    <button
      type="button"
      aria-pressed={shown}
      aria-label={t(shown ? 'favorites.remove' : 'favorites.add')}
      onClick={tap}
      className={cn(
        'grid place-items-center rounded-full bg-surface/95 shadow ring-1 ring-slate-200 transition hover:scale-105 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-violet-600',
        large ? 'size-12' : 'size-11',
      )}
    >
      <Heart className={cn('size-5', shown ? 'fill-rose-600 text-rose-600' : 'text-slate-600')} aria-hidden />
    </button>
  );
}
