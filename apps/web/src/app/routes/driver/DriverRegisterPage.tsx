import { StaffRegisterPage } from '../../../features/staff/components/StaffRegister';

export default function DriverRegisterPage() {
  return <StaffRegisterPage area="driver" />;
}
