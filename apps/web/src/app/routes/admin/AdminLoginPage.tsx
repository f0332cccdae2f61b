import { StaffLoginPage } from '../../../features/auth/components/StaffAuth';

export default function AdminLoginPage() {
  return <StaffLoginPage area="admin" />;
}
