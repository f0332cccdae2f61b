import { Compass } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { primaryButton } from '../../../components/ui/buttons';
import { usePageTitle } from '../../../lib/page-title';

export default function NotFoundPage() {
  const { t } = useTranslation();
  usePageTitle(t('notFound.title'));
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-4 py-16 text-center">
      <div className="grid size-16 place-items-center rounded-full bg-violet-100 text-violet-700">
        <Compass className="size-8" aria-hidden />
      </div>
      <p className="font-black text-5xl text-violet-500">404</p>
      <h1 className="font-bold text-2xl text-slate-900">{t('notFound.title')}</h1>
      <p className="text-slate-500">{t('notFound.text')}</p>
      <Link to="/" className={primaryButton}>
        {t('common.goHome')}
      </Link>
    </div>
  );
}
