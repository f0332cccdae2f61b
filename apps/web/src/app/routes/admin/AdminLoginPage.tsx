import { StaffLoginPage } from '../../../features/staff/components/StaffAuth';

export default function AdminLoginPage() {
  return <StaffLoginPage area="admin" />;
}
