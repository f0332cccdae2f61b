import { SignOutButton } from '../../../features/auth/components/SignOutButton';
import { RequireRole, StaffAreaHome } from '../../../features/staff/components/StaffAuth';
import { STAFF_AREAS } from '../../../features/staff/utils/staff-areas';

/** The driver area. Its screens arrive in later issues; until then every path here shows its start. */
export default function DriverAreaPage() {
  return (
    <RequireRole area="driver">
      <StaffAreaHome
        area="driver"
        signOut={<SignOutButton look="compact" goTo={STAFF_AREAS.driver.login} />}
      />
    </RequireRole>
  );
}
