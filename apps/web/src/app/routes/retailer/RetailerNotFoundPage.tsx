import { useTranslation } from 'react-i18next';
import { NotFoundPanel } from '../../../components/ui/NotFoundPanel';
import { usePageTitle } from '../../../lib/page-title';

/** A path under /retailer that is no screen: said inside the area, with the way back to its start. */
export default function RetailerNotFoundPage() {
  const { t } = useTranslation();
  usePageTitle(t('shop.notFound.title'));
  return (
    <NotFoundPanel
      title={t('shop.notFound.title')}
      text={t('shop.notFound.text')}
      to="/retailer"
      action={t('shop.notFound.toDashboard')}
    />
  );
}
