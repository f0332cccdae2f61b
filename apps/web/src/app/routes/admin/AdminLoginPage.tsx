import { StaffLoginPage } from '../../../features/staff/components/StaffAuth';
import { staffScreen } from '../screen';

// /admin-login lies outside /admin/ (behind the role), so it brings the area's shell itself, as a lazy
// chunk like every area's (a static import would be listed in Home's entry).
const StaffShell = staffScreen(() => import('../../layout/StaffShell'));

export default function AdminLoginPage() {
  return (
    <StaffShell area="admin">
      <StaffLoginPage area="admin" />
    </StaffShell>
  );
}
