import { StaffLoginPage } from '../../../features/auth/components/StaffAuth';

export default function DriverLoginPage() {
  return <StaffLoginPage area="driver" />;
}
