import { useTranslation } from 'react-i18next';
import { ErrorPanel } from '../../../components/ui/ErrorPanel';
import { ListSkeleton } from '../../../components/ui/ListSkeleton';
import { useDriverMe } from '../../../features/driver/api/driver';
import { SettingsForm } from '../../../features/driver/components/SettingsForm';
import { usePageTitle } from '../../../lib/page-title';
import { LanguageButton } from '../../layout/LanguageButton';

/** The driver's settings (/driver/settings): their record (name, phone, vehicle, plate) and the language. */
export default function SettingsPage() {
  const { t } = useTranslation();
  usePageTitle(t('driver.settings.title'));
  const me = useDriverMe();
  return (
    <div className="grid max-w-2xl gap-5">
      <div className="grid gap-1">
        <h1 className="font-extrabold text-2xl text-slate-900">{t('driver.settings.title')}</h1>
        <p className="text-slate-600">{t('driver.settings.text')}</p>
      </div>
      {me.isError ? (
        <ErrorPanel message={t('driver.spec.loadFailed')} onRetry={() => void me.refetch()} />
      ) : !me.data ? (
        <ListSkeleton label={t('driver.settings.loading')} blocks={['h-96']} />
      ) : me.data.driver ? (
        <SettingsForm key={me.data.driver.id} driver={me.data.driver} />
      ) : (
        <ErrorPanel message={t('driver.spec.noUser')} onRetry={() => void me.refetch()} />
      )}
      <section
        aria-labelledby="driver-language"
        className="flex flex-wrap items-center justify-between gap-3 rounded-3xl bg-surface p-5 shadow-sm ring-1 ring-slate-100"
      >
        <div className="grid gap-0.5">
          <h2 id="driver-language" className="font-bold text-slate-900">
            {t('driver.settings.language')}
          </h2>
          <p className="text-slate-600 text-sm">{t('driver.settings.languageText')}</p>
        </div>
        <LanguageButton className="h-11 bg-violet-50 px-4 text-violet-800" />
      </section>
    </div>
  );
}
