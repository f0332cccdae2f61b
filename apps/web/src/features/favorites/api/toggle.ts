import type { QueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { toast } from '../../../components/ui/toast';
import { errorMessage, hasCode } from '../../../lib/errors';
import { signInThen } from '../../../lib/sign-in-dialog';
import { setFavorite } from './favorites';
import { favoriteKeys } from './keys';

/**
 * What a tap on a heart does: signed out, sign in first and then save it; a refusal is told (the
 * spec's sentence when a removal fails).
 */
export async function toggleFavorite({
  queryClient,
  t,
  listingId,
  on,
  signedIn,
}: {
  queryClient: QueryClient;
  t: TFunction;
  listingId: string;
  on: boolean;
  signedIn: boolean;
}): Promise<void> {
  const save = () =>
    setFavorite(queryClient, listingId, on).catch((error: unknown) => {
      if (hasCode(error, 'UNAUTHENTICATED'))
        return void signInThen(save, { reason: 'favorites.signInReason' });
      // Already gone is what was asked for: the hearts are read again.
      if (!on && hasCode(error, 'NOT_FOUND'))
        return void queryClient.invalidateQueries({ queryKey: favoriteKeys.all });
      toast({
        kind: 'error',
        description: on
          ? errorMessage(t, error, { fallback: 'favorites.addFailed', only: ['FAVORITE_LIMIT', 'NETWORK'] })
          : t('favorites.removeFailed'),
      });
    });
  if (!signedIn) signInThen(save, { reason: 'favorites.signInReason' });
  else await save();
}
