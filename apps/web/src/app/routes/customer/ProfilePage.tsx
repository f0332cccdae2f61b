import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DataRights } from '../../../features/account/components/DataRights';
import {
  ProfileCard,
  ProfileMenu,
  ProfileSkeleton,
  SignedOutProfile,
} from '../../../features/account/components/Profile';
import { ChangePasswordCard } from '../../../features/account/components/ProfilePassword';
import { SignOutButton } from '../../../features/auth/components/SignOutButton';
import { useOrderTotal } from '../../../features/orders/api/orders';
import { usePageTitle } from '../../../lib/page-title';
import { useSession } from '../../../lib/session';

/** Spec §2 Profile: the customer's card (with their total orders), the menu, sign out, their data. */
export default function ProfilePage() {
  const { user, isLoading } = useSession();
  const totalOrders = useOrderTotal();
  const navigate = useNavigate();
  const { t } = useTranslation();
  usePageTitle(t('nav.profile'));
  if (isLoading) return <ProfileSkeleton />;
  if (!user) return <SignedOutProfile />;
  return (
    <div className="mx-auto grid w-full max-w-xl grid-cols-1 gap-4">
      <ProfileCard user={user} totalOrders={totalOrders} />
      <ProfileMenu />
      <ChangePasswordCard />
      <SignOutButton goTo="/" />
      <DataRights onDeleted={() => navigate('/', { replace: true })} />
    </div>
  );
}
