import { useNavigate } from 'react-router';
import { DataRights } from '../../../features/auth/components/DataRights';
import {
  ProfileCard,
  ProfileMenu,
  ProfileSkeleton,
  SignedOutProfile,
  SignOutButton,
} from '../../../features/auth/components/Profile';
import { useSession } from '../../../lib/session';

/** Spec §2 Profile. Total orders join this page with the orders issue. */
export default function ProfilePage() {
  const { user, isLoading } = useSession();
  const navigate = useNavigate();
  if (isLoading) return <ProfileSkeleton />;
  if (!user) return <SignedOutProfile />;
  return (
    <div className="mx-auto grid w-full max-w-xl grid-cols-1 gap-4">
      <ProfileCard user={user} />
      <ProfileMenu />
      <SignOutButton onSignedOut={() => navigate('/', { replace: true })} />
      <DataRights onDeleted={() => navigate('/', { replace: true })} />
    </div>
  );
}
