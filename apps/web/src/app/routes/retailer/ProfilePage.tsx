import { Store } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ErrorPanel } from '../../../components/ui/ErrorPanel';
import { ListSkeleton } from '../../../components/ui/ListSkeleton';
import { useShop } from '../../../features/retailer/api/retailer';
import { LogoUpload } from '../../../features/retailer/components/LogoUpload';
import { PauseControl } from '../../../features/retailer/components/PauseControl';
import { FormSection, ShopProfileForm } from '../../../features/retailer/components/ShopProfileForm';
import { usePageTitle } from '../../../lib/page-title';

/**
 * The shop's profile (/retailer/profile): its logo, the profile form, and closing the shop for a
 * while. A shop waiting for approval, or refused, may edit it all.
 */
export default function ProfilePage() {
  const { t } = useTranslation();
  usePageTitle(t('shop.profile.title'));
  const shop = useShop();
  return (
    <div className="grid gap-5">
      <div className="flex items-center gap-3">
        <span className="grid size-11 place-items-center rounded-2xl bg-violet-100 text-violet-700">
          <Store className="size-6" aria-hidden />
        </span>
        <div className="grid gap-0.5">
          <h1 className="font-extrabold text-2xl text-slate-900">{t('shop.profile.title')}</h1>
          <p className="text-slate-600 text-sm">{t('shop.profile.text')}</p>
        </div>
      </div>
      {shop.isError ? (
        <ErrorPanel message={t('shop.profile.loadError')} onRetry={() => void shop.refetch()} />
      ) : !shop.data ? (
        <ListSkeleton label={t('shop.profile.loading')} blocks={['h-36', 'h-96', 'h-64']} />
      ) : (
        <>
          <FormSection title={t('shop.logo.title')} text={t('shop.logo.text')}>
            <div className="sm:col-span-2">
              <LogoUpload shop={shop.data} />
            </div>
          </FormSection>
          <ShopProfileForm key={shop.data.id} shop={shop.data} />
          <FormSection title={t('shop.pause.title')} text={t('shop.pause.text')}>
            <div className="sm:col-span-2">
              <PauseControl shop={shop.data} />
            </div>
          </FormSection>
        </>
      )}
    </div>
  );
}
