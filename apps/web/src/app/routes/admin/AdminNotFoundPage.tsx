import { MapPinOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { primaryButton } from '../../../components/ui/buttons';
import { usePageTitle } from '../../../lib/page-title';

/** A path under /admin that is no screen (yet): said inside the area, with the way back to its start. */
export default function AdminNotFoundPage() {
  const { t } = useTranslation();
  usePageTitle(t('admin.notFound.title'));
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-4 py-12 text-center">
      <div className="grid size-16 place-items-center rounded-full bg-violet-100 text-violet-700">
        <MapPinOff className="size-8" aria-hidden />
      </div>
      <h1 className="font-bold text-2xl text-slate-900">{t('admin.notFound.title')}</h1>
      <p className="text-slate-600">{t('admin.notFound.text')}</p>
      <Link to="/admin" className={primaryButton}>
        {t('admin.notFound.toDashboard')}
      </Link>
    </div>
  );
}
