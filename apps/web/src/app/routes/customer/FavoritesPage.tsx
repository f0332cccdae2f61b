import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorPanel } from '../../../components/ui/ErrorPanel';
import { ListPageHeader } from '../../../components/ui/ListPageHeader';
import { ItemGrid } from '../../../features/catalogue/components/ItemGrid';
import { useFavorites } from '../../../features/favorites/api/favorites';
import { FavoritesEmpty, FavoritesSignedOut } from '../../../features/favorites/components/FavoritesEmpty';
import { usePageTitle } from '../../../lib/page-title';
import { useSession } from '../../../lib/session';
import { ItemGridSkeleton } from './ItemGridSkeleton';
import { useItemActions } from './useItemActions';

/** /favorites (Profile → Favorites): the items the customer keeps, as the catalogue shows them. */
export default function FavoritesPage() {
  const { t } = useTranslation();
  usePageTitle(t('favorites.title'));
  const { user, isLoading } = useSession();
  const favorites = useFavorites();
  const actions = useItemActions();
  const limitId = useId();
  const items = favorites.data?.items;

  let body: React.ReactNode;
  if (isLoading || (user && favorites.isPending)) {
    body = <ItemGridSkeleton label={t('favorites.loading')} />;
  } else if (!user) body = <FavoritesSignedOut />;
  else if (favorites.isError) {
    body = <ErrorPanel message={t('favorites.loadError')} onRetry={() => favorites.refetch()} />;
  } else if (!items?.length) body = <FavoritesEmpty />;
  else {
    body = <ItemGrid items={items} headingLevel={2} {...actions} />;
  }

  return (
    <div className="mx-auto grid w-full max-w-6xl grid-cols-1 gap-4">
      <ListPageHeader
        title={t('favorites.title')}
        backTo="/profile"
        backLabel={t('favorites.backToProfile')}
        count={user && items?.length ? t('favorites.count', { count: items.length }) : undefined}
        limitId={limitId}
      />
      {body}
    </div>
  );
}
