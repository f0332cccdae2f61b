import { useTranslation } from 'react-i18next';
import { NotFoundPanel } from '../../../components/ui/NotFoundPanel';
import { usePageTitle } from '../../../lib/page-title';

/** A path under /admin that is no screen (yet): said inside the area, with the way back to its start. */
export default function AdminNotFoundPage() {
  const { t } = useTranslation();
  usePageTitle(t('admin.notFound.title'));
  return (
    <NotFoundPanel
      title={t('admin.notFound.title')}
      text={t('admin.notFound.text')}
      to="/admin"
      action={t('admin.notFound.toDashboard')}
    />
  );
}
