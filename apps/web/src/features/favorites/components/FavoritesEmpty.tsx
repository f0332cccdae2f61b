import { Heart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { primaryButton } from '../../../components/ui/buttons';
import { EmptyState } from '../../../components/ui/EmptyState';
import { SignedOutState } from '../../../components/ui/SignedOutState';

export function FavoritesEmpty() {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon={<Heart className="size-7" />}
      title={t('favorites.emptyTitle')}
      text={t('favorites.emptyText')}
    >
      <Link to="/" className={primaryButton}>
        {t('favorites.browse')}
      </Link>
    </EmptyState>
  );
}

export function FavoritesSignedOut() {
  const { t } = useTranslation();
  return (
    <SignedOutState
      icon={<Heart className="size-7" />}
      title={t('favorites.signedOutTitle')}
      text={t('favorites.signedOutText')}
      signInLabel={t('favorites.signIn')}
    />
  );
}
