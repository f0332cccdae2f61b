import { useTranslation } from 'react-i18next';
import { NotFoundPanel } from '../../../components/ui/NotFoundPanel';
import { usePageTitle } from '../../../lib/page-title';

/** A path under /driver that is no screen: said inside the area, with the way back to its start. */
export default function DriverNotFoundPage() {
  const { t } = useTranslation();
  usePageTitle(t('driver.notFound.title'));
  return (
    <NotFoundPanel
      title={t('driver.notFound.title')}
      text={t('driver.notFound.text')}
      to="/driver"
      action={t('driver.notFound.toDashboard')}
    />
  );
}
