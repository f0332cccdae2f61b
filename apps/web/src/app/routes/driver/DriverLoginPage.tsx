import { StaffLoginPage } from '../../../features/staff/components/StaffAuth';

export default function DriverLoginPage() {
  return <StaffLoginPage area="driver" />;
}
