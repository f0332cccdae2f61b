import { AdminAccount } from '../../../features/admin/components/AdminAccount';
import { SignOutButton } from '../../../features/auth/components/SignOutButton';
import { STAFF_AREAS } from '../../../features/staff/utils/staff-areas';
import StaffShell from '../../layout/StaffShell';
import { ADMIN_NAV } from './nav';

/** The staff shell as the admin area has it: its menu, the admin's name, and sign-out. */
export default function AdminShell() {
  return (
    <StaffShell
      area="admin"
      nav={ADMIN_NAV}
      account={<AdminAccount />}
      signOut={<SignOutButton look="compact" goTo={STAFF_AREAS.admin.login} />}
    />
  );
}
