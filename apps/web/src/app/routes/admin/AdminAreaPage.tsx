import { SignOutButton } from '../../../features/auth/components/SignOutButton';
import { RequireRole, StaffAreaHome } from '../../../features/staff/components/StaffAuth';
import { STAFF_AREAS } from '../../../features/staff/utils/staff-areas';

/** The admin area. Its screens arrive in later issues; until then every path here shows its start. */
export default function AdminAreaPage() {
  return (
    <RequireRole area="admin">
      <StaffAreaHome area="admin" signOut={<SignOutButton look="compact" goTo={STAFF_AREAS.admin.login} />} />
    </RequireRole>
  );
}
